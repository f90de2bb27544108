/** @jest-environment node */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { edgeHeaders } from './edgeKeys.cjs';
import { LIFETIMES } from './lifetimes.cjs';

/**
 * The edge keys on what Next's cache handler serves (lib/cache/sharedCacheHandler.cjs), in one
 * process without Redis: the same decoration runs on entries read from Redis (the Redis test).
 */
type Entry = { lastModified: number; value: Record<string, unknown> & { headers?: Record<string, string> } };
type Handler = {
  get(key: string, ctx: object): Promise<Entry | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
};

/* eslint-disable @typescript-eslint/no-require-imports -- the handler is plain CommonJS, as Next loads it */
const SharedCacheHandler = require('./sharedCacheHandler.cjs') as { new (ctx: object): Handler; withEdgeHeaders: (key: string, data: object | null) => Entry | null };
const { nodeFs } = require('next/dist/server/lib/node-fs-methods');
/* eslint-enable @typescript-eslint/no-require-imports */

const TAGS = 'wp,wp:type:berita,wp:post:berita:rapat,_N_T_/layout,_N_T_/berita/rapat';
const EDGE = edgeHeaders(TAGS);
const PAGE_CTX = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
const pageSet = { cacheControl: { revalidate: 60, expire: 31_536_000 }, isRoutePPREnabled: false, isFallback: false };

function page(html: string, tags: string, status = 200) {
  return { kind: 'APP_PAGE', html, rscData: Buffer.from('rsc'), segmentData: new Map(), headers: { 'x-next-cache-tags': tags }, status, postponed: undefined };
}

