/** @jest-environment node */
import { getPosts } from './getPosts';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function wpItem(id: number, slug: string, extra: Record<string, unknown> = {}) {
  return { id, date: '2026-03-05T10:00:00', slug, status: 'publish', type: 'berita', title: { rendered: `Judul ${id}` }, ...extra };
}

function respondList(items: unknown[], headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(items), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } }));
}

function requestedUrl(index = 0): URL {
  const args = fetchMock.mock.calls[index];
  if (!args) throw new Error('fetch was not called');
  return new URL(String(args[0]));
}

function requestInit(index = 0): RequestInit & { next?: { tags?: string[]; revalidate?: number } } {
  return (fetchMock.mock.calls[index]?.[1] ?? {}) as RequestInit & { next?: { tags?: string[]; revalidate?: number } };
}

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  delete process.env.WORDPRESS_API_URL;
  delete process.env.WP_REVALIDATE_SECONDS;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  process.env = originalEnv;
  global.fetch = originalFetch;
});

describe('getPosts', () => {
  it('asks wp/v2/{type} for published posts, newest first, embedded, 100 per page by default', async () => {
    respondList([wpItem(1, 'satu')]);
    await getPosts({ type: 'berita' });
    const url = requestedUrl();
    expect(url.origin + url.pathname).toBe('https://cms.bua.test/wp-json/wp/v2/berita');
    expect(Object.fromEntries(url.searchParams)).toEqual({ per_page: '100', page: '1', status: 'publish', _embed: 'true', orderby: 'date', order: 'desc' });
    expect(requestInit().next).toEqual({ tags: ['wp', 'wp:type:berita'], revalidate: 60 });
  });

  it('silently reduces any status to publish without a token', async () => {
    respondList([]);
    respondList([]);
    await getPosts({ type: 'artikel', status: 'private' });
    await getPosts({ type: 'artikel', status: ['pending', 'draft'] });
    expect(requestedUrl(0).searchParams.get('status')).toBe('publish');
    expect(requestedUrl(1).searchParams.get('status')).toBe('publish');
    expect((requestInit(0).headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('keeps the asked statuses (comma-joined) with a token, uncached', async () => {
    respondList([]);
    await getPosts({ type: 'pengumuman', status: ['publish', 'private', 'pending'], token: 'jwt' });
    expect(requestedUrl().searchParams.get('status')).toBe('publish,private,pending');
    expect((requestInit().headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(requestInit().cache).toBe('no-store');
    respondList([]);
    await getPosts({ type: 'pengumuman', status: 'pending', token: 'jwt' });
    expect(requestedUrl(1).searchParams.get('status')).toBe('pending');
  });

  it('reads X-WP-TotalPages and X-WP-Total', async () => {
    respondList([wpItem(1, 'satu'), wpItem(2, 'dua')], { 'X-WP-TotalPages': '3', 'X-WP-Total': '25' });
    const list = await getPosts({ type: 'berita', perPage: 10 });
    expect(list.totalPages).toBe(3);
    expect(list.totalPosts).toBe(25);
    expect(list.posts.map((post) => [post.id, post.slug, post.title, post.type])).toEqual([
      [1, 'satu', 'Judul 1', 'berita'],
      [2, 'dua', 'Judul 2', 'berita'],
    ]);
  });

  it('falls back to 1 page and the item count without the headers', async () => {
    respondList([wpItem(1, 'satu'), wpItem(2, 'dua')]);
    const list = await getPosts({ type: 'berita' });
    expect([list.totalPages, list.totalPosts]).toEqual([1, 2]);
  });

  it('passes the bureau and tags the answer with it', async () => {
    respondList([]);
    await getPosts({ type: 'undangan', bureau: 'humas', page: 2, perPage: 20 });
    const url = requestedUrl();
    expect(url.searchParams.get('bureau')).toBe('humas');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('per_page')).toBe('20');
    expect(requestInit().next?.tags).toEqual(['wp', 'wp:type:undangan', 'wp:bureau:humas']);
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
    respondList([]);
    await getPosts({ type: 'berita', perPage });
    expect(requestedUrl().searchParams.get('per_page')).toBe(expected);
  });

  it('clamps the page to at least 1', async () => {
    respondList([]);
    await getPosts({ type: 'berita', page: 0 });
    expect(requestedUrl().searchParams.get('page')).toBe('1');
  });

  it('bypasses the cache on a forced refresh', async () => {
    respondList([]);
    await getPosts({ type: 'sakip', fresh: true });
    expect(requestInit().cache).toBe('no-store');
    expect(requestInit().next).toBeUndefined();
  });
});

describe('getPosts with unusable paging numbers', () => {
  it('falls back to page 1 and 100 per page for NaN', async () => {
    const fetchMock = jest.fn().mockResolvedValue(new Response('[]', { status: 200, headers: { 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } }));
    global.fetch = fetchMock as unknown as typeof fetch;
    await getPosts({ type: 'berita', page: Number.NaN, perPage: Number.NaN });
    const url = new URL(String(fetchMock.mock.calls[0][0]));
    expect(url.searchParams.get('page')).toBe('1');
    expect(url.searchParams.get('per_page')).toBe('100');
  });
});
