import { WpError } from '@/lib/wp/errors';

/** Awaits a WordPress call that must fail and returns its WpError (the test fails on success or on another error). */
export async function expectWpError(promise: Promise<unknown>): Promise<WpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WpError);
    return error as WpError;
  }
  throw new Error('expected the request to fail');
}
