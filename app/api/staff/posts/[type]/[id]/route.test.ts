/** @jest-environment node */
import { revalidateTag } from 'next/cache';
import { getAuthSession } from '@/lib/auth/session';
import { deletePost, WpError } from '@/lib/wp';
import { staffClaims } from '@/tests/unit/sessions';
import { DELETE } from './route';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));
jest.mock('@/lib/auth/session', () => ({ getAuthSession: jest.fn() }));
jest.mock('@/lib/wp', () => ({ ...jest.requireActual('@/lib/wp'), deletePost: jest.fn() }));

const sessionMock = jest.mocked(getAuthSession);
const deleteMock = jest.mocked(deletePost);
const revalidateMock = jest.mocked(revalidateTag);

const ADMIN = staffClaims('admin');

function call(type: string, id: string, headers: Record<string, string> = {}) {
  return DELETE(new Request(`http://localhost/api/staff/posts/${type}/${id}?bureau=keuangan`, { method: 'DELETE', headers }), {
    params: Promise.resolve({ type, id }),
  });
}

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  sessionMock.mockResolvedValue(ADMIN);
  deleteMock.mockResolvedValue({ deleted: true, previous: { slug: 'rapat', status: 'publish', bureau: 'humas' } });
});

afterEach(() => jest.restoreAllMocks());

describe('DELETE /api/staff/posts/{type}/{id}', () => {
  it("deletes with the session's own WordPress token and revalidates the post, its type, its bureau", async () => {
    const response = await call('pengumuman', '289');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'deleted', message: 'Deleted' });
    expect(response.headers.get('cache-control')).toContain('no-store');
    expect(deleteMock).toHaveBeenCalledWith('pengumuman', 289, 'wp-jwt-of-admin-humas');
    expect(revalidateMock).toHaveBeenCalledWith('wp:post:pengumuman:rapat', { expire: 0 });
    expect(revalidateMock).toHaveBeenCalledWith('wp:post:pengumuman:289', { expire: 0 });
    expect(revalidateMock).toHaveBeenCalledWith('wp:sitemap', { expire: 0 });
    expect(revalidateMock).toHaveBeenCalledWith('wp:search', { expire: 0 });
    expect(revalidateMock).toHaveBeenCalledWith('wp:sitemap-index', { expire: 0 });
    expect(revalidateMock).toHaveBeenCalledWith('wp:sitemap:pengumuman:0', { expire: 0 });
    for (const tag of ['wp:type:pengumuman', 'wp:bureau:humas', 'wp:home']) expect(revalidateMock).toHaveBeenCalledWith(tag, 'max');
    expect(revalidateMock).not.toHaveBeenCalledWith('wp', expect.anything());
  });

  it.each([
    ['halaman', '1'],
    ['berita', '0'],
    ['berita', '-3'],
    ['berita', '1.5'],
    ['berita', 'abc'],
    ['berita', '1e3'],
  ])('refuses %s/%s with 400 before asking WordPress', async (type, id) => {
    const response = await call(type, id);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('invalid');
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('nobody signed in (or the token ran out): 401 session_expired with a clear message', async () => {
    sessionMock.mockResolvedValue(null);
    const response = await call('berita', '12');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 'session_expired', message: 'Sesi Anda telah berakhir. Silakan masuk kembali.' });
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('an editor (no bureau_admin role): 403', async () => {
    sessionMock.mockResolvedValue({ ...ADMIN, login: 'redaktur_humas', roles: ['bureau_redaktur'] });
    expect((await call('berita', '12')).status).toBe(403);
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it('a request another site makes the browser send: 403', async () => {
    expect((await call('berita', '12', { 'Sec-Fetch-Site': 'cross-site' })).status).toBe(403);
    expect(deleteMock).not.toHaveBeenCalled();
  });

  it("WordPress's 403 for another bureau's post is the failure dialog's 403; nothing is revalidated", async () => {
    deleteMock.mockRejectedValue(new WpError('This post belongs to another bureau; only that bureau can change or delete it.', 403, 'bua_forbidden_bureau'));
    const response = await call('berita', '131');
    expect(response.status).toBe(403);
    expect(((await response.json()) as { code: string }).code).toBe('forbidden');
    expect(revalidateMock).not.toHaveBeenCalled();
  });

  it('a post already gone: 404 not_found; a refused token: 401; a time-out: 502 failed', async () => {
    deleteMock.mockRejectedValueOnce(new WpError('Invalid post ID.', 404, 'rest_post_invalid_id'));
    expect((await call('berita', '5')).status).toBe(404);
    deleteMock.mockRejectedValueOnce(new WpError('Expired token', 401, 'jwt_auth_invalid_token'));
    expect((await call('berita', '5')).status).toBe(401);
    deleteMock.mockRejectedValueOnce(new WpError('Request timed out', 504));
    const response = await call('berita', '5');
    expect(response.status).toBe(502);
    expect(((await response.json()) as { code: string }).code).toBe('failed');
  });
});
