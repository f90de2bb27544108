/** @jest-environment node */
import { readerScope, getPosts } from './getPosts';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub, textResponse } from '@/tests/unit/fetchStub';
import { wpPostJson } from '@/tests/unit/fixtures';
import { readsAsStaff, STAFF_VIEW } from '@/lib/auth/visibility';

const fetchStub = installFetchStub();
stubWordPressEnv();

function wpItem(id: number, slug: string) {
  return wpPostJson({ id, slug, title: { rendered: `Judul ${id}` } });
}

describe('getPosts', () => {
  it('asks wp/v2/{type} for published posts, newest first, embedded, 100 per page by default', async () => {
    fetchStub.json([wpItem(1, 'satu')]);
    await getPosts({ type: 'berita' });
    const url = new URL(fetchStub.url());
    expect(url.origin + url.pathname).toBe('https://cms.bua.test/wp-json/wp/v2/berita');
    expect(Object.fromEntries(url.searchParams)).toEqual({ per_page: '100', page: '1', status: 'publish', _embed: 'wp:featuredmedia', orderby: 'date', order: 'desc' });
    expect(fetchStub.init().next).toEqual({ tags: ['wp', 'wp:type:berita'], revalidate: 60 });
  });

  it('silently reduces any status to publish without a token', async () => {
    fetchStub.json([]);
    fetchStub.json([]);
    await getPosts({ type: 'artikel', status: 'private' });
    await getPosts({ type: 'artikel', status: ['pending', 'draft'] });
    expect(new URL(fetchStub.url(0)).searchParams.get('status')).toBe('publish');
    expect(new URL(fetchStub.url(1)).searchParams.get('status')).toBe('publish');
    expect(fetchStub.headers(0).Authorization).toBeUndefined();
  });

  it('keeps the asked statuses (comma-joined) with a token, uncached', async () => {
    fetchStub.json([]);
    await getPosts({ type: 'pengumuman', status: ['publish', 'private', 'pending'], token: 'jwt' });
    expect(new URL(fetchStub.url()).searchParams.get('status')).toBe('publish,private,pending');
    expect(fetchStub.headers().Authorization).toBe('Bearer jwt');
    expect(fetchStub.init().cache).toBe('no-store');
    fetchStub.json([]);
    await getPosts({ type: 'pengumuman', status: 'pending', token: 'jwt' });
    expect(new URL(fetchStub.url(1)).searchParams.get('status')).toBe('pending');
  });

  it('reads X-WP-TotalPages and X-WP-Total', async () => {
    fetchStub.json([wpItem(1, 'satu'), wpItem(2, 'dua')], { headers: { 'X-WP-TotalPages': '3', 'X-WP-Total': '25' } });
    const list = await getPosts({ type: 'berita', perPage: 10 });
    expect(list.totalPages).toBe(3);
    expect(list.totalPosts).toBe(25);
    expect(list.posts.map((post) => [post.id, post.slug, post.title, post.type])).toEqual([
      [1, 'satu', 'Judul 1', 'berita'],
      [2, 'dua', 'Judul 2', 'berita'],
    ]);
  });

  it('falls back to 1 page and the item count without the headers', async () => {
    fetchStub.json([wpItem(1, 'satu'), wpItem(2, 'dua')]);
    const list = await getPosts({ type: 'berita' });
    expect([list.totalPages, list.totalPosts]).toEqual([1, 2]);
  });

  it('passes the bureau and tags the answer with it', async () => {
    fetchStub.json([]);
    await getPosts({ type: 'undangan', bureau: 'humas', page: 2, perPage: 20 });
    const url = new URL(fetchStub.url());
    expect(url.searchParams.get('bureau')).toBe('humas');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(fetchStub.init().next?.tags).toEqual(['wp', 'wp:type:undangan', 'wp:bureau:humas']);
  });

  it.each([
    [500, '100'],
    [101, '100'],
    [100, '100'],
    [1, '1'],
    [0, '1'],
    [-5, '1'],
    [7.9, '7'],
  ])('clamps perPage %p to per_page=%s', async (perPage, expected) => {
    fetchStub.json([]);
    await getPosts({ type: 'berita', perPage });
    expect(new URL(fetchStub.url()).searchParams.get('per_page')).toBe(expected);
  });

  it('clamps the page to at least 1', async () => {
    fetchStub.json([]);
    await getPosts({ type: 'berita', page: 0 });
    expect(new URL(fetchStub.url()).searchParams.get('page')).toBe('1');
  });

  it('bypasses the cache on a forced refresh', async () => {
    fetchStub.json([]);
    await getPosts({ type: 'sakip', fresh: true });
    expect(fetchStub.init().cache).toBe('no-store');
    expect(fetchStub.init().next).toBeUndefined();
  });
});

describe('getPosts with unusable paging numbers', () => {
  it('falls back to page 1 and 100 per page for NaN', async () => {
    fetchStub.mock.mockResolvedValue(textResponse('[]', { status: 200, headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } }));
    await getPosts({ type: 'berita', page: Number.NaN, perPage: Number.NaN });
    const url = new URL(fetchStub.url());
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('per_page')).toBe('100');
  });
});

describe('the staff view (readerScope)', () => {
  const phase = process.env.NEXT_PHASE;
  afterEach(() => {
    if (phase === undefined) delete process.env.NEXT_PHASE;
    else process.env.NEXT_PHASE = phase;
  });

  it('reads published and private posts as the staff reader, but never while `next build` prerenders (the output is written to disk)', () => {
    expect(readerScope()).toEqual({});
    expect(readerScope(STAFF_VIEW)).toEqual({ status: ['publish', 'private'], staffReader: true });
    process.env.NEXT_PHASE = 'phase-production-build';
    expect(readerScope(STAFF_VIEW)).toEqual({});
    expect(readsAsStaff(STAFF_VIEW)).toBe(false);
  });
});
