/**
 * Next's cache handler (next.config `cacheHandler`): the ISR page cache and the data cache of
 * every portal instance, shared through Redis when `REDIS_CACHE_URL` (or the state's Redis: `REDIS_URL`,
 * or Sentinel's `REDIS_SENTINELS` and `REDIS_MASTER_NAME`) is set (lib/redis/connect.cjs).
 *
 * Plain CommonJS because Next loads it at run time, outside the bundler; one build serves both
 * set-ups, so the choice is made per process:
 *
 * - Without Redis (npm run demo, one instance): Next's own file-system cache with its usual
 *   in-memory layer, except that only pages of real content go to disk (see storageOf).
 * - With Redis: entries live in Redis under the build id (an upgrade never reads the previous
 *   build's pages), tag revalidations are written to Redis and read back with each entry, so a
 *   `revalidateTag`/`revalidatePath` on any instance expires the entry for all of them. Each
 *   process keeps a write-through copy in memory (Next's file-system cache with flushing off,
 *   which also reads the pages prerendered at build time): it answers on a Redis miss, and in
 *   full while Redis is down or slower than REDIS_CACHE_TIMEOUT_MS. A Redis fault is logged and
 *   never fails a request.
 *
 * What anonymous clients can make it store is bounded (docs/deploying.md, "Sizing the cache"):
 * - a not-found view (an unknown address) is kept REDIS_NOT_FOUND_TTL_SECONDS in Redis and
 *   nowhere else, only to absorb repeats;
 * - a page or answer keyed by free text (search results, SAKIP filters, WordPress's search
 *   answers) is stored from the second time it is asked for within the search TTL: a flood of
 *   unique queries is answered but stores only their small "seen" marks;
 * - the memory copy is an LRU of LOCAL_MEMORY_BYTES, and the cache Redis is meant to run with
 *   `maxmemory` and `volatile-lru`: every entry carries a TTL and may be evicted, the tag states
 *   carry none and never are (a lost state would bring an expired page back). Security state
 *   (revocations, captcha, throttle, hand-over codes) lives in REDIS_URL's Redis, which never
 *   evicts; REDIS_CACHE_URL puts the cache in a Redis of its own.
 *
 * Every public page and feed it returns carries its edge keys (withEdgeHeaders), so a CDN or
 * Varnish in front may keep it for hours: a change purges exactly its pages there (lib/edge/).
 *
 * Tag state is Next's own (`tagsManifest`: per tag the moment it went stale and the moment it
 * expires); Redis only carries it between instances, so Next's rules for stale and expired
 * entries apply unchanged.
 */
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { cacheTarget, createRedis, open, watchHealth } = require('../redis/connect.cjs');
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { tagsManifest, areTagsExpired } = require('next/dist/server/lib/incremental-cache/tags-manifest.external');
const { logEvent } = require('../log/logger.cjs');
const { isNotFoundPage } = require('../http/statusMarks.cjs');
const { metrics } = require('../metrics/metrics.cjs');
const { LIFETIMES } = require('./lifetimes.cjs');
const { edgeHeaders, EDGE_HEADER_NAMES } = require('./edgeKeys.cjs');
const { purgeEdgeTags } = require('../edge/purger.cjs');

const TAGS_HEADER = 'x-next-cache-tags';
const KEY_PREFIX = 'bua:cache';
/** Next's default in-memory cache size; next.config sets 0 so that Next adds no layer of its own. */
const LOCAL_MEMORY_BYTES = 50 * 1024 * 1024;
/**
 * Pages keyed by free text: the cached searches (SEARCH_PAGE_BASE in lib/content/cachedSearch.ts),
 * their staff twins, and the filtered SAKIP lists (SAKIP_FILTER_BASE in lib/content/sakip.ts).
 */
const FREE_TEXT_PAGES = ['/search/hasil/', '/internal/search/hasil/', '/sakip/daftar/'];
/** The tag of WordPress's search answers (cacheTags.search in lib/cache/policy.ts). */
const SEARCH_TAG = 'wp:search';
/** "Seen once" marks kept in memory when Redis cannot keep them (oldest out); one per process, as Next makes a handler per request. */
const LOCAL_SEEN_MAX = 10_000;
const seenLocally = new Map();

