/** @jest-environment node */
import { WpError } from '@/lib/wp/errors';
import { loadSitemapIndex } from '@/lib/loaders/sitemap';
import { GET } from './route';

jest.mock('@/lib/loaders/sitemap', () => ({ loadSitemapIndex: jest.fn() }));
const load = loadSitemapIndex as jest.MockedFunction<typeof loadSitemapIndex>;

describe('/sitemap.xml while WordPress fails', () => {
  it('answers 503 with Retry-After 30, never kept, when WordPress is away', async () => {
    for (const error of [new WpError('Network error occurred', 0), new WpError('Request timed out', 504)]) {
      load.mockRejectedValueOnce(error);
      const response = await GET();
      expect([response.status, response.headers.get('retry-after'), response.headers.get('cache-control')]).toEqual([503, '30', 'no-store']);
      expect(await response.text()).toBe('Sitemap temporarily unavailable');
    }
  });

  it('lets any other failure through (a bug is a 500, not an outage)', async () => {
    load.mockRejectedValueOnce(new Error('boom'));
    await expect(GET()).rejects.toThrow('boom');
  });
});
