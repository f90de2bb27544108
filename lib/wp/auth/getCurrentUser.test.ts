/** @jest-environment node */
import { getCurrentUser } from './getCurrentUser';
import { WpError } from '../errors';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function respondJson(body: unknown, status = 200, statusText = 'OK') {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, statusText, headers: { 'Content-Type': 'application/json' } }));
}

function urlOf(index: number): string {
  return String(fetchMock.mock.calls[index]?.[0]);
}

function authOf(index: number): string | undefined {
  return (fetchMock.mock.calls[index]?.[1]?.headers as Record<string, string> | undefined)?.Authorization;
}

const usersMe = { id: 5, slug: 'admin_humas', name: 'Admin Humas', username: 'admin_humas', roles: ['bureau_admin'] };

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

describe('getCurrentUser', () => {
  it('reads {custom}/current-user with the Bearer token', async () => {
    respondJson({ id: 5, user_login: 'admin_humas', slug: 'admin-humas', roles: ['bureau_admin'], bureau: 'humas' });
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 5, user_login: 'admin_humas', slug: 'admin-humas', roles: ['bureau_admin'], bureau: 'humas' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(urlOf(0)).toBe('https://cms.bua.test/wp-json/bua/v1/current-user');
    expect(authOf(0)).toBe('Bearer jwt');
  });

  it('uses WP_CUSTOM_NAMESPACE', async () => {
    process.env.WP_CUSTOM_NAMESPACE = 'agency/v2';
    respondJson({ user_login: 'x' });
    await getCurrentUser('jwt');
    expect(urlOf(0)).toBe('https://cms.bua.test/wp-json/agency/v2/current-user');
  });

  it('falls back to wp/v2/users/me?context=edit when the custom route is missing', async () => {
    respondJson({ code: 'rest_no_route', message: 'No route was found matching the URL and request method.' }, 404, 'Not Found');
    respondJson(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 5, user_login: 'admin_humas', slug: 'admin_humas', name: 'Admin Humas', roles: ['bureau_admin'], bureau: null });
    expect(urlOf(1)).toBe('https://cms.bua.test/wp-json/wp/v2/users/me?context=edit');
    expect(authOf(1)).toBe('Bearer jwt');
  });

  it('falls back on a network error, a server error and a malformed answer', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    respondJson(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ user_login: 'admin_humas' });

    respondJson({ message: 'boom' }, 500, 'Internal Server Error');
    respondJson(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ roles: ['bureau_admin'] });

    respondJson({ roles: 'bureau_admin' });
    respondJson(usersMe);
    await expect(getCurrentUser('jwt')).resolves.toMatchObject({ id: 5 });
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('uses the slug as login when users/me gives no username', async () => {
    respondJson({}, 404, 'Not Found');
    respondJson({ id: 9, slug: 'redaktur_umum', roles: [] });
    await expect(getCurrentUser('jwt')).resolves.toEqual({ id: 9, user_login: 'redaktur_umum', slug: 'redaktur_umum', name: undefined, roles: [], bureau: null });
  });

  it.each([401, 403])('rethrows a %i without falling back', async (status) => {
    respondJson({ code: 'jwt_auth_invalid_token', message: 'Expired token' }, status, 'Denied');
    const error = await getCurrentUser('jwt').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WpError);
    expect((error as WpError).status).toBe(status);
    expect((error as WpError).message).toBe('Expired token');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lets a failure of the fallback through', async () => {
    respondJson({}, 404, 'Not Found');
    respondJson({ code: 'rest_not_logged_in', message: 'You are not currently logged in.' }, 401, 'Unauthorized');
    await expect(getCurrentUser('jwt')).rejects.toMatchObject({ status: 401, message: 'You are not currently logged in.' });
  });
});
