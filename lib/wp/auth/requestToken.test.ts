/** @jest-environment node */
import { requestToken } from './requestToken';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';
import { expectWpError } from '@/tests/unit/wpError';

const fetchStub = installFetchStub();
stubWordPressEnv();

describe('requestToken', () => {
  it('POSTs the credentials to {auth}/token and returns the token', async () => {
    fetchStub.json({ token: 'header.payload.sig', user_email: 'humas@bua.test', user_nicename: 'admin_humas' });
    await expect(requestToken('admin_humas', 'rahasia123')).resolves.toBe('header.payload.sig');
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/jwt-auth/v1/token');
    expect(fetchStub.init().method).toBe('POST');
    expect(fetchStub.init().body).toBe('{"username":"admin_humas","password":"rahasia123"}');
    expect(fetchStub.init().cache).toBe('no-store');
    expect(fetchStub.headers()).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it('uses WP_AUTH_NAMESPACE', async () => {
    process.env.WP_AUTH_NAMESPACE = '/custom-jwt/v2/';
    fetchStub.json({ token: 't' });
    await requestToken('u', 'p');
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/custom-jwt/v2/token');
  });

  it("answers 'Invalid response format' when the answer has no token", async () => {
    fetchStub.json({ user_email: 'humas@bua.test' });
    const error = await expectWpError(requestToken('admin_humas', 'rahasia123'));
    expect(error.message).toBe('Invalid response format');
    expect(error.status).toBe(502);
    fetchStub.json({ token: '' });
    expect((await expectWpError(requestToken('admin_humas', 'rahasia123'))).message).toBe('Invalid response format');
  });

  it('passes a refusal of WordPress through with its status', async () => {
    fetchStub.json({ code: '[jwt_auth] incorrect_password', message: 'The password you entered is incorrect.', data: { status: 403 } }, { status: 403, statusText: 'Forbidden' });
    const error = await expectWpError(requestToken('admin_humas', 'salah'));
    expect(error.message).toBe('The password you entered is incorrect.');
    expect(error.status).toBe(403);
    expect(error.code).toBe('[jwt_auth] incorrect_password');
  });
});