function settings(env = process.env) {
  const number = (value, fallback) => (Number.isFinite(Number(value)) && Number(value) > 0 ? Number(value) : fallback);
  return {
    // The cache's own Redis (maxmemory, volatile-lru); else the one that also holds security state.
    target: cacheTarget(env),
    // Tens of milliseconds: a slow Redis must not make every page slow.
    timeoutMs: number(env.REDIS_CACHE_TIMEOUT_MS, 50),
    // How long an entry is kept for stale serving (e.g. through a WordPress outage).
    entryTtlSeconds: number(env.REDIS_CACHE_TTL_SECONDS, LIFETIMES.redis.entry),
    // Pages and answers keyed by free text (a query somebody typed twice).
    searchTtlSeconds: number(env.REDIS_SEARCH_CACHE_TTL_SECONDS, LIFETIMES.redis.freeText),
    // A not-found view: seconds, to absorb repeats of one unknown address, never days.
    notFoundTtlSeconds: number(env.REDIS_NOT_FOUND_TTL_SECONDS, LIFETIMES.redis.notFound),
  };
}

/** One Redis client per process, kept on globalThis (Next may load this file more than once). */
function sharedState(config) {
  const holder = globalThis;
  const slot = Symbol.for('bua.sharedCacheHandler');
  if (!holder[slot]) {
    const client = createRedis(config.target);
    const state = { client, faults: 0, lastReport: 0, firstConnect: null };
    watchHealth(client, {
      down: (error) => logEvent('error', 'cache.redis.down', { error }),
      up: () => logEvent('info', 'cache.redis.up', {}),
    });
    // The first requests after start wait for the first connection (2 s at most).
    state.firstConnect = open(client).then(() => (state.firstConnect = null));
    holder[slot] = state;
  }
  return holder[slot];
}

/** Buffers and Maps (page payloads, per-segment data) survive the trip through JSON. */
function encode(entry) {
  return JSON.stringify(entry, function replace(key, value) {
    const raw = this[key];
    if (raw instanceof Uint8Array) return { $b64: Buffer.from(raw).toString('base64') };
    if (raw instanceof Map) return { $map: [...raw] };
    return value;
  });
}

function decode(text) {
  return JSON.parse(text, (_key, value) => {
    if (value && typeof value === 'object' && typeof value.$b64 === 'string') return Buffer.from(value.$b64, 'base64');
    if (value && typeof value === 'object' && Array.isArray(value.$map)) return new Map(value.$map);
    return value;
  });
}

/** The tags that decide whether an entry is still good: a page's header, a fetch's own and implicit tags. */
function tagsOf(data, ctx) {
  const value = data && data.value;
  if (!value) return [];
  if (value.kind === 'FETCH') return [...new Set([...(ctx.tags || []), ...(ctx.softTags || []), ...(value.tags || [])])];
  const header = value.headers && value.headers[TAGS_HEADER];
  return typeof header === 'string' && header ? header.split(',') : [];
}

/**
 * How long a render may have been under way when one of its tags was revalidated. A page that
 * Next began to refresh in the background just before a publish finishes just after it, with the
 * old content; dated "now" it would count as newer than the publish and stay for a whole
 * revalidate period. So an entry stored within this window after one of its tags went stale or
 * expired is dated just before that moment: the next visit renders it again (visits within the
 * window render it again). Short, because through nginx's 2 s micro-cache it adds to the
 * publish → visible time of a list, which must stay within 5 s.
 */
const RENDER_RACE_MS = 1_000;

/** The date to give an entry stored `now` with these tags (see RENDER_RACE_MS). */
function renderedBefore(tags, now) {
  let date = now;
  for (const tag of tags) {
    const state = tagsManifest.get(tag);
    if (!state) continue;
    for (const moment of [state.expired, state.stale]) {
      if (typeof moment === 'number' && moment <= now && now - moment < RENDER_RACE_MS) date = Math.min(date, moment - 1);
    }
  }
  return date;
}

