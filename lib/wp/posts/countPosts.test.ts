/** @jest-environment node */
import { countPosts } from './countPosts';
import { deletePost } from './deletePost';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv();

describe('countPosts', () => {
  it('reads X-WP-Total of a one-item page of ids, with the statuses, bureau and token', async () => {
    fetchStub.json([{ id: 1 }], { headers: { 'X-WP-Total': '13' } });
    expect(await countPosts({ type: 'berita', status: ['pending', 'publish'], bureau: 'humas', token: 'jwt' })).toBe(13);
    expect(Object.fromEntries(new URL(fetchStub.url()).searchParams)).toEqual({ per_page: '1', page: '1', status: 'pending,publish', bureau: 'humas', _fields: 'id' });
    expect(fetchStub.headers().Authorization).toBe('Bearer jwt');
    expect(fetchStub.init().cache).toBe('no-store');
  });

  it('without a token asks for published posts only (behaviour §5)', async () => {
    fetchStub.json([], { headers: { 'X-WP-Total': '0' } });
    expect(await countPosts({ type: 'artikel', status: 'private' })).toBe(0);
    expect(new URL(fetchStub.url()).searchParams.get('status')).toBe('publish');
  });
});

describe('deletePost', () => {
  it('DELETE ?force=true with the token; returns what the post was', async () => {
    fetchStub.json({ deleted: true, previous: { id: 9, slug: 'rapat', status: 'publish', bureau: 'humas', title: { rendered: 'x' } } });
    expect(await deletePost('pengumuman', 9, 'jwt')).toEqual({ deleted: true, previous: { slug: 'rapat', status: 'publish', bureau: 'humas' } });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/wp/v2/pengumuman/9?force=true');
    expect(fetchStub.init().method).toBe('DELETE');
  });

  it("passes WordPress's 403 on as a WpError", async () => {
    fetchStub.json({ code: 'bua_forbidden_bureau', message: 'This post belongs to another bureau', data: { status: 403 } }, { status: 403 });
    await expect(deletePost('berita', 131, 'jwt')).rejects.toMatchObject({ status: 403, code: 'bua_forbidden_bureau' });
  });
});
