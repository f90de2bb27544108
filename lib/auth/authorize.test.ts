/** @jest-environment node */
import type { CredentialsConfig } from 'next-auth/providers/credentials';
import { sealCaptcha } from './captcha';
import { newSsoState } from './ssoState';
import { authOptions } from './options';
import { LoginThrottle, memoryLimiters, throttleLimits } from './throttle';
import { authorizePassword, readCookie, type PasswordAuthDeps } from './authorize';
import { getCurrentUser, requestToken } from '@/lib/wp';
import { verifyCaptcha } from './captcha';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { wpCurrentUserJson } from '@/tests/unit/fixtures';
import { fakeJwt } from '@/tests/unit/sessions';

const fetchStub = installFetchStub();
stubWordPressEnv({ NEXTAUTH_SECRET: 'unit-test-secret-that-is-long-enough', NEXTAUTH_URL: 'http://localhost:3000' }, ['CAPTCHA_FIXED_VALUE']);

/** A token as WordPress's jwt-auth issues it (the user id under data). */
const wpJwt = (exp: number) => fakeJwt(exp, { data: { user: { id: 7 } } });

const EXP = Math.floor(Date.now() / 1000) + 7 * 24 * 3600;
const CURRENT_USER = wpCurrentUserJson();

/** The authorize function of a provider exactly as next-auth will call it. */
function providerAuthorize(id: string) {
  // CredentialsProvider keeps the given options (id, authorize) under `options`; next-auth merges them in.
  const provider = authOptions.providers.find((candidate) => (candidate as { options?: { id?: string } }).options?.id === id) as unknown as { options: CredentialsConfig };
  return (credentials: Record<string, string>, headers: Record<string, string>) =>
    provider.options.authorize(credentials, { headers, body: credentials, query: {}, method: 'POST' });
}

async function captchaCookie(answer = 'K7PQ2M'): Promise<string> {
  return `other=1; bua_captcha=${encodeURIComponent(await sealCaptcha(answer))}`;
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => warn.mockRestore());

