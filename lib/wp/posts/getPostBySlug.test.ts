/** @jest-environment node */
import { getPostBySlug } from './getPostBySlug';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function wpItem(slug: string, extra: Record<string, unknown> = {}) {
  return { id: 12, date: '2026-03-05T10:00:00', slug, status: 'publish', type: 'berita', title: { rendered: 'Rapat Kerja' }, ...extra };
}

function respondList(items: unknown[]) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(items), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

function requestedUrl(): URL {
  const args = fetchMock.mock.calls[0];
  if (!args) throw new Error('fetch was not called');
  return new URL(String(args[0]));
}

function requestInit(): RequestInit & { next?: { tags?: string[]; revalidate?: number } } {
  return (fetchMock.mock.calls[0]?.[1] ?? {}) as RequestInit & { next?: { tags?: string[]; revalidate?: number } };
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

describe('getPostBySlug', () => {
  it('asks only published posts for an anonymous visitor, cached under the post tag', async () => {
    respondList([wpItem('rapat-kerja')]);
    const post = await getPostBySlug('berita', 'rapat-kerja');
    const url = requestedUrl();
    expect(url.pathname).toBe('/wp-json/wp/v2/berita');
    expect(Object.fromEntries(url.searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'true' });
    expect(requestInit().next).toEqual({ tags: ['wp', 'wp:type:berita', 'wp:post:berita:rapat-kerja'], revalidate: 60 });
    expect(post?.id).toBe(12);
    expect(post?.title).toBe('Rapat Kerja');
  });

  it('asks publish and private with a token, uncached', async () => {
    respondList([wpItem('rapat-kerja', { status: 'private' })]);
    const post = await getPostBySlug('artikel', 'rapat-kerja', { token: 'jwt' });
    expect(Object.fromEntries(requestedUrl().searchParams)).toEqual({ slug: 'rapat-kerja', _embed: 'true', status: 'publish,private' });
    expect((requestInit().headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(requestInit().cache).toBe('no-store');
    expect(post?.status).toBe('private');
    expect(post?.type).toBe('artikel');
  });

  it('returns null when WordPress has no such post', async () => {
    respondList([]);
    await expect(getPostBySlug('berita', 'tidak-ada')).resolves.toBeNull();
  });

  it('returns null when the answer holds only other slugs', async () => {
    respondList([wpItem('lain')]);
    await expect(getPostBySlug('berita', 'rapat-kerja')).resolves.toBeNull();
  });

  it('gives the route bureau precedence in bureau inference', async () => {
    respondList([wpItem('rapat-kerja', { bureau: 'keuangan' })]);
    const post = await getPostBySlug('berita', 'rapat-kerja', { routeBureauId: 'humas' });
    expect(post?.bureauId).toBe('humas');
  });

  it('bypasses the cache on a forced refresh', async () => {
    respondList([wpItem('laporan')]);
    await getPostBySlug('sakip', 'laporan', { fresh: true });
    expect(requestInit().cache).toBe('no-store');
  });
});
