/** @jest-environment node */
import { exchangeSsoCode, initiateSso, ssoLogoutUrl } from './sso';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

describe('SSO calls', () => {
  it('initiate sends redirect_to and state, uncached', async () => {
    fetchStub.json({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' });
    await expect(initiateSso('http://localhost:3000/admin', 'st4te')).resolves.toEqual({ success: true, redirect_url: 'https://cas.test/cas/login?service=x' });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/bua/v1/sso/initiate?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Fadmin&state=st4te');
    expect(fetchStub.init().cache).toBe('no-store');
  });

  it('exchange POSTs the code with its state and reads token and profile', async () => {
    fetchStub.json({ success: true, token: 'a.b.c', user_login: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' });
    await expect(exchangeSsoCode('c0de', 'st4te')).resolves.toEqual({ success: true, token: 'a.b.c', user_login: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/bua/v1/sso/exchange');
    expect(fetchStub.init().method).toBe('POST');
    expect(fetchStub.init().body).toBe('{"code":"c0de","state":"st4te"}');
  });

  it('exchange refuses an answer without token', async () => {
    fetchStub.json({ success: true, user_login: 'admin_humas' });
    await expect(exchangeSsoCode('c0de', 'st4te')).rejects.toMatchObject({ message: 'Invalid response format' });
  });

  it('builds the logout address in the custom namespace', () => {
    expect(ssoLogoutUrl('http://localhost:3000/login')).toBe('https://cms.bua.test/wp-json/bua/v1/sso/logout?redirect_to=http%3A%2F%2Flocalhost%3A3000%2Flogin');
    process.env.WP_CUSTOM_NAMESPACE = 'agency/v2';
    expect(ssoLogoutUrl('http://x/login')).toBe('https://cms.bua.test/wp-json/agency/v2/sso/logout?redirect_to=http%3A%2F%2Fx%2Flogin');
  });
});
