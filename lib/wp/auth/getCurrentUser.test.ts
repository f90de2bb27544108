/** @jest-environment node */
import { getCurrentUser } from './getCurrentUser';
import { WpError } from '../errors';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

const usersMe = { id: 5, slug: 'admin_humas', name: 'Admin Humas', username: 'admin_humas', roles: ['bureau_admin'] };

describe('getCurrentUser', () => {
  it('reads {custom}/current-user with the Bearer token', async () => {
    fetchStub.json({ id: 5, user_login: 'admin_humas', slug: 'admin-humas', roles: ['bureau_admin'], bureau: 'humas' });
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 5, user_login: 'admin_humas', slug: 'admin-humas', roles: ['bureau_admin'], bureau: 'humas' });
    expect(fetchStub.mock).toHaveBeenCalledTimes(1);
    expect(fetchStub.url(0)).toBe('https://cms.bua.test/wp-json/bua/v1/current-user');
    expect(fetchStub.headers(0).Authorization).toBe('Bearer jwt');
  });

  it('uses WP_CUSTOM_NAMESPACE', async () => {
    process.env.WP_CUSTOM_NAMESPACE = 'agency/v2';
    fetchStub.json({ user_login: 'x' });
    await getCurrentUser('jwt');
    expect(fetchStub.url(0)).toBe('https://cms.bua.test/wp-json/agency/v2/current-user');
  });

  it('falls back to wp/v2/users/me?context=edit when the custom route is missing', async () => {
    fetchStub.json({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.' }, { status: 404, statusText: 'Not Found' });
    fetchStub.json(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 5, user_login: 'admin_humas', slug: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: null });
    expect(fetchStub.url(1)).toBe('https://cms.bua.test/wp-json/wp/v2/users/me?context=edit');
    expect(fetchStub.headers(1).Authorization).toBe('Bearer jwt');
  });

  it('falls back on a network error, a server error and a malformed answer', async () => {
    fetchStub.fail();
    fetchStub.json(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ user_login: 'admin_humas' });

    fetchStub.json({ message: 'boom' }, { status: 500, statusText: 'Internal Server Error' });
    fetchStub.json(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ roles: ['bureau_admin'] });

    fetchStub.json({ roles: 'bureau_admin' });
    fetchStub.json(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ id: 5 });
    expect(fetchStub.mock).toHaveBeenCalledTimes(6);
  });

  it('uses the slug as login when users/me gives no username', async () => {
    fetchStub.json({}, { status: 404, statusText: 'Not Found' });
    fetchStub.json({ id: 9, slug: 'redaktur_umum', roles: [] });
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 9, user_login: 'redaktur_umum', slug: 'redaktur_umum', name: undefined, roles: [], bureau: null });
  });

  it.each([401, 403])('rethrows a %i without falling back', async (status) => {
    fetchStub.json({ code: 'jwt_auth_invalid_token', message: 'Expired token' }, { status, statusText: 'Denied' });
    const error = await getCurrentUser('jwt').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WpError);
    expect((error as WpError).status).toBe(status);
    expect((error as WpError).message).toBe('Expired token');
    expect(fetchStub.mock).toHaveBeenCalledTimes(1);
  });

  it('lets a failure of the fallback through', async () => {
    fetchStub.json({}, { status: 404, statusText: 'Not Found' });
    fetchStub.json({ code: 'rest_not_logged_in', message: 'You are not currently logged in.' }, { status: 401, statusText: 'Unauthorized' });
    await expect(getCurrentUser('jwt')).rejects.toMatchObject({ status: 401, message: 'You are not currently logged in.' });
  });
});
