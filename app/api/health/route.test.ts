/** @jest-environment node */
import { GET } from './route';
import { openSearchEngine, setSearchEngine } from '@/lib/search/engine';
import { stubWordPressEnv } from '@/tests/unit/env';
import { installFetchStub, jsonResponse } from '@/tests/unit/fetchStub';

const fetchStub = installFetchStub();
stubWordPressEnv({}, ['REDIS_URL']);

const health = (query = '') => GET(new Request(`http://localhost/api/health${query}`));

describe('GET /api/health', () => {
  it('liveness answers without asking WordPress', async () => {
    const response = await health();
    expect([response.status, await response.json()]).toEqual([200, { status: 'ok' }]);
    expect(fetchStub.mock).not.toHaveBeenCalled();
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("readiness asks WordPress's REST index (name only) and reports its latency", async () => {
    fetchStub.mock.mockResolvedValue(jsonResponse({ name: 'BUA' }));
    const response = await health('?ready=1');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready', wordpress: { ok: true, ms: expect.any(Number) }, redis: null });
    expect(fetchStub.url()).toBe('https://cms.bua.test/wp-json/?_fields=name');
  });

  it('readiness is 503 with Retry-After when WordPress does not answer, and names nothing else', async () => {
    fetchStub.mock.mockRejectedValue(new TypeError('fetch failed'));
    const response = await health('?ready=1');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    const body = await response.json();
    expect(body).toEqual({ status: 'unavailable', wordpress: { ok: false, ms: expect.any(Number) }, redis: null });
    expect(JSON.stringify(body)).not.toContain('cms.bua.test');
  });

  it('readiness says how many posts the embedded search index holds, once the server has opened it', async () => {
    const engine = await openSearchEngine('', '');
    setSearchEngine(engine);
    try {
      fetchStub.mock.mockResolvedValue(jsonResponse({ name: 'BUA' }));
      expect(await (await health('?ready=1')).json()).toEqual({ status: 'ready', wordpress: { ok: true, ms: expect.any(Number) }, redis: null, search: { posts: 0, warning: null } });
    } finally {
      await engine.close();
    }
  }, 60_000);
});
