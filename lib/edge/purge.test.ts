/** @jest-environment node */
import { captureLog } from '@/tests/logCapture';
import { edgeKey } from '@/lib/cache/edgeKeys.cjs';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';
import { cloudflareAdapter, edgeAdapter, fastlyAdapter, varnishAdapter, XKEY_PURGE_HEADER, type EdgeAdapter } from './adapters.cjs';
import { purgeEdgeTags, purgeKeys } from './purger.cjs';
import { edgePurgeSettings, edgePurgeSettingsError } from './settings.cjs';

const env = (values: Record<string, string>) => values as unknown as NodeJS.ProcessEnv;
const keys = (count: number) => Array.from({ length: count }, (_, index) => `wp:post:berita:${index}`);

/** A stub of fetch answering each call with the next status (the last one repeats); its calls as [url, init]. */
function fetchAnswering(...statuses: number[]) {
  let call = 0;
  return jest.fn<Promise<Response>, [string, RequestInit?]>(async () => new Response(null, { status: statuses[Math.min(call++, statuses.length - 1)] }));
}
const asFetch = (stub: jest.Mock) => stub as unknown as typeof fetch;

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('adapters: the requests that purge keys at each edge', () => {
  it('Varnish (xkey): PURGE / to every server, the keys space-separated in xkey-purge, 32 a request', () => {
    const requests = varnishAdapter(['http://127.0.0.1:6081', 'http://edge-2:6081']).purgeRequests(keys(40));
    expect(requests.map((request) => [request.method, request.url, request.keys])).toEqual([
      ['PURGE', 'http://127.0.0.1:6081/', 32],
      ['PURGE', 'http://127.0.0.1:6081/', 8],
      ['PURGE', 'http://edge-2:6081/', 32],
      ['PURGE', 'http://edge-2:6081/', 8],
    ]);
    expect(requests[0]!.headers).toEqual({ [XKEY_PURGE_HEADER]: keys(32).join(' ') });
    expect(requests[1]!.body).toBeUndefined();
  });

  it("Fastly: POST the service's purge with Fastly-Key and the surrogate keys as JSON, 256 a request", () => {
    const requests = fastlyAdapter('svc123', 'fastly-token').purgeRequests(keys(300));
    expect(requests.map((request) => [request.method, request.url, request.keys])).toEqual([
      ['POST', 'https://api.fastly.com/service/svc123/purge', 256],
      ['POST', 'https://api.fastly.com/service/svc123/purge', 44],
    ]);
    expect(requests[0]!.headers).toEqual({ 'fastly-key': 'fastly-token', 'content-type': 'application/json', accept: 'application/json' });
    expect(JSON.parse(requests[1]!.body!)).toEqual({ surrogate_keys: keys(300).slice(256) });
  });

  it("Cloudflare: POST the zone's purge_cache with a bearer token and the tags as JSON, 100 a request", () => {
    const requests = cloudflareAdapter('zone9', 'cf-token').purgeRequests(keys(201));
    expect(requests.map((request) => [request.method, request.url, request.keys])).toEqual([
      ['POST', 'https://api.cloudflare.com/client/v4/zones/zone9/purge_cache', 100],
      ['POST', 'https://api.cloudflare.com/client/v4/zones/zone9/purge_cache', 100],
      ['POST', 'https://api.cloudflare.com/client/v4/zones/zone9/purge_cache', 1],
    ]);
    expect(requests[0]!.headers).toEqual({ authorization: 'Bearer cf-token', 'content-type': 'application/json', accept: 'application/json' });
    expect(JSON.parse(requests[2]!.body!)).toEqual({ tags: ['wp:post:berita:200'] });
  });
});

