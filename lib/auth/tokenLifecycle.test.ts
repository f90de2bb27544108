/** @jest-environment node */
import type { JWT } from 'next-auth/jwt';
import { authOptions } from './options';
import { revokeUserSessions } from './revocation';
import {
  clientRefreshDelayMs,
  jwtExpiry,
  maintainClaims,
  needsRefresh,
  needsValidation,
  refreshDueAt,
  SessionEndedError,
  type LifecycleDeps,
  type StaffClaims,
} from './tokenLifecycle';
import { WpError } from '@/lib/wp';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { wpCurrentUserJson } from '@/tests/unit/fixtures';
import { fakeJwt, staffClaims } from '@/tests/unit/sessions';

const NOW = 1_767_600_000; // seconds
const claims = (overrides: Partial<StaffClaims> = {}): StaffClaims =>
  staffClaims('admin', { sid: 'sid-1', issuedAt: NOW - 60, wpToken: fakeJwt(NOW + 3600), wpTokenExp: NOW + 3600, validatedAt: NOW, ...overrides });

function deps(overrides: Partial<LifecycleDeps> = {}): LifecycleDeps & { [K in keyof LifecycleDeps]: jest.Mock } {
  return {
    refreshToken: jest.fn(async () => fakeJwt(NOW + 7200)),
    validateToken: jest.fn(async () => true),
    getCurrentUser: jest.fn(async () => wpCurrentUserJson()),
    ...overrides,
  } as LifecycleDeps & { [K in keyof LifecycleDeps]: jest.Mock };
}

describe('scheduling', () => {
  it('reads exp from a JWT', () => {
    expect(jwtExpiry(fakeJwt(123))).toBe(123);
    expect(jwtExpiry('garbage')).toBeNull();
    expect(jwtExpiry('a.%%%.c')).toBeNull();
    expect(jwtExpiry(`a.${Buffer.from('{"exp":"soon"}').toString('base64url')}.c`)).toBeNull();
  });

  it('refreshes 5 minutes before expiry (behaviour §4)', () => {
    expect(refreshDueAt(NOW + 3600)).toBe(NOW + 3300);
    expect(needsRefresh({ wpTokenExp: NOW + 301 }, NOW)).toBe(false);
    expect(needsRefresh({ wpTokenExp: NOW + 300 }, NOW)).toBe(true);
  });

  it('has the browser ask again one second after the refresh is due, or at once', () => {
    expect(clientRefreshDelayMs(NOW + 3600, NOW * 1000)).toBe(3301_000);
    expect(clientRefreshDelayMs(NOW + 300, NOW * 1000)).toBe(1000);
    expect(clientRefreshDelayMs(NOW + 10, NOW * 1000)).toBe(0);
  });

  it('validates every 15 minutes (due from 14, so the browser poll always finds it due)', () => {
    expect(needsValidation({ validatedAt: NOW - 13 * 60 }, NOW)).toBe(false);
    expect(needsValidation({ validatedAt: NOW - 14 * 60 }, NOW)).toBe(true);
    expect(needsValidation({ validatedAt: 0 }, NOW)).toBe(true);
  });
});

