/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import { startRedisServer } from '@/tests/redisServer';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { captureLog } from '@/tests/logCapture';

/**
 * Next's shared cache handler against a real redis-server (Debian's, on a loopback port, stopped at
 * the end). Each "instance" is the handler loaded in its own module registry, with its own copy of
 * Next's tag state and of the local memory, as two portal processes would have.
 */
const PORT = 17_379 + Math.floor(Math.random() * 1000);
let server: ChildProcess;

type Handler = {
  get(key: string, ctx: object): Promise<{ lastModified: number; value: Record<string, unknown> } | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};
type Instance = { handler: Handler; tagsManifest: Map<string, { stale?: number; expired?: number }> };

const startRedis = () => startRedisServer(PORT);

const buildDirs: string[] = [];
afterAll(() => buildDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A build folder with its BUILD_ID, as Next gives the handler (ctx.serverDistDir = <dist>/server). */
function buildDir(buildId: string): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'bua-cache-'));
  buildDirs.push(dist);
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'BUILD_ID'), buildId);
  return path.join(dist, 'server');
}

/** One portal process: the handler and Next's tag state, each in a fresh module registry. */
function instance(serverDistDir: string): Instance {
  let loaded: Instance | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a fresh copy per instance, as Next loads it */
    const Handler = require('./sharedCacheHandler.cjs');
    const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
    const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
    /* eslint-enable @typescript-eslint/no-require-imports */
    loaded = { handler: new Handler({ fs: nodeFs, serverDistDir, flushToDisk: false, revalidatedTags: [], _requestHeaders: {} }), tagsManifest };
  });
  return loaded!;
}

function page(html: string, tags: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from(`rsc:${html}`),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': tags },
    status: 200,
    postponed: undefined,
  };
}
/** Keys as Next 16 gives pages rendered on demand (its route-cache-key: route hash, then the address). */
const SEARCH_KEY = '/route-cache/APP_PAGE/5f3c/$/search/hasil/term=zona';
const SAKIP_KEY = '/route-cache/APP_PAGE/9a1b/$/sakip/daftar/term=lkj';
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pageSet = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function redisClient() {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createClient } = require('redis') as typeof import('redis');
  const client = createClient({ url: `redis://127.0.0.1:${PORT}` });
  await client.connect();
  return client;
}

function sharedClient(): { isReady: boolean } {
  return (globalThis as Record<symbol, { client: { isReady: boolean } }>)[Symbol.for('bua.sharedCacheHandler')]!.client;
}

beforeAll(async () => {
  server = await startRedis();
  process.env.REDIS_URL = `redis://127.0.0.1:${PORT}`;
}, 20_000);

afterAll(async () => {
  delete process.env.REDIS_URL;
  const holder = globalThis as Record<symbol, { client: { quit(): Promise<unknown> } } | undefined>;
  await holder[Symbol.for('bua.sharedCacheHandler')]?.client.quit().catch(() => undefined);
  server.kill();
});

