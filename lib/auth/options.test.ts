/** @jest-environment node */
import { authOptions } from './options';
import { captureLog } from '@/tests/logCapture';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';

describe("next-auth's redirect callback", () => {
  const redirect = (url: string) => authOptions.callbacks!.redirect!({ url, baseUrl: 'http://localhost:3000' });

  it('keeps our own paths and addresses', async () => {
    expect(await redirect('/berita/arsip?x=1')).toBe('http://localhost:3000/berita/arsip?x=1');
    expect(await redirect('http://localhost:3000/admin')).toBe('http://localhost:3000/admin');
  });

  it("keeps the no-JavaScript form's /login callback, with a safe returnTo only", async () => {
    expect(await redirect('/login?returnTo=%2Fredaktur-dashboard')).toBe('http://localhost:3000/login?returnTo=%2Fredaktur-dashboard');
    expect(await redirect('/login')).toBe('http://localhost:3000/login');
    expect(await redirect('/login?returnTo=%2F%2Fevil.example')).toBe('http://localhost:3000/login');
    expect(await redirect('https://evil.example/login')).toBe('http://localhost:3000');
  });

  it('sends anything else home instead of throwing (a forged callback-url cookie was a 500)', async () => {
    expect(await redirect('"><img src=x onerror=alert(1)>')).toBe('http://localhost:3000');
    expect(await redirect('https://evil.example/')).toBe('http://localhost:3000');
    expect(await redirect('//evil.example')).toBe('http://localhost:3000');
    expect(await redirect('')).toBe('http://localhost:3000');
  });
});

describe("next-auth's signOut event", () => {
  const fetchStub = installFetchStub();
  stubWordPressEnv();
  afterEach(() => jest.restoreAllMocks());

  it("logs behaviour §8's 'Logout request failed: {status text}' when WordPress refuses, and never throws", async () => {
    fetchStub.mock.mockImplementation(async () => jsonResponse({ code: 'x', message: 'down' }, { status: 500 }));
    const logged = captureLog();
    const token = { login: 'admin_humas', wpToken: 'a.b.c', wpTokenExp: Math.floor(Date.now() / 1000) + 3600, sid: 'sid-1', issuedAt: Math.floor(Date.now() / 1000) };
    await expect(authOptions.events!.signOut!({ token, session: undefined as never })).resolves.toBeUndefined();
    expect(logged).toContainEqual(expect.objectContaining({ level: 'warn', event: 'auth.logout.failed', message: 'Logout request failed: Internal Server Error' }));
  });
});

describe("next-auth's signOut event with the shared store down", () => {
  const fetchStub = installFetchStub();
  afterEach(() => jest.restoreAllMocks());

  it('still asks WordPress to end the token, and logs that the session id could not be revoked', async () => {
    // The process's revocation store (stores.ts keeps it in one map per process): one that fails.
    const holder = globalThis as typeof globalThis & { __buaAuthStores?: Map<string, unknown> };
    holder.__buaAuthStores ??= new Map();
    const previous = holder.__buaAuthStores.get('revocations');
    holder.__buaAuthStores.set('revocations', {
      revokeSession: () => Promise.reject(new Error('redis: no answer in 250 ms')),
      isSessionRevoked: async () => false,
      revokeUser: async () => undefined,
      userRevokedUpTo: async () => 0,
    });
    fetchStub.mock.mockImplementation(async () => jsonResponse({ success: true }));
    const logged = captureLog();
    const token = { login: 'admin_humas', wpToken: 'a.b.c', wpTokenExp: Math.floor(Date.now() / 1000) + 3600, sid: 'sid-2', issuedAt: Math.floor(Date.now() / 1000) };
    await expect(authOptions.events!.signOut!({ token, session: undefined as never })).resolves.toBeUndefined();
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'auth.signout.not_revoked', sid: 'sid-2', error: 'redis: no answer in 250 ms' }));
    expect(fetchStub.url()).toMatch(/\/bua\/v1\/logout$/);
    if (previous) holder.__buaAuthStores.set('revocations', previous);
    else holder.__buaAuthStores.delete('revocations');
  });
});
