/** @jest-environment node */
import { countPosts } from './countPosts';
import { deletePost } from './deletePost';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;

beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  process.env.WORDPRESS_URL = 'https://cms.bua.test';
});

afterAll(() => {
  global.fetch = originalFetch;
});

function respond(body: unknown, status = 200, headers: Record<string, string> = {}) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } }));
}

describe('countPosts', () => {
  it('reads X-WP-Total of a one-item page of ids, with the statuses, bureau and token', async () => {
    respond([{ id: 1 }], 200, { 'X-WP-Total': '13' });
    expect(await countPosts({ type: 'berita', status: ['pending', 'publish'], bureau: 'humas', token: 'jwt' })).toBe(13);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(Object.fromEntries(new URL(String(url)).searchParams)).toEqual({ per_page: '1', page: '1', status: 'pending,publish', bureau: 'humas', _fields: 'id' });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer jwt');
    expect(init?.cache).toBe('no-store');
  });

  it('without a token asks for published posts only (spec 5)', async () => {
    respond([], 200, { 'X-WP-Total': '0' });
    expect(await countPosts({ type: 'artikel', status: 'private' })).toBe(0);
    expect(new URL(String(fetchMock.mock.calls[0]![0])).searchParams.get('status')).toBe('publish');
  });
});

describe('deletePost', () => {
  it('DELETE ?force=true with the token; returns what the post was', async () => {
    respond({ deleted: true, previous: { id: 9, slug: 'rapat', status: 'publish', bureau: 'humas', title: { rendered: 'x' } } });
    expect(await deletePost('pengumuman', 9, 'jwt')).toEqual({ deleted: true, previous: { slug: 'rapat', status: 'publish', bureau: 'humas' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('https://cms.bua.test/wp-json/wp/v2/pengumuman/9?force=true');
    expect(init?.method).toBe('DELETE');
  });

  it("passes WordPress's 403 on as a WpError", async () => {
    respond({ code: 'bua_forbidden_bureau', message: 'This post belongs to another bureau', data: { status: 403 } }, 403);
    await expect(deletePost('berita', 131, 'jwt')).rejects.toMatchObject({ status: 403, code: 'bua_forbidden_bureau' });
  });
});