describe("the 'password' provider's authorize", () => {
  const authorize = providerAuthorize('password');

  it('checks the captcha, asks {auth}/token, then current-user, and returns the staff user', async () => {
    const token = wpJwt(EXP);
    fetchStub.json({ token });
    fetchStub.json(CURRENT_USER);
    const user = await authorize({ username: ' admin_humas ', password: 'bua-demo-2026', captcha: 'k7pq2m' }, { cookie: await captchaCookie(), 'x-bua-client-ip': '192.0.2.1' });
    expect(user).toEqual({ id: 'admin_humas', login: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: 'humas', isSso: false, wpToken: token, wpTokenExp: EXP });
    expect(fetchStub.urls()).toEqual(['https://cms.bua.test/wp-json/jwt-auth/v1/token', 'https://cms.bua.test/wp-json/bua/v1/current-user']);
    expect(fetchStub.init().body).toBe('{"username":"admin_humas","password":"bua-demo-2026"}');
  });

  it('takes the bureau from the login when WordPress gives none (behaviour §4)', async () => {
    fetchStub.json({ token: wpJwt(EXP) });
    fetchStub.json({ ...CURRENT_USER, user_login: 'redaktur_keuangan', roles: ['bureau_redaktur'], bureau: null });
    const user = await authorize({ username: 'redaktur_keuangan', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { cookie: await captchaCookie(), 'x-bua-client-ip': '192.0.2.2' });
    expect(user).toMatchObject({ login: 'redaktur_keuangan', bureau: 'keuangan', roles: ['bureau_redaktur'] });
  });

  it('never sends the password to WordPress when the captcha is wrong, missing or replayed', async () => {
    const headers = { cookie: await captchaCookie(), 'x-bua-client-ip': '192.0.2.3' };
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'WRONG1' }, headers)).rejects.toThrow('Invalid CAPTCHA. Please try again.');
    // The same (now used) seal with the right answer: refused too.
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, headers)).rejects.toThrow('Invalid CAPTCHA. Please try again.');
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { 'x-bua-client-ip': '192.0.2.3' })).rejects.toThrow(
      'Invalid CAPTCHA. Please try again.',
    );
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it('repeats the behaviour §5 validation on the server', async () => {
    const cookie = await captchaCookie();
    await expect(authorize({ username: '  ', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { cookie })).rejects.toThrow('Username is required');
    await expect(authorize({ username: 'a', password: '', captcha: 'K7PQ2M' }, { cookie })).rejects.toThrow('Password is required');
    await expect(authorize({ username: 'a', password: '12345', captcha: 'K7PQ2M' }, { cookie })).rejects.toThrow('Password must be at least 6 characters');
    await expect(authorize({ username: 'a', password: '123456', captcha: ' ' }, { cookie })).rejects.toThrow('CAPTCHA is required');
    expect(fetchStub.mock).not.toHaveBeenCalled();
  });

  it.each([
    [403, { code: 'jwt_auth_failed', message: 'Incorrect username or password.' }, 'Username or password is incorrect. Please try again.'],
    [401, { code: 'x', message: 'nope' }, 'Username or password is incorrect. Please try again.'],
    [500, { message: 'Fatal error' }, 'Server error. Please try again later.'],
    [503, { code: 'bua_jwt_not_configured', message: 'not configured' }, 'Server error. Please try again later.'],
    [400, { code: 'rest_invalid_param', message: 'username must be a non-empty string.' }, 'username must be a non-empty string.'],
    [200, { user_email: 'x@y' }, 'Invalid response format'],
  ])('maps a WordPress %i to the behaviour §8 text', async (status, body, text) => {
    fetchStub.json(body, { status });
    await expect(authorize({ username: 'admin_humas', password: 'salah-sekali', captcha: 'K7PQ2M' }, { cookie: await captchaCookie(), 'x-bua-client-ip': `198.51.100.${status % 250}` })).rejects.toThrow(text);
  });

  it('maps a network failure and a context failure', async () => {
    fetchStub.fail();
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { cookie: await captchaCookie(), 'x-bua-client-ip': '198.51.100.90' })).rejects.toThrow(
      'Network error occurred',
    );
    fetchStub.json({ token: wpJwt(EXP) });
    fetchStub.fail();
    fetchStub.fail();
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { cookie: await captchaCookie(), 'x-bua-client-ip': '198.51.100.91' })).rejects.toThrow(
      'Network error occurred',
    );
  });

  it('refuses a token without exp', async () => {
    fetchStub.json({ token: 'not-a-jwt' });
    await expect(authorize({ username: 'admin_humas', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { cookie: await captchaCookie(), 'x-bua-client-ip': '198.51.100.92' })).rejects.toThrow(
      'Login failed. Server did not provide authentication token.',
    );
  });
});