describe('purgeKeys: sending, with a time-out and bounded retries, never throwing', () => {
  const varnish = varnishAdapter(['http://127.0.0.1:6081']);

  it('sends each request once when the edge answers 200, and logs the purge', async () => {
    const logged = captureLog();
    const fetch = fetchAnswering(200);
    await expect(purgeKeys(varnish, ['wp:home', 'wp:type:berita'], { fetch: asFetch(fetch) })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('http://127.0.0.1:6081/');
    expect(init).toEqual(expect.objectContaining({ method: 'PURGE', headers: { 'xkey-purge': 'wp:home wp:type:berita' }, cache: 'no-store' }));
    expect(init!.signal).toBeInstanceOf(AbortSignal);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'info', event: 'edge.purged', adapter: 'varnish', keys: 2, requests: 1 }));
  });

  it('tries again after an error answer or no answer, then succeeds', async () => {
    const fetch = fetchAnswering(503, 200);
    await expect(purgeKeys(varnish, ['wp:home'], { fetch: asFetch(fetch), backoffMs: 1 })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(2);
    const failing = jest.fn().mockRejectedValueOnce(new TypeError('fetch failed')).mockResolvedValue(new Response(null, { status: 200 }));
    await expect(purgeKeys(varnish, ['wp:home'], { fetch: asFetch(failing), backoffMs: 1 })).resolves.toBe(true);
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('gives up after the bound (3 tries, the wait doubling), logs the failure, and resolves false', async () => {
    jest.useFakeTimers();
    const logged = captureLog();
    const fetch = fetchAnswering(500);
    const result = purgeKeys(fastlyAdapter('svc', 'secret-token'), ['wp:home', 'wp'], { fetch: asFetch(fetch), backoffMs: 100 });
    await jest.advanceTimersByTimeAsync(99);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(199);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'edge.purge.failed', adapter: 'fastly', keys: 2, target: 'api.fastly.com', tries: 3, status: 500 }));
    expect(JSON.stringify(logged)).not.toContain('secret-token');
    expect(logged.map((line) => line.event)).not.toContain('edge.purged');
  });

  it('does not retry a refusal (a bad token stays bad)', async () => {
    const logged = captureLog();
    const fetch = fetchAnswering(401);
    await expect(purgeKeys(cloudflareAdapter('zone', 'bad'), ['wp:home'], { fetch: asFetch(fetch), backoffMs: 1 })).resolves.toBe(false);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(logged).toContainEqual(expect.objectContaining({ event: 'edge.purge.failed', adapter: 'cloudflare', tries: 1, status: 401 }));
  });

  it('abandons a try that takes longer than the time-out', async () => {
    const logged = captureLog();
    const hanging = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason))),
    );
    await expect(purgeKeys(varnish, ['wp:home'], { fetch: asFetch(hanging), timeoutMs: 20, tries: 2, backoffMs: 1 })).resolves.toBe(false);
    expect(hanging).toHaveBeenCalledTimes(2);
    expect(logged).toContainEqual(expect.objectContaining({ event: 'edge.purge.failed', tries: 2, error: expect.stringContaining('TimeoutError') }));
  });

  it('never throws, whatever the adapter does', async () => {
    const broken: EdgeAdapter = {
      name: 'broken',
      purgeRequests: () => {
        throw new Error('boom');
      },
    };
    await expect(purgeKeys(broken, ['wp'])).resolves.toBe(false);
  });
});

