import { credentialsSignIn } from './client';
import { installFetchStub } from '@/tests/unit/fetchStub';

describe('credentialsSignIn with the login form’s CSRF seed', () => {
  const fetchStub = installFetchStub();

  const bodyOf = (call: number) => new URLSearchParams(String(fetchStub.init(call).body));

  it('posts the seed as csrfToken without asking next-auth for one', async () => {
    fetchStub.json({ url: 'http://localhost/login' });
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: true, error: null });
    expect(fetchStub.mock).toHaveBeenCalledTimes(1);
    expect(bodyOf(0).get('csrfToken')).toBe('seed');
  });

  it("tries once more with the cookie's current token when next-auth refuses the seed (another tab replaced it)", async () => {
    fetchStub.json({ url: 'http://localhost/api/auth/signin?csrf=true' });
    fetchStub.json({ csrfToken: 'current' });
    fetchStub.json({ url: 'http://localhost/login' });
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: true, error: null });
    expect(bodyOf(2).get('csrfToken')).toBe('current');
  });

  it('passes on the error text authorize threw', async () => {
    fetchStub.json({ url: 'http://localhost/login?error=Username%20or%20password%20is%20incorrect.%20Please%20try%20again.' });
    await expect(credentialsSignIn('password', { username: 'a' }, 'seed')).resolves.toEqual({ ok: false, error: 'Username or password is incorrect. Please try again.' });
  });
});