describe('shared through Redis by two instances', () => {
  const dist = buildDir('build-1');

  it('a page rendered on A is served by B, payload bytes and segments intact', async () => {
    const a = instance(dist);
    const b = instance(dist);
    await a.handler.set('/berita', page('<h1>Berita</h1>', 'type:berita,_N_T_/berita'), pageSet);
    const got = await b.handler.get('/berita', PAGE_CTX);
    expect(got?.value.html).toBe('<h1>Berita</h1>');
    expect(Buffer.isBuffer(got?.value.rscData)).toBe(true);
    expect(String(got?.value.rscData)).toBe('rsc:<h1>Berita</h1>');
    expect((got?.value.segmentData as Map<string, Buffer>).get('/_tree')?.toString()).toBe('tree');
    // With its edge keys (lib/cache/edgeKeys.cjs), computed on the way out, never stored.
    expect(got?.value.headers).toEqual(expect.objectContaining({ 'surrogate-key': 'bua-site type:berita', 'cache-tag': 'bua-site,type:berita' }));
    const client = await redisClient();
    try {
      expect(await client.get('bua:cache:build-1:entry:/berita')).not.toContain('surrogate-key');
    } finally {
      await client.quit();
    }
  });

  it("a tag expired on A expires B's copy; other pages stay", async () => {
    const a = instance(dist);
    const b = instance(dist);
    await a.handler.set('/berita/biro/humas/x', page('old', 'post:berita:x,_N_T_/layout'), pageSet);
    await a.handler.set('/profil', page('profil', '_N_T_/profil'), pageSet);
    expect(await b.handler.get('/berita/biro/humas/x', PAGE_CTX)).not.toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler.revalidateTag('post:berita:x', { expire: 0 });
    expect(await b.handler.get('/berita/biro/humas/x', PAGE_CTX)).toBeNull();
    expect((await b.handler.get('/profil', PAGE_CTX))?.value.html).toBe('profil');
  });

  it("a tag made stale on A ('max') makes B's data stale, not gone: B serves it once while it refreshes", async () => {
    const a = instance(dist);
    const b = instance(dist);
    const fetched = { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://wp/x', status: 200 }, revalidate: 60 };
    await a.handler.set('fetch-key', fetched, { fetchCache: true, tags: ['type:berita'], revalidate: 60 });
    await new Promise((resolve) => setTimeout(resolve, 5));
    await a.handler.revalidateTag(['type:berita'], { expire: 31_536_000 });

    const got = await b.handler.get('fetch-key', { kind: 'FETCH', tags: ['type:berita'], softTags: [] });
    expect(got?.value.data).toEqual(fetched.data);
    // Next reads B's tag state and treats the entry as stale (served once, refreshed behind it).
    expect(b.tagsManifest.get('type:berita')!.stale).toBeGreaterThan(got!.lastModified);
  });

  it('a render that finishes just after its tag was revalidated (on any instance) is not taken as newer than the change', async () => {
    const a = instance(dist);
    const b = instance(dist);
    await a.handler.revalidateTag('post:berita:race', { expire: 0 });
    // B was rendering with the old data when A heard of the change: B's copy must not stick.
    await b.handler.set('/berita/race', page('judul lama', 'post:berita:race'), pageSet);
    expect(await a.handler.get('/berita/race', PAGE_CTX)).toBeNull();
    expect(await b.handler.get('/berita/race', PAGE_CTX)).toBeNull();
    await b.handler.set('/berita/other', page('lain', 'post:berita:other'), pageSet);
    expect((await a.handler.get('/berita/other', PAGE_CTX))?.value.html).toBe('lain');
  });

  it("another build never reads this build's entries", async () => {
    await instance(dist).handler.set('/home', page('home of build 1', '_N_T_/'), pageSet);
    expect(await instance(buildDir('build-2')).handler.get('/home', PAGE_CTX)).toBeNull();
  });
});

describe('with Redis stopped, pages are served from the local copy; with it back, sharing resumes', () => {
  it('never throws, logs loudly, and shares again without a restart', async () => {
    const dist = buildDir('build-3');
    const a = instance(dist);
    const b = instance(dist);
    await a.handler.set('/pengumuman', page('pengumuman', 'type:pengumuman'), pageSet);
    const logged = captureLog();

    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    await until(() => !sharedClient().isReady);
    expect((await a.handler.get('/pengumuman', PAGE_CTX))?.value.html).toBe('pengumuman');
    await expect(a.handler.set('/artikel', page('artikel', 'type:artikel'), pageSet)).resolves.toBeUndefined();
    expect((await a.handler.get('/artikel', PAGE_CTX))?.value.html).toBe('artikel');
    await expect(a.handler.revalidateTag('type:artikel', { expire: 0 })).resolves.toBeUndefined();
    expect(await b.handler.get('/artikel', PAGE_CTX)).toBeNull();
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'cache.redis.fault', serving: 'local copy' }));
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'cache.revalidate.unshared', tags: ['type:artikel'] }));

    server = await startRedis();
    await until(() => sharedClient().isReady);
    await a.handler.set('/galeri', page('galeri', 'type:galeri'), pageSet);
    expect((await b.handler.get('/galeri', PAGE_CTX))?.value.html).toBe('galeri');
  }, 20_000);
});

