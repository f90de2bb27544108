import { credentialsSignIn } from './client';

/** A fetch answer as the code reads it (jsdom has no Response). */
function json(body: unknown) {
  return { ok: true, status: 200, json: async () => body };
}

describe('credentialsSignIn with the login form’s CSRF seed', () => {
  const originalFetch = global.fetch;
  let fetchMock: jest.Mock;
  beforeEach(() => {
    fetchMock = jest.fn();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = originalFetch;
  });

  const bodyOf = (call: number) => new URLSearchParams(String(fetchMock.mock.calls[call]?.[1]?.body));

  it('posts the seed as csrfToken without asking next-auth for one', async () => {
    fetchMock.mockResolvedValueOnce(json({ url: 'http://localhost/login' }));
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: true, error: null });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(bodyOf(0).get('csrfToken')).toBe('seed');
  });

  it("tries once more with the cookie's current token when next-auth refuses the seed (another tab replaced it)", async () => {
    fetchMock
      .mockResolvedValueOnce(json({ url: 'http://localhost/api/auth/signin?csrf=true' }))
      .mockResolvedValueOnce(json({ csrfToken: 'current' }))
      .mockResolvedValueOnce(json({ url: 'http://localhost/login' }));
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: true, error: null });
    expect(bodyOf(2).get('csrfToken')).toBe('current');
  });

  it('passes on the error text authorize threw', async () => {
    fetchMock.mockResolvedValueOnce(json({ url: 'http://localhost/login?error=Username%20or%20password%20is%20incorrect.%20Please%20try%20again.' }));
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: false, error: 'Username or password is incorrect. Please try again.' });
  });
});
