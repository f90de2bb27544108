/** @jest-environment node */
import { requestToken } from './requestToken';
import { WpError } from '../errors';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function respondJson(body: unknown, init: ResponseInit = { status: 200 }) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json' } }));
}

async function failure(promise: Promise<unknown>): Promise<WpError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WpError);
    return error as WpError;
  }
  throw new Error('expected a failure');
}

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  delete process.env.WORDPRESS_API_URL;
  delete process.env.WP_AUTH_NAMESPACE;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  process.env = originalEnv;
  global.fetch = originalFetch;
});

describe('requestToken', () => {
  it('POSTs the credentials to {auth}/token and returns the token', async () => {
    respondJson({ token: 'header.payload.sig', user_email: 'humas@bua.test', user_nicename: 'admin_humas' });
    await expect(requestToken('admin_humas', 'rahasia123')).resolves.toBe('header.payload.sig');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://cms.bua.test/wp-json/jwt-auth/v1/token');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"username":"admin_humas","password":"rahasia123"}');
    expect(init?.cache).toBe('no-store');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('uses WP_AUTH_NAMESPACE', async () => {
    process.env.WP_AUTH_NAMESPACE = '/custom-jwt/v2/';
    respondJson({ token: 't' });
    await requestToken('u', 'p');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://cms.bua.test/wp-json/custom-jwt/v2/token');
  });

  it("answers 'Invalid response format' when the answer has no token", async () => {
    respondJson({ user_email: 'humas@bua.test' });
    const error = await failure(requestToken('admin_humas', 'rahasia123'));
    expect(error.message).toBe('Invalid response format');
    expect(error.status).toBe(502);
    respondJson({ token: '' });
    expect((await failure(requestToken('admin_humas', 'rahasia123'))).message).toBe('Invalid response format');
  });

  it('passes a refusal of WordPress through with its status', async () => {
    respondJson({ code: '[jwt_auth] incorrect_password', message: 'The password you entered is incorrect.', data: { status: 403 } }, { status: 403, statusText: 'Forbidden' });
    const error = await failure(requestToken('admin_humas', 'salah'));
    expect(error.message).toBe('The password you entered is incorrect.');
    expect(error.status).toBe(403);
    expect(error.code).toBe('[jwt_auth] incorrect_password');
  });
});
