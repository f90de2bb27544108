/** @jest-environment node */
import { getMediaUrl, getPublicMediaUrl } from './getMediaUrl';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

function respondJson(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }));
}

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  delete process.env.WORDPRESS_API_URL;
  delete process.env.WP_CUSTOM_NAMESPACE;
  delete process.env.WP_REVALIDATE_SECONDS;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  process.env = originalEnv;
  global.fetch = originalFetch;
});

describe.each([
  ['getMediaUrl', getMediaUrl, 'https://cms.bua.test/wp-json/wp/v2/media/42'],
  ['getPublicMediaUrl', getPublicMediaUrl, 'https://cms.bua.test/wp-json/bua/v1/public-media/42'],
])('%s', (_name, lookup, expectedUrl) => {
  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('answers null for id %p without a request', async (id) => {
    await expect(lookup(id)).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns source_url of a positive id, cached under the media tag', async () => {
    respondJson({ id: 42, source_url: 'https://cms.bua.test/wp-content/uploads/2026/03/foto.jpg' });
    await expect(lookup(42)).resolves.toBe('https://cms.bua.test/wp-content/uploads/2026/03/foto.jpg');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(expectedUrl);
    expect((init as { next?: unknown } | undefined)?.next).toEqual({ tags: ['wp', 'wp:media:42'], revalidate: 60 });
    expect((init?.headers as Record<string, string>).Authorization).toBeUndefined();
  });

  it('fails with a 404 of WordPress', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ code: 'rest_post_invalid_id', message: 'Invalid post ID.' }), { status: 404 }));
    await expect(lookup(42)).rejects.toMatchObject({ status: 404, message: 'Invalid post ID.' });
  });
});
