/** @jest-environment node */
import { loadPublicPost } from './loadPost';

const originalFetch = global.fetch;
const originalEnv = process.env;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  global.fetch = originalFetch;
  process.env = originalEnv;
  jest.restoreAllMocks();
});

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('loadPublicPost: what is a 404 and what is an outage (issue 11)', () => {
  it('a post WordPress does not have is null (the 404 page)', async () => {
    fetchMock.mockResolvedValue(answer(200, []));
    await expect(loadPublicPost('berita', 'tidak-ada')).resolves.toBeNull();
  });

  it('WordPress down, too slow or answering 5xx is thrown: an existing post never becomes a 404', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(loadPublicPost('berita', 'rapat-satu')).rejects.toMatchObject({ name: 'WpError', status: 0 });
    fetchMock.mockResolvedValueOnce(answer(503, { code: 'down', message: 'Maintenance' }));
    await expect(loadPublicPost('berita', 'rapat-dua')).rejects.toMatchObject({ name: 'WpError', status: 503 });
  });
});
