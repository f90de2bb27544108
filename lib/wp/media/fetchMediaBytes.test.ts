/** @jest-environment node */
import { fetchMediaBytes, isWordPressMediaUrl } from './fetchMediaBytes';

const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();
const originalFetch = global.fetch;
const originalEnv = process.env;

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterAll(() => {
  process.env = originalEnv;
  global.fetch = originalFetch;
});

describe('fetchMediaBytes', () => {
  it('only reads from the WordPress host', async () => {
    expect(isWordPressMediaUrl('https://cms.bua.test/wp-content/uploads/a.jpg')).toBe(true);
    expect(isWordPressMediaUrl('http://169.254.169.254/latest/meta-data')).toBe(false);
    expect(isWordPressMediaUrl('https://cms.bua.test.evil.example/a.jpg')).toBe(false);
    expect(isWordPressMediaUrl('file:///etc/passwd')).toBe(false);
    expect(await fetchMediaBytes('http://127.0.0.1:9/a.jpg')).toBeNull();
    expect(await fetchMediaBytes(null)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the bytes of an image', async () => {
    fetchMock.mockResolvedValueOnce(new Response(new Uint8Array([1, 2, 3]), { headers: { 'Content-Type': 'image/jpeg' } }));
    const media = await fetchMediaBytes('https://cms.bua.test/wp-content/uploads/a.jpg');
    expect(media?.contentType).toBe('image/jpeg');
    expect(media?.bytes.byteLength).toBe(3);
  });

  it('is null for errors, non-images and network failures', async () => {
    fetchMock.mockResolvedValueOnce(new Response('missing', { status: 404, headers: { 'Content-Type': 'image/jpeg' } }));
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
    fetchMock.mockResolvedValueOnce(new Response('<html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    expect(await fetchMediaBytes('https://cms.bua.test/a.jpg')).toBeNull();
  });
});