/**
 * The address of a page's entry. Next keys a page rendered on demand by its route and address
 * (`/route-cache/APP_PAGE/{route hash}/$/search/hasil/term=zona`, see Next's route-cache-key), a
 * page built ahead by its address alone.
 */
function pathnameOf(key) {
  const at = key.startsWith('/route-cache/') ? key.indexOf('/$/') : -1;
  return at === -1 ? key : key.slice(at + 2);
}

/**
 * How an entry may be kept:
 * - 'brief': a not-found view or any other 404, in Redis for seconds and nowhere else;
 * - 'second-ask': keyed by free text, stored from its second ask, in memory and Redis only;
 * - 'memory': WordPress's answers without Redis (memory only: random slugs never reach the disk);
 * - 'durable': a page of real content, everywhere Next would keep it;
 * - 'none': not kept at all.
 */
function storageOf(key, value, ctx) {
  if (!value) return 'durable';
  const pathname = pathnameOf(key);
  if (value.kind === 'FETCH') {
    const tags = [...(ctx.tags || []), ...(value.tags || [])];
    return tags.includes(SEARCH_TAG) ? 'second-ask' : 'memory';
  }
  if (value.status === 404 || (value.kind === 'APP_PAGE' && isNotFoundPage(value.html))) return 'brief';
  // A route handler's other answers are not content: Next also answers OPTIONS with 204 and would
  // keep that as the route's entry, which its next GET cannot send (a 500).
  if (value.kind === 'APP_ROUTE' && value.status !== undefined && value.status !== 200) return 'none';
  if (FREE_TEXT_PAGES.some((prefix) => pathname.startsWith(prefix))) return 'second-ask';
  return 'durable';
}

/**
 * An entry as served, with the edge headers of its tags (lib/cache/edgeKeys.cjs). Next copies a
 * cached page's or route answer's headers to the response (all but the tags header), so the keys
 * go out with every answer from the cache (and with a fresh render: `set`). Only real public
 * content gets them: not a not-found view or a redirect
 * (their own short lifetimes stand), nor a signed-in twin below /internal. Always computed afresh
 * on a copy: the memory layer hands out the object it keeps, which may carry the headers `set`
 * gave the fresh render, and Redis never holds them.
 */
function withEdgeHeaders(key, data, keyed = true) {
  const value = data && data.value;
  if (!value || (value.kind !== 'APP_PAGE' && value.kind !== 'APP_ROUTE')) return data;
  const headers = { ...value.headers };
  // Headers an older copy of this entry may carry from being served before: computed afresh.
  for (const name of EDGE_HEADER_NAMES) delete headers[name];
  if (keyed && isPublicContent(key, value)) Object.assign(headers, edgeHeaders(headers[TAGS_HEADER]));
  return { ...data, value: { ...value, headers } };
}

/** A page or route answer of real content for everyone: a 200, not a not-found view, not below /internal. */
function isPublicContent(key, value) {
  const pathname = pathnameOf(key);
  if (pathname === '/internal' || pathname.startsWith('/internal/')) return false;
  return (value.status === undefined || value.status === 200) && storageOf(key, value, {}) !== 'brief';
}

function buildIdOf(serverDistDir) {
  try {
    return fs.readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unknown-build';
  }
}

class SharedCacheHandler {
  constructor(ctx) {
    const config = settings();
    // At build time there is nothing to share with (and an open connection would keep the build alive).
    const shared = Boolean(config.target) && process.env.NEXT_PHASE !== 'phase-production-build' && !ctx.dev;
    this.config = config;
    this.local = new FileSystemCache({
      ...ctx,
      maxMemoryCacheSize: LOCAL_MEMORY_BYTES,
      // With Redis the local copy is memory only: disk writes of every instance would be wasted.
      flushToDisk: shared ? false : ctx.flushToDisk,
    });
    // The same memory (Next's LRU is one per process), never written to disk.
    this.memoryOnly = new FileSystemCache({ ...ctx, maxMemoryCacheSize: LOCAL_MEMORY_BYTES, flushToDisk: false });
    this.state = shared ? sharedState(config) : null;
    this.prefix = shared ? `${KEY_PREFIX}:${buildIdOf(ctx.serverDistDir || '.next/server')}` : '';
  }