describe('without REDIS_URL', () => {
  it("is Next's own cache in this process", async () => {
    const url = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const only = instance(buildDir('build-4'));
      await only.handler.set('/survei', page('survei', '_N_T_/survei'), pageSet);
      expect((await only.handler.get('/survei', PAGE_CTX))?.value.html).toBe('survei');
      // A later moment than the entry's (on a fast machine both can fall in one millisecond).
      await new Promise((resolve) => setTimeout(resolve, 5));
      await only.handler.revalidateTag('_N_T_/survei');
      expect(await only.handler.get('/survei', PAGE_CTX)).toBeNull();
      // A render racing that revalidation is dated before it, so the next visit renders again.
      await only.handler.set('/survei', page('survei lama', '_N_T_/survei'), pageSet);
      expect(await only.handler.get('/survei', PAGE_CTX)).toBeNull();
    } finally {
      process.env.REDIS_URL = url;
    }
  });

  it('keeps a search page an hour in Redis from its second ask, other pages three days', async () => {
    const dir = buildDir('ttl-build');
    const a = instance(dir);
    const search = page('<h1>Pencarian</h1>', 'wp:search,_N_T_/search/hasil/term%3Dzona');
    await a.handler.set(SEARCH_KEY, search, pageSet);
    expect(await a.handler.get(SEARCH_KEY, PAGE_CTX)).toBeNull();
    await a.handler.set(SEARCH_KEY, search, pageSet);
    expect((await a.handler.get(SEARCH_KEY, PAGE_CTX))?.value.html).toBe('<h1>Pencarian</h1>');
    await a.handler.set('/berita/arsip', page('<h1>Arsip</h1>', 'type:berita'), pageSet);
    const client = await redisClient();
    try {
      const ttl = async (key: string) => client.ttl((await client.keys(`bua:cache:ttl-build:entry:${key}`))[0]!);
      const searchTtl = await ttl(SEARCH_KEY);
      expect(searchTtl).toBeGreaterThan(3_500);
      expect(searchTtl).toBeLessThanOrEqual(3_600);
      expect(await ttl('/berita/arsip')).toBeGreaterThan(3 * 24 * 3600 - 100);
    } finally {
      await client.quit();
    }
  });
});