describe('maintainClaims', () => {
  it('leaves a fresh session alone', async () => {
    const d = deps();
    const c = claims();
    await expect(maintainClaims(c, d, NOW + 60)).resolves.toBe(c);
    expect(d.refreshToken).not.toHaveBeenCalled();
    expect(d.validateToken).not.toHaveBeenCalled();
  });

  it('refreshes in the last 5 minutes, keeping the SSO flag and the profile', async () => {
    const d = deps();
    const result = await maintainClaims(claims({ isSso: true, wpTokenExp: NOW + 200 }), d, NOW);
    expect(d.refreshToken).toHaveBeenCalledWith(claims().wpToken);
    expect(result).toMatchObject({ isSso: true, login: 'admin_humas', roles: ['bureau_admin'], wpTokenExp: NOW + 7200, validatedAt: NOW });
    expect(result.wpToken).toBe(fakeJwt(NOW + 7200));
  });

  it('ends the session when the refresh fails in any way, or the token has expired', async () => {
    await expect(maintainClaims(claims({ wpTokenExp: NOW + 10 }), deps({ refreshToken: jest.fn(async () => Promise.reject(new WpError('Invalid token', 403))) }), NOW)).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    await expect(maintainClaims(claims({ wpTokenExp: NOW + 10 }), deps({ refreshToken: jest.fn(async () => Promise.reject(new WpError('Network error occurred', 0))) }), NOW)).rejects.toBeInstanceOf(
      SessionEndedError,
    );
    await expect(maintainClaims(claims({ wpTokenExp: NOW + 10 }), deps({ refreshToken: jest.fn(async () => 'no-exp') }), NOW)).rejects.toBeInstanceOf(SessionEndedError);
    const d = deps();
    await expect(maintainClaims(claims({ wpTokenExp: NOW }), d, NOW)).rejects.toThrow('Session ended: token expired');
    expect(d.refreshToken).not.toHaveBeenCalled();
    await expect(maintainClaims(claims({ wpToken: '' }), d, NOW)).rejects.toThrow('Session ended: no token');
  });

  it('validates after 15 minutes: a valid token just moves validatedAt', async () => {
    const d = deps();
    const result = await maintainClaims(claims({ validatedAt: NOW - 900 }), d, NOW);
    expect(d.validateToken).toHaveBeenCalledTimes(1);
    expect(d.getCurrentUser).not.toHaveBeenCalled();
    expect(result.validatedAt).toBe(NOW);
  });

  it('falls back to current-user when the token check fails, and takes its roles', async () => {
    const d = deps({
      validateToken: jest.fn(async () => Promise.reject(new WpError('Invalid token', 403))),
      getCurrentUser: jest.fn(async () => ({ user_login: 'admin_humas', name: 'Humas', roles: ['bureau_redaktur'], bureau: null })),
    });
    const result = await maintainClaims(claims({ validatedAt: NOW - 900 }), d, NOW);
    expect(result).toMatchObject({ roles: ['bureau_redaktur'], bureau: 'humas', name: 'Humas', validatedAt: NOW });
  });

  it('signs out when both the token check and current-user fail (401/403 or otherwise)', async () => {
    const d = deps({
      validateToken: jest.fn(async () => Promise.reject(new WpError('Invalid token', 403))),
      getCurrentUser: jest.fn(async () => Promise.reject(new WpError('Expired token', 401))),
    });
    await expect(maintainClaims(claims({ validatedAt: NOW - 900 }), d, NOW)).rejects.toThrow('Session ended: validation failed (Expired token)');
  });

  it('counts a network error or time-out as still valid', async () => {
    const offline = deps({ validateToken: jest.fn(async () => Promise.reject(new WpError('Network error occurred', 0))) });
    await expect(maintainClaims(claims({ validatedAt: NOW - 900 }), offline, NOW)).resolves.toMatchObject({ validatedAt: NOW });
    expect(offline.getCurrentUser).not.toHaveBeenCalled();
    const slow = deps({
      validateToken: jest.fn(async () => false),
      getCurrentUser: jest.fn(async () => Promise.reject(new WpError('Request timed out', 504))),
    });
    await expect(maintainClaims(claims({ validatedAt: NOW - 900 }), slow, NOW)).resolves.toMatchObject({ validatedAt: NOW });
  });
});