const distDirs: string[] = [];
afterAll(() => distDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function handler(): Handler {
  delete process.env.REDIS_URL;
  const serverDistDir = mkdtempSync(path.join(tmpdir(), 'bua-edge-'));
  distDirs.push(serverDistDir);
  return new SharedCacheHandler({ fs: nodeFs, serverDistDir, flushToDisk: false, revalidatedTags: [], _requestHeaders: {} });
}

describe('what the cache handler serves carries its edge keys', () => {
  it('a cached page: its keys and edge lifetime beside its own headers, the stored entry untouched', async () => {
    const cache = handler();
    await cache.set('/berita/rapat', page('<h1>Rapat</h1>', TAGS), pageSet);
    const served = await cache.get('/berita/rapat', PAGE_CTX);
    expect(EDGE['surrogate-key']).toBe('bua-site wp wp:type:berita wp:post:berita:rapat');
    expect(served?.value.headers).toEqual({ 'x-next-cache-tags': TAGS, ...EDGE });
    expect(served?.value.html).toBe('<h1>Rapat</h1>');
    // Served again: the same headers, not added twice.
    expect((await cache.get('/berita/rapat', PAGE_CTX))?.value.headers).toEqual({ 'x-next-cache-tags': TAGS, ...EDGE });
  });

  it('a fresh render: the object Next stores, which it then sends, carries them too', async () => {
    const cache = handler();
    const rendered = page('<h1>Baru</h1>', TAGS);
    await cache.set('/berita/baru', rendered, pageSet);
    expect(rendered.headers).toEqual({ 'x-next-cache-tags': TAGS, ...EDGE });
  });

  it('a fresh render that raced a change (it may show the old content) goes out without them: the edge keeps it a second', async () => {
    const cache = handler();
    await cache.revalidateTag('wp:type:berita', { expire: 0 });
    const raced = page('<h1>Lama?</h1>', TAGS);
    await cache.set('/berita/lama', raced, pageSet);
    expect(raced.headers).toEqual({ 'x-next-cache-tags': TAGS });
  });

  it("a route handler's answer (a feed, a sitemap) as well", () => {
    const feed = { kind: 'APP_ROUTE', status: 200, body: Buffer.from('<rss/>'), headers: { 'content-type': 'application/rss+xml', 'x-next-cache-tags': TAGS } };
    expect(SharedCacheHandler.withEdgeHeaders('/route-cache/APP_ROUTE/ab/$/feed/berita.xml', { lastModified: 1, value: feed })?.value.headers).toEqual({ ...feed.headers, ...EDGE });
  });

  it('keys computed afresh: an entry that was stored with old edge headers gets those of its own tags', () => {
    const stale = { ...page('x', '_N_T_/x'), headers: { 'x-next-cache-tags': '_N_T_/x', 'surrogate-key': 'old', 'surrogate-control': 'max-age=1' } };
    expect(SharedCacheHandler.withEdgeHeaders('/x', { lastModified: 1, value: stale })?.value.headers).toEqual({ 'x-next-cache-tags': '_N_T_/x', ...edgeHeaders('_N_T_/x') });
  });

  it('none on WordPress answers (FETCH), not-found views, redirects, or signed-in twins', () => {
    const fetched = { lastModified: 1, value: { kind: 'FETCH', data: { headers: {}, body: 'e30=', url: 'http://wp/x', status: 200 }, tags: ['wp'], revalidate: 60 } };
    expect(SharedCacheHandler.withEdgeHeaders('fetch-key', fetched)).toBe(fetched);
    const notFound = page('<html><head><meta name="bua-status" content="404"/></head><body></body></html>', TAGS);
    const headersOf = (key: string, value: object) => SharedCacheHandler.withEdgeHeaders(key, { lastModified: 1, value })?.value.headers;
    expect(headersOf('/berita/tidak-ada', notFound)).toEqual({ 'x-next-cache-tags': TAGS });
    expect(headersOf('/berita/tidak-ada', page('x', TAGS, 404))).toEqual({ 'x-next-cache-tags': TAGS });
    expect(headersOf('/berita/lama', page('', TAGS, 308))).toEqual({ 'x-next-cache-tags': TAGS });
    expect(headersOf('/internal/berita/rapat', page('x', TAGS))).toEqual({ 'x-next-cache-tags': TAGS });
    expect(headersOf('/route-cache/APP_PAGE/5f/$/internal/search/hasil/term=a', page('x', TAGS))).toEqual({ 'x-next-cache-tags': TAGS });
    expect(SharedCacheHandler.withEdgeHeaders('/x', null)).toBeNull();
  });
});

describe('a change purges its keys at the edge once its expiry is in effect', () => {
  it('tags expired through the handler (every revalidateTag of the portal) are purged at the edge, after the page no longer comes from the cache', async () => {
    const cache = handler();
    await cache.set('/berita/rapat', page('<h1>Rapat</h1>', TAGS), pageSet);
    const previous = { ...process.env };
    Object.assign(process.env, { EDGE_PURGE: 'varnish', EDGE_PURGE_URLS: 'http://127.0.0.1:6081' });
    // What the cache answers for the page at the moment the edge is told to fetch it again.
    const servedAtPurge: Array<Entry | null> = [];
    const fetch = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      servedAtPurge.push(await cache.get('/berita/rapat', PAGE_CTX));
      return new Response(null, { status: 200 });
    });
    jest.useFakeTimers();
    try {
      await cache.revalidateTag(['wp:post:berita:rapat', '_N_T_/berita/rapat'], { expire: 0 });
      // Sent once purges due at about the same time have gathered (LIFETIMES.edge.purgeGather).
      await jest.advanceTimersByTimeAsync(LIFETIMES.edge.purgeGather * 1000);
      expect(fetch).toHaveBeenCalledTimes(1);
      expect(fetch.mock.calls[0]![0]).toBe('http://127.0.0.1:6081/');
      expect((fetch.mock.calls[0]![1]!.headers as Record<string, string>)['xkey-purge']).toBe('wp:post:berita:rapat');
      expect(servedAtPurge).toEqual([null]);
    } finally {
      jest.useRealTimers();
      fetch.mockRestore();
      process.env = previous;
    }
  });

  it('without an edge (EDGE_PURGE unset) nothing is sent', async () => {
    const cache = handler();
    const fetch = jest.spyOn(globalThis, 'fetch');
    delete process.env.EDGE_PURGE;
    await cache.revalidateTag('wp:home', { expire: 0 });
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });
});
