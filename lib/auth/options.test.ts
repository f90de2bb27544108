/** @jest-environment node */
import { authOptions } from './options';

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
  const originalFetch = global.fetch;
  const originalEnv = process.env;
  afterEach(() => {
    global.fetch = originalFetch;
    process.env = originalEnv;
    jest.restoreAllMocks();
  });

  it("logs spec 8's 'Logout request failed: {status text}' when WordPress refuses, and never throws", async () => {
    process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
    global.fetch = jest.fn(async () => new Response(JSON.stringify({ code: 'x', message: 'down' }), { status: 500, headers: { 'Content-Type': 'application/json' } })) as unknown as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const token = { login: 'admin_humas', wpToken: 'a.b.c', wpTokenExp: Math.floor(Date.now() / 1000) + 3600, sid: 'sid-1', issuedAt: Math.floor(Date.now() / 1000) };
    await expect(authOptions.events!.signOut!({ token, session: undefined as never })).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[auth] Logout request failed: Internal Server Error');
  });
});
