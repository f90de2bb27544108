/** @jest-environment node */
import { GET } from './route';

const originalFetch = global.fetch;
const originalEnv = process.env;
const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>();

beforeEach(() => {
  process.env = { ...originalEnv, WORDPRESS_URL: 'https://cms.bua.test' };
  delete process.env.REDIS_URL;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  global.fetch = originalFetch;
  process.env = originalEnv;
});

const health = (query = '') => GET(new Request(`http://localhost/api/health${query}`));

describe('GET /api/health', () => {
  it('liveness answers without asking WordPress', async () => {
    const response = await health();
    expect([response.status, await response.json()]).toEqual([200, { status: 'ok' }]);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("readiness asks WordPress's REST index (name only) and reports its latency", async () => {
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ name: 'BUA' }), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const response = await health('?ready=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', wordpress: { ok: true, ms: expect.any(Number) }, redis: null });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('https://cms.bua.test/wp-json/?_fields=name');
  });

  it('readiness is 503 with Retry-After when WordPress does not answer, and names nothing else', async () => {
    fetchMock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await health('?ready=1');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    const body = await response.json();
    expect(body).toEqual({ status: 'unavailable', wordpress: { ok: false, ms: expect.any(Number) }, redis: null });
    expect(JSON.stringify(body)).not.toContain('cms.bua.test');
  });
});