  /**
   * A Redis command with the deadline; undefined when Redis is down, slow or failing. Writes carry
   * whole pages and wait longer: a reader waits for a read, nobody waits for a write.
   */
  async redis(what, command, timeoutMs = this.config.timeoutMs) {
    const state = this.state;
    if (state && state.firstConnect) await state.firstConnect;
    if (!state || !state.client.isReady) {
      this.fault(what, new Error('not connected'));
      return undefined;
    }
    let timer;
    try {
      return await Promise.race([
        command(state.client),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(`no answer in ${timeoutMs} ms`)), timeoutMs))),
      ]);
    } catch (error) {
      this.fault(what, error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Loud but bounded: the first fault, then one line every 10 s with the count meanwhile. */
  fault(what, error) {
    const state = this.state;
    metrics.redisFaults.inc({ store: 'cache' });
    state.faults += 1;
    const now = Date.now();
    if (now - state.lastReport < 10_000) return;
    logEvent('error', 'cache.redis.fault', { what, error: error.message, faults: state.faults, serving: 'local copy' });
    state.lastReport = now;
    state.faults = 0;
  }

  writeTimeoutMs() {
    return Math.max(this.config.timeoutMs * 5, 250);
  }

  entryKey(key) {
    return `${this.prefix}:entry:${key}`;
  }

  tagKey(tag) {
    return `${KEY_PREFIX}:tag:${tag}`;
  }

  seenKey(key) {
    return `${this.prefix}:seen:${key}`;
  }

  /**
   * Whether `key` was asked for before within the search TTL (and marks it so). Shared through
   * Redis when it answers, else this process's bounded memory of marks.
   */
  async seenBefore(key) {
    if (this.state) {
      const fresh = await this.redis('seen', (client) => client.set(this.seenKey(key), '1', { NX: true, EX: this.config.searchTtlSeconds }));
      if (fresh !== undefined) return fresh === null;
    }
    const seen = seenLocally.delete(key);
    seenLocally.set(key, true);
    if (seenLocally.size > LOCAL_SEEN_MAX) seenLocally.delete(seenLocally.keys().next().value);
    return seen;
  }

  async get(key, ctx) {
    if (!this.state) {
      const data = await this.local.get(key, ctx);
      metrics.cacheLookups.inc({ layer: 'memory', result: data ? 'hit' : 'miss' });
      return withEdgeHeaders(key, data);
    }
    const stored = await this.redis('get', (client) => client.get(this.entryKey(key)));
    let data = null;
    if (typeof stored === 'string') {
      try {
        data = decode(stored);
      } catch (error) {
        this.fault('decode', error);
      }
    }
    metrics.cacheLookups.inc({ layer: 'redis', result: data ? 'hit' : 'miss' });
    if (!data) {
      data = await this.local.get(key, ctx);
      metrics.cacheLookups.inc({ layer: 'memory', result: data ? 'hit' : 'miss' });
    }
    if (!data) return null;
    const tags = tagsOf(data, ctx);
    // Unsure whether another instance expired it (Redis did not answer): served, but without keys,
    // so the edge keeps it a second and not for hours.
    const synced = tags.length === 0 || (await this.syncTags(tags));
    return areTagsExpired(tags, data.lastModified) ? null : withEdgeHeaders(key, data, synced);
  }

  /** Brings the tag state other instances wrote into this process's manifest; false when Redis did not answer. */
  async syncTags(tags) {
    const states = await this.redis('tags', (client) => client.mGet(tags.map((tag) => this.tagKey(tag))));
    if (!states) return false;
    states.forEach((text, index) => {
      if (typeof text !== 'string') return;
      try {
        tagsManifest.set(tags[index], JSON.parse(text));
      } catch {
        // A foreign value under our key: ignore it, the local state stands.
      }
    });
    return true;
  }

  /**
   * Stores a render. The answer Next then sends for it is this very object, so a page or feed gets
   * its edge keys here as well: the edge keeps a fresh render and purges it like any copy from the
   * cache. Not one that raced a change (dated before it, see RENDER_RACE_MS), which may show the
   * old content: without keys the edge keeps it a second.
   */
  async set(key, data, ctx) {
    const keyed = await this.store(key, data, ctx);
    if (data && (data.kind === 'APP_PAGE' || data.kind === 'APP_ROUTE')) data.headers = withEdgeHeaders(key, { value: data }, keyed).value.headers;
  }

  /**
   * Stores `data` where its kind belongs. True when the render may carry its edge keys: stored,
   * dated now (it raced no change), and the tags' state read from the other instances.
   */
  async store(key, data, ctx) {
    const now = Date.now();
    const value = data && data.kind === 'FETCH' ? { ...data, tags: ctx.fetchCache ? ctx.tags : data.tags } : data;
    const storage = storageOf(key, value, ctx);
    if (storage === 'none') return false;
    if (storage === 'second-ask' && !(await this.seenBefore(key))) return false;
    const tags = value ? tagsOf({ value }, ctx) : [];
    const synced = !this.state || tags.length === 0 || (await this.syncTags(tags));
    const lastModified = renderedBefore(tags, now);
    const keyable = synced && lastModified === now;
    if (storage === 'durable') await this.local.set(key, data, ctx);
    else if (storage !== 'brief') await this.memoryOnly.set(key, data, ctx);
    // Next dates its own copy "now"; one that raced a revalidation keeps the earlier date.
    const own = FileSystemCache.memoryCache && FileSystemCache.memoryCache.get(key);
    if (own && own.lastModified > lastModified) own.lastModified = lastModified;
    if (!this.state) return keyable;
    if (!data) {
      await this.redis('delete', (client) => client.del(this.entryKey(key)));
      return false;
    }
    const entry = { lastModified, value, cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl };
    const ttl = { brief: this.config.notFoundTtlSeconds, 'second-ask': this.config.searchTtlSeconds }[storage] || this.config.entryTtlSeconds;
    await this.redis('set', (client) => client.set(this.entryKey(key), encode(entry), { EX: ttl }), this.writeTimeoutMs());
    return keyable;
  }

  /**
   * Tags expired (a change, lib/cache/refreshTags.ts): here, in this process, in Redis for the
   * other instances, and then, with the expiry in effect everywhere, at the edge (lib/edge/).
   */
  async revalidateTag(tags, durations) {
    await this.local.revalidateTag(tags, durations);
    await this.shareTags(tags);
    void purgeEdgeTags(typeof tags === 'string' ? [tags] : tags);
  }

  /** Writes the expiry of `tags` to Redis, where the other instances read it. */
  async shareTags(tags) {
    if (!this.state) return;
    const list = (typeof tags === 'string' ? [tags] : tags).filter((tag) => tagsManifest.has(tag));
    if (list.length === 0) return;
    // No TTL: under volatile-lru only entries are evicted, never the news that one is out of date.
    // Tags name real content (WordPress's notices), so their number follows the content's.
    const written = await this.redis('revalidate', (client) => {
      const batch = client.multi();
      for (const tag of list) batch.set(this.tagKey(tag), JSON.stringify(tagsManifest.get(tag)));
      return batch.exec();
    }, this.writeTimeoutMs());
    if (written === undefined) {
      logEvent('error', 'cache.revalidate.unshared', { tags: list, effect: 'other instances keep these pages until their own time runs out' });
    }
  }

  resetRequestCache() {
    this.local.resetRequestCache();
  }
}

module.exports = SharedCacheHandler;
module.exports.default = SharedCacheHandler;
module.exports.encode = encode;
module.exports.decode = decode;
module.exports.FREE_TEXT_PAGES = FREE_TEXT_PAGES;
module.exports.storageOf = storageOf;
module.exports.pathnameOf = pathnameOf;
module.exports.withEdgeHeaders = withEdgeHeaders;
module.exports.settings = settings;