describe('what anonymous clients can make it store is bounded', () => {
  const NOT_FOUND = '<!DOCTYPE html><html><head><title>x</title><meta name="bua-status" content="404"/></head><body>404</body></html>';

  it('keeps a not-found view seconds in Redis and nowhere else', async () => {
    const dir = buildDir('not-found-build');
    const a = instance(dir);
    const b = instance(dir);
    await a.handler.set('/berita/tidak-ada-1', page(NOT_FOUND, 'wp:post:berita:tidak-ada-1'), pageSet);
    expect((await b.handler.get('/berita/tidak-ada-1', PAGE_CTX))?.value.html).toBe(NOT_FOUND);
    const client = await redisClient();
    try {
      const ttl = await client.ttl('bua:cache:not-found-build:entry:/berita/tidak-ada-1');
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(10);
      // Gone from Redis, nothing of it is left in memory.
      await client.del('bua:cache:not-found-build:entry:/berita/tidak-ada-1');
    } finally {
      await client.quit();
    }
    expect(await a.handler.get('/berita/tidak-ada-1', PAGE_CTX)).toBeNull();
    // A page that only mentions the marker in its body is a real page.
    await a.handler.set('/berita/tentang-404', page(`<html><head></head><body><pre>${NOT_FOUND}</pre></body></html>`, 'wp:post:berita:tentang-404'), pageSet);
    const again = await redisClient();
    await again.del('bua:cache:not-found-build:entry:/berita/tentang-404');
    await again.quit();
    expect(await a.handler.get('/berita/tentang-404', PAGE_CTX)).not.toBeNull();
  });

  it('stores free text (search pages, SAKIP filters, WordPress search answers) from the second ask, shared by the instances', async () => {
    const dir = buildDir('second-ask-build');
    const a = instance(dir);
    const b = instance(dir);
    const answer = { kind: 'FETCH', data: { headers: {}, body: 'W10=', url: 'http://wp/search?term=a', status: 200 }, revalidate: 60 };
    const fetchSet = { fetchCache: true, tags: ['wp', 'wp:search'], revalidate: 60 };
    const fetchGet = { kind: 'FETCH', tags: ['wp', 'wp:search'], softTags: [] };
    await a.handler.set('search-answer', answer, fetchSet);
    await a.handler.set(SAKIP_KEY, page('lkj', 'type:sakip'), pageSet);
    expect(await b.handler.get('search-answer', fetchGet)).toBeNull();
    expect(await b.handler.get(SAKIP_KEY, PAGE_CTX)).toBeNull();
    // Asked again, on the other instance: now kept, for both.
    await b.handler.set('search-answer', answer, fetchSet);
    await b.handler.set(SAKIP_KEY, page('lkj', 'type:sakip'), pageSet);
    expect((await a.handler.get('search-answer', fetchGet))?.value.data).toEqual(answer.data);
    expect((await a.handler.get(SAKIP_KEY, PAGE_CTX))?.value.html).toBe('lkj');
  });

  it("never keeps a route handler's answer other than 200 or 404 (Next answers OPTIONS with 204 and would keep it)", async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { storageOf } = require('./sharedCacheHandler.cjs') as { storageOf: (key: string, value: object, ctx: object) => string };
    const route = (status: number) => ({ kind: 'APP_ROUTE', status, body: Buffer.from(''), headers: {} });
    expect(storageOf('/route-cache/APP_ROUTE/ab/$/feed/-1.xml', route(204), {})).toBe('none');
    expect(storageOf('/route-cache/APP_ROUTE/ab/$/feed/x.xml', route(404), {})).toBe('brief');
    expect(storageOf('/route-cache/APP_ROUTE/ab/$/feed/berita.xml', route(200), {})).toBe('durable');
    const a = instance(buildDir('options-build'));
    await a.handler.set('/route-cache/APP_ROUTE/ab/$/feed/-1.xml', route(204), pageSet);
    expect(await a.handler.get('/route-cache/APP_ROUTE/ab/$/feed/-1.xml', { kind: 'APP_ROUTE' })).toBeNull();
  });

  it('keeps tag states without a TTL (a volatile-lru Redis evicts entries, never the news that one is out of date)', async () => {
    const a = instance(buildDir('tag-build'));
    await a.handler.set('/tagged', page('tagged', 'wp:post:berita:tagged'), pageSet);
    await a.handler.revalidateTag('wp:post:berita:tagged', { expire: 0 });
    const client = await redisClient();
    try {
      expect(await client.ttl('bua:cache:tag:wp:post:berita:tagged')).toBe(-1);
      expect(await client.ttl('bua:cache:tag-build:entry:/tagged')).toBeGreaterThan(0);
    } finally {
      await client.quit();
    }
  });

  it("reads the address of Next's keys, whichever form they take", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { pathnameOf } = require('./sharedCacheHandler.cjs') as { pathnameOf: (key: string) => string };
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { getRouteCacheKey } = require('next/dist/server/lib/route-cache-key') as { getRouteCacheKey: (pathname: string, owner: object) => string };
    expect(pathnameOf(getRouteCacheKey('/search/hasil/term=zona', { kind: 'APP_PAGE', sourceRoute: '/(site)/search/hasil/[query]/page' }))).toBe('/search/hasil/term=zona');
    expect(pathnameOf('/sakip')).toBe('/sakip');
  });

  it('uses REDIS_CACHE_URL for the cache when set (REDIS_URL or Sentinel keeps the security state)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { settings } = require('./sharedCacheHandler.cjs') as { settings: (env: Record<string, string>) => { target: { url?: string; sentinel?: { name: string } } | null } };
    expect(settings({ REDIS_URL: 'redis://state:6379', REDIS_CACHE_URL: 'redis://cache:6380' }).target).toEqual({ url: 'redis://cache:6380' });
    expect(settings({ REDIS_URL: 'redis://state:6379' }).target).toEqual({ url: 'redis://state:6379' });
    expect(settings({ REDIS_SENTINELS: '127.0.0.1:26379', REDIS_MASTER_NAME: 'bua' }).target?.sentinel?.name).toBe('bua');
    expect(settings({}).target).toBeNull();
  });

  it('without Redis, writes to disk only pages of real content', async () => {
    const url = process.env.REDIS_URL;
    delete process.env.REDIS_URL;
    try {
      const dir = buildDir('disk-build');
      let perRequest: (() => Handler) | undefined;
      jest.isolateModules(() => {
        /* eslint-disable @typescript-eslint/no-require-imports */
        const Handler = require('./sharedCacheHandler.cjs');
        const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
        /* eslint-enable @typescript-eslint/no-require-imports */
        // Next makes a handler for each request.
        perRequest = () => new Handler({ fs: nodeFs, serverDistDir: dir, flushToDisk: true, revalidatedTags: [], _requestHeaders: {} });
      });
      const handler = perRequest!();
      await handler.set('/berita/nyata', page('<html><head></head><body>nyata</body></html>', 'wp:post:berita:nyata'), pageSet);
      await handler.set('/berita/tidak-ada', page(NOT_FOUND, 'wp:post:berita:tidak-ada'), pageSet);
      for (let ask = 0; ask < 2; ask += 1) await perRequest!().set(SEARCH_KEY, page('cari', 'wp:search'), pageSet);
      await handler.set('answer-key', { kind: 'FETCH', data: { headers: {}, body: 'W10=', url: 'http://wp/x', status: 200 }, revalidate: 60 }, { fetchCache: true, tags: ['wp'], revalidate: 60 });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const written = (readdirSync(dir, { recursive: true }) as string[]).filter((name) => name.endsWith('.html') || name.includes('answer-key'));
      expect(written).toEqual([path.join('app', 'berita', 'nyata.html')]);
      expect(await handler.get('/berita/tidak-ada', PAGE_CTX)).toBeNull();
      expect((await handler.get(SEARCH_KEY, PAGE_CTX))?.value.html).toBe('cari');
    } finally {
      process.env.REDIS_URL = url;
    }
  });
});