describe('purgeEdgeTags: the keys of the tags, purged at once and again after each of LIFETIMES.edge.purgeRepeats', () => {
  it("maps the tags through edgeKey (Next's implicit tags dropped), and purges within 50 ms, after 1 s and after 3 s", async () => {
    expect(LIFETIMES.edge.purgeRepeats).toEqual([1, 3]);
    expect(LIFETIMES.edge.purgeGather).toBe(0.05);
    jest.useFakeTimers();
    const fetch = fetchAnswering(200);
    const tags = ['wp:post:berita:x', 'wp:post:berita:dua kata', '_N_T_/berita/x', 'wp:home', 'wp:home'];
    let settled = false;
    const done = purgeEdgeTags(tags, { adapter: varnishAdapter(['http://127.0.0.1:6081']), fetch: asFetch(fetch) }).then(() => (settled = true));
    await jest.advanceTimersByTimeAsync(49);
    expect(fetch).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]![1]!.headers).toEqual({ 'xkey-purge': `wp:post:berita:x ${edgeKey('wp:post:berita:dua kata')} wp:home` });
    await jest.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1_999);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await done;
    expect(settled).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[1]).toEqual(fetch.mock.calls[0]);
    expect(fetch.mock.calls[2]).toEqual(fetch.mock.calls[0]);
  });

  it("one change's two expiries a few ms apart (its pages now, its lists soon) are purged as one request each time, not two", async () => {
    jest.useFakeTimers();
    const fetch = fetchAnswering(200);
    const adapter = varnishAdapter(['http://127.0.0.1:6081']);
    const now = purgeEdgeTags(['wp:post:berita:x'], { adapter, fetch: asFetch(fetch) });
    await jest.advanceTimersByTimeAsync(5);
    const soon = purgeEdgeTags(['wp:list:berita', 'wp:home'], { adapter, fetch: asFetch(fetch) });
    await jest.advanceTimersByTimeAsync(3_100);
    await Promise.all([now, soon]);
    const sent = fetch.mock.calls.map((call) => (call[1]!.headers as Record<string, string>)['xkey-purge']);
    expect(sent).toEqual(Array(3).fill('wp:post:berita:x wp:list:berita wp:home'));
    // A change a second later is a purge of its own (its first purge is not held back for the other's repeat).
    fetch.mockClear();
    const first = purgeEdgeTags(['wp:post:berita:a'], { adapter, fetch: asFetch(fetch), repeatsMs: [] });
    await jest.advanceTimersByTimeAsync(1_000);
    const second = purgeEdgeTags(['wp:post:berita:b'], { adapter, fetch: asFetch(fetch), repeatsMs: [] });
    await jest.advanceTimersByTimeAsync(100);
    await Promise.all([first, second]);
    expect(fetch.mock.calls.map((call) => (call[1]!.headers as Record<string, string>)['xkey-purge'])).toEqual(['wp:post:berita:a', 'wp:post:berita:b']);
  });

  it('never purges the counts that change with every visit and vote (their pages live a minute at the edge)', async () => {
    const fetch = fetchAnswering(200);
    const adapter = varnishAdapter(['http://127.0.0.1:6081']);
    await purgeEdgeTags(['wp:survey-stats'], { adapter, fetch: asFetch(fetch), repeatsMs: [] });
    expect(fetch).not.toHaveBeenCalled();
    await purgeEdgeTags(['wp:visitor-stats', 'wp:home'], { adapter, fetch: asFetch(fetch), repeatsMs: [] });
    expect(fetch.mock.calls.map((call) => (call[1]!.headers as Record<string, string>)['xkey-purge'])).toEqual(['wp:home']);
  });

  it('does nothing without a purger or without keys', async () => {
    const fetch = fetchAnswering(200);
    await purgeEdgeTags(['wp:home'], { adapter: null, fetch: asFetch(fetch) });
    await purgeEdgeTags(['_N_T_/'], { adapter: varnishAdapter(['http://127.0.0.1:6081']), fetch: asFetch(fetch), repeatsMs: [] });
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the choice by environment (EDGE_PURGE)', () => {
  it('is none when unset or none', () => {
    expect(edgePurgeSettings(env({}))).toEqual({ adapter: 'none' });
    expect(edgeAdapter(edgePurgeSettings(env({ EDGE_PURGE: 'none' })))).toBeNull();
  });

  it('builds the named adapter from its settings', () => {
    expect(edgePurgeSettings(env({ EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: ' http://127.0.0.1:6081/ , http://edge-2:6081' }))).toEqual({ adapter: 'varnish', urls: ['http://127.0.0.1:6081', 'http://edge-2:6081'] });
    expect(edgePurgeSettings(env({ EDGE_PURGE: 'Fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok' }))).toEqual({ adapter: 'fastly', serviceId: 'svc', apiToken: 'tok' });
    expect(edgePurgeSettings(env({ EDGE_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'tok' }))).toEqual({ adapter: 'cloudflare', zoneId: 'zone', apiToken: 'tok' });
    expect(edgeAdapter({ adapter: 'fastly', serviceId: 'svc', apiToken: 'tok' })?.name).toBe('fastly');
    expect(edgeAdapter({ adapter: 'cloudflare', zoneId: 'zone', apiToken: 'tok' })?.name).toBe('cloudflare');
    expect(edgeAdapter({ adapter: 'varnish', urls: ['http://a'] })?.name).toBe('varnish');
  });

  it('refuses an unknown adapter or a missing setting, saying which (the server then does not start)', () => {
    expect(edgePurgeSettingsError(env({}))).toBeNull();
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'akamai' }))).toBe('EDGE_PURGE: "akamai" is none of none, varnish, fastly, cloudflare');
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'varnish' }))).toBe('EDGE_PURGE=varnish needs EDGE_PURGE_URLS');
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: ' , ' }))).toBe('EDGE_PURGE_URLS names no Varnish server');
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: '127.0.0.1:6081' }))).toBe('EDGE_PURGE_URLS: "127.0.0.1:6081" is not an http(s) address');
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc' }))).toBe('EDGE_PURGE=fastly needs FASTLY_API_TOKEN');
    expect(edgePurgeSettingsError(env({ EDGE_PURGE: 'cloudflare', CLOUDFLARE_API_TOKEN: 'tok' }))).toBe('EDGE_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID');
  });

  it('a bad setting at run time purges nothing and says so, never throwing to the change', async () => {
    const logged = captureLog();
    const fetch = jest.spyOn(globalThis, 'fetch');
    const previous = { ...process.env };
    process.env.EDGE_PURGE = 'fastly';
    delete process.env.FASTLY_SERVICE_ID;
    try {
      await expect(purgeEdgeTags(['wp:home'])).resolves.toBeUndefined();
    } finally {
      process.env = previous;
    }
    expect(fetch).not.toHaveBeenCalled();
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'edge.purge.failed', adapter: 'fastly', error: 'EDGE_PURGE=fastly needs FASTLY_SERVICE_ID' }));
  });
});