describe('authorizePassword throttling', () => {
  function deps(throttle: LoginThrottle): PasswordAuthDeps {
    return { throttle, requestToken, getCurrentUser, verifyCaptcha, clearCaptchaCookie: async () => undefined, env: process.env, now: Date.now, sleep: async () => undefined };
  }
  function limited(env: Record<string, string>) {
    const limits = throttleLimits(env as unknown as NodeJS.ProcessEnv);
    return new LoginThrottle(memoryLimiters(limits), limits);
  }

  it('after 5 wrong passwords for a username from one address, refuses before captcha and WordPress with a clear message', async () => {
    const throttle = limited({ LOGIN_THROTTLE_CLIENT_MAX: '100' });
    for (let i = 0; i < 5; i += 1) {
      fetchStub.json({ code: 'jwt_auth_failed', message: 'Incorrect username or password.' }, { status: 403 });
      await expect(authorizePassword({ username: 'admin_umum', password: 'salah-sekali', captcha: 'K7PQ2M' }, { headers: { cookie: await captchaCookie() } }, deps(throttle))).rejects.toThrow(
        'Username or password is incorrect. Please try again.',
      );
    }
    expect(fetchStub.mock).toHaveBeenCalledTimes(5);
    await expect(authorizePassword({ username: 'ADMIN_UMUM', password: 'bua-demo-2026', captcha: 'K7PQ2M' }, { headers: { cookie: await captchaCookie() } }, deps(throttle))).rejects.toThrow(
      'Too many failed login attempts. Please try again in 5 minutes.',
    );
    expect(fetchStub.mock).toHaveBeenCalledTimes(5);
  });

  it('counts wrong captchas against the client', async () => {
    const throttle = limited({ LOGIN_THROTTLE_CLIENT_MAX: '2', LOGIN_THROTTLE_WINDOW_SECONDS: '60' });
    const req = async () => ({ headers: { cookie: await captchaCookie(), 'x-bua-client-ip': '203.0.113.50' } });
    await expect(authorizePassword({ username: 'a_b', password: '123456', captcha: 'WRONG1' }, await req(), deps(throttle))).rejects.toThrow('Invalid CAPTCHA');
    await expect(authorizePassword({ username: 'c_d', password: '123456', captcha: 'WRONG1' }, await req(), deps(throttle))).rejects.toThrow('Invalid CAPTCHA');
    await expect(authorizePassword({ username: 'e_f', password: '123456', captcha: 'K7PQ2M' }, await req(), deps(throttle))).rejects.toThrow(
      'Too many failed login attempts. Please try again in 1 minute.',
    );
  });
});

describe("the 'sso' provider's authorize", () => {
  const authorize = providerAuthorize('sso');

  it('redeems the code with the matching state and marks the session as SSO', async () => {
    const { state, sealed } = await newSsoState();
    const token = wpJwt(EXP);
    fetchStub.json({ success: true, token, user_login: 'redaktur_humas', name: 'Redaktur Humas', roles: ['bureau_redaktur'], bureau: 'humas' });
    const user = await authorize({ code: 'one-time-code', state }, { cookie: `bua_sso_state=${encodeURIComponent(sealed)}` });
    expect(user).toEqual({ id: 'redaktur_humas', login: 'redaktur_humas', name: 'Redaktur Humas', roles: ['bureau_redaktur'], bureau: 'humas', isSso: true, wpToken: token, wpTokenExp: EXP });
    expect(fetchStub.urls()).toEqual(['https://cms.bua.test/wp-json/bua/v1/sso/exchange']);
    expect(fetchStub.init().body).toBe(JSON.stringify({ code: 'one-time-code', state }));
  });

  it('refuses a missing code, a missing or different state, and a spent code', async () => {
    const { state, sealed } = await newSsoState();
    const cookie = `bua_sso_state=${encodeURIComponent(sealed)}`;
    await expect(authorize({ code: '', state }, { cookie })).rejects.toThrow('No token provided to login function.');
    await expect(authorize({ code: 'c', state: 'other' }, { cookie })).rejects.toThrow('Authentication failed');
    await expect(authorize({ code: 'c', state }, {})).rejects.toThrow('Authentication failed');
    expect(fetchStub.mock).not.toHaveBeenCalled();
    fetchStub.json({ code: 'bua_sso_invalid_code', message: 'The single sign-on code is invalid or has expired.' }, { status: 400 });
    await expect(authorize({ code: 'c', state }, { cookie })).rejects.toThrow('The single sign-on code is invalid or has expired.');
  });
});

describe('readCookie', () => {
  it('finds a cookie among others and decodes it', () => {
    expect(readCookie({ cookie: 'a=1; bua_captcha=x%3Dy; b=2' }, 'bua_captcha')).toBe('x=y');
    expect(readCookie({ cookie: 'a=1' }, 'bua_captcha')).toBeUndefined();
    expect(readCookie({}, 'a')).toBeUndefined();
    expect(readCookie({ cookie: 'a=%E0%A4%A' }, 'a')).toBe('%E0%A4%A');
  });
});
