/** @jest-environment node */
import { exchangeSsoCode, initiateSso, ssoLogoutUrl } from './sso';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function respondJson(body: unknown, status = 200) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  delete process.env.WORDPRESS_API_URL;
  delete process.env.WP_CUSTOM_NAMESPACE;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  process.env = originalEnv;
  global.fetch = originalFetch;
});

describe('SSO calls', () => {
  it('initiate sends redirect_to and state, uncached', async () => {
    respondJson({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' });
    await expect(initiateSso('http://localhost:3000/admin', 'st4te')).resolves.toEqual({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://cms.bua.test/wp-json/bua/v1/sso/initiate?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fadmin&state=st4te');
    expect(init?.cache).toBe('no-store');
  });

  it('exchange POSTs the code with its state and reads token and profile', async () => {
    respondJson({ success: true, token: 'a.b.c', user_login: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' });
    await expect(exchangeSsoCode('c0de', 'st4te')).resolves.toEqual({ success: true, token: 'a.b.c', user_login: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('https://cms.bua.test/wp-json/bua/v1/sso/exchange');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"code":"c0de","state":"st4te"}');
  });

  it('exchange refuses an answer without token', async () => {
    respondJson({ success: true, user_login: 'admin_humas' });
    await expect(exchangeSsoCode('c0de', 'st4te')).rejects.toMatchObject({ message: 'Invalid response format' });
  });

  it('builds the logout address in the custom namespace', () => {
    expect(ssoLogoutUrl('http://localhost:3000/login')).toBe('https://cms.bua.test/wp-json/bua/v1/sso/logout?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Flogin');
    process.env.WP_CUSTOM_NAMESPACE = 'agency/v2';
    expect(ssoLogoutUrl('http://x/login')).toBe('https://cms.bua.test/wp-json/agency/v2/sso/logout?redirect_to=http%3A%2F%2Fx%2Flogin');
  });
});