describe("next-auth's jwt and session callbacks", () => {
  const fetchStub = installFetchStub();
  stubWordPressEnv({ NEXTAUTH_URL: 'http://localhost:3000', SITE_URL: 'http://localhost:3000' });
  const realNow = Math.floor(Date.now() / 1000);

  const jwt = authOptions.callbacks!.jwt!;
  const session = authOptions.callbacks!.session!;

  it('stores the staff claims at sign-in', async () => {
    const user = { id: 'admin_humas', login: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: 'humas', isSso: false, wpToken: 'a.b.c', wpTokenExp: realNow + 99 };
    const token = await jwt({ token: { name: 'x', email: null, picture: null, sub: 'admin_humas' }, user: user as never, account: null, trigger: 'signIn' });
    expect(token).toEqual({ sub: 'admin_humas', login: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: 'humas', isSso: false, wpToken: 'a.b.c', wpTokenExp: realNow + 99, validatedAt: expect.any(Number), sid: expect.stringMatching(/^[0-9a-f-]{36}$/), issuedAt: expect.any(Number) });
  });

  it('ends a signed-out session: sign-out revokes its id, and a copy of the cookie is refused after', async () => {
    const copy = { ...claims({ sid: 'sid-signed-out', validatedAt: realNow, wpTokenExp: realNow + 7200, issuedAt: realNow - 10 }), sub: 'admin_humas' } as JWT;
    expect(await jwt({ token: copy, user: undefined as never, account: null })).toMatchObject({ sid: 'sid-signed-out' });
    fetchStub.json({ success: true });
    await authOptions.events!.signOut!({ token: copy, session: undefined as never });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/bua/v1/logout');
    expect(fetchStub.headers().Authorization).toBe(`Bearer ${copy.wpToken}`);
    await expect(jwt({ token: copy, user: undefined as never, account: null })).rejects.toThrow('session ended on the server');
  });

  it("ends every session of a user that WordPress ended, but not the user's later ones", async () => {
    await revokeUserSessions('redaktur_umum', realNow - 5);
    const older = { ...claims({ login: 'redaktur_umum', sid: 'sid-old', validatedAt: realNow, wpTokenExp: realNow + 7200, issuedAt: realNow - 60 }), sub: 'redaktur_umum' } as JWT;
    const newer = { ...claims({ login: 'redaktur_umum', sid: 'sid-new', validatedAt: realNow, wpTokenExp: realNow + 7200, issuedAt: realNow }), sub: 'redaktur_umum' } as JWT;
    await expect(jwt({ token: older, user: undefined as never, account: null })).rejects.toThrow('session ended on the server');
    expect(await jwt({ token: newer, user: undefined as never, account: null })).toMatchObject({ sid: 'sid-new' });
  });

  it('refreshes through {auth}/token/refresh when the token is in its last 5 minutes', async () => {
    const fresh = fakeJwt(realNow + 7200);
    fetchStub.json({ token: fresh });
    const token = (await jwt({ token: { ...claims({ wpTokenExp: realNow + 120, validatedAt: realNow }), sub: 'admin_humas' } as JWT, user: undefined as never, account: null })) as JWT;
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/jwt-auth/v1/token/refresh');
    expect(fetchStub.headers().Authorization).toBe(`Bearer ${claims().wpToken}`);
    expect(token.wpToken).toBe(fresh);
    expect(token.wpTokenExp).toBe(realNow + 7200);
  });

  it('throws (so next-auth clears the cookie) when the refresh is refused', async () => {
    fetchStub.json({ code: 'jwt_auth_invalid_token', message: 'Invalid token: expired.' }, { status: 403 });
    await expect(jwt({ token: { ...claims({ wpTokenExp: realNow + 120 }) } as JWT, user: undefined as never, account: null })).rejects.toBeInstanceOf(SessionEndedError);
    await expect(jwt({ token: { sub: 'x' } as JWT, user: undefined as never, account: null })).rejects.toBeInstanceOf(SessionEndedError);
  });

  it('gives the browser the profile, never the WordPress token', async () => {
    const result = await session({ session: { expires: '2026-01-05T16:00:00.000Z' }, token: { ...claims({ isSso: true }) } as JWT, user: undefined as never, newSession: undefined, trigger: 'update' });
    expect(result).toEqual({
      expires: '2026-01-05T16:00:00.000Z',
      user: { name: 'Admin Humas', login: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' },
      isSso: true,
      tokenExpiresAt: NOW + 3600,
      ssoLogoutUrl: 'https://cms.bua.test/wp-json/bua/v1/sso/logout?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Flogin',
    });
    expect(JSON.stringify(result)).not.toContain(claims().wpToken);
    const normal = await session({ session: { expires: 'x' }, token: { ...claims() } as JWT, user: undefined as never, newSession: undefined, trigger: 'update' });
    expect(normal).toMatchObject({ isSso: false, ssoLogoutUrl: null });
  });
});
