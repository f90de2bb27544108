/**
 * The keys by which an edge cache (Varnish with xkey, Fastly, Cloudflare) purges the portal's
 * pages: a page's Next cache tags (lib/cache/policy.ts cacheTags), sent with every public answer
 * Next serves from its cache (lib/cache/sharedCacheHandler.cjs) and purged when a change expires
 * those tags (lib/edge/). Both sides go through edgeKey, so a tag always names the same key.
 *
 * Plain CommonJS because the cache handler is loaded by Next at run time, outside the bundler.
 */
'use strict';
const { createHash } = require('node:crypto');
const { LIFETIMES } = require('./lifetimes.cjs');

/** Next's implicit tags (one per path and layout, NEXT_CACHE_IMPLICIT_TAG_ID): the portal never purges by them. */
const IMPLICIT_TAG_PREFIX = '_N_T_';
/** Longer tags go as a hash: CDNs cap one key at 1 KB, and a key list must stay well within KEYS_MAX_BYTES. */
const KEY_MAX_LENGTH = 100;
/**
 * The most a page's key list may take (bytes of the space-separated form). It goes out twice
 * (Surrogate-Key and Cache-Tag) beside the security headers, and nginx reads an instance's headers
 * into one 4 KB buffer (proxy_buffer_size): more would be a 502. A page of this portal carries a
 * few hundred bytes, so more means something is wrong, and a page is better kept at the edge
 * briefly than kept for hours with part of its keys.
 */
const KEYS_MAX_BYTES = 1536;
/** Printable ASCII without the space and the comma, which separate keys in the headers. */
const SAFE_KEY = /^[\x21-\x2b\x2d-\x7e]+$/;

/** The edge key of one cache tag: the tag itself when it is safe as a key, else `h:` and 16 hex of its SHA-1; null for Next's implicit tags. */
function edgeKey(tag) {
  if (typeof tag !== 'string' || tag === '' || tag.startsWith(IMPLICIT_TAG_PREFIX)) return null;
  if (tag.length <= KEY_MAX_LENGTH && SAFE_KEY.test(tag)) return tag;
  return `h:${createHash('sha1').update(tag).digest('hex').slice(0, 16)}`;
}

/** The edge keys of some cache tags, each once, in their order. */
function edgeKeys(tags) {
  const keys = new Set();
  for (const tag of tags) {
    const key = edgeKey(tag);
    if (key) keys.add(key);
  }
  return [...keys];
}

/**
 * Tags of counts that change without a notice (cacheTags.visitorStats and surveyStats in
 * lib/cache/policy.ts): nothing purges a page that shows them, so it is kept at the edge only
 * LIFETIMES.edge.liveCounts.
 */
const LIVE_COUNT_TAGS = new Set(['wp:visitor-stats', 'wp:survey-stats']);

/**
 * How long the edge keeps a page (`maxAge` seconds), and a day of serving the old copy while the
 * portal errs or is unreachable, as Cache-Control already allows shared caches.
 */
function edgeLifetime(maxAge) {
  return `max-age=${maxAge}, stale-if-error=${LIFETIMES.http.staleIfError}`;
}

/**
 * The key of every public answer from the cache: a new build purges it (its pages name new script
 * files: scripts/cluster.sh restart, docs/deploying.md), and it is how a page that shows nothing
 * from WordPress (no other key: /profil) is purged at all.
 */
const SITE_KEY = 'bua-site';

/** The response headers edgeHeaders sets (lower case, as Node keeps them). */
const EDGE_HEADER_NAMES = Object.freeze(['surrogate-key', 'cache-tag', 'surrogate-control', 'cdn-cache-control']);

/**
 * The headers that let an edge keep a page for hours, from the page's `x-next-cache-tags` value
 * (comma-separated): its keys as Surrogate-Key (space-separated: Fastly, Varnish's xkey) and as
 * Cache-Tag (comma-separated: Cloudflare), and the edge's lifetime as Surrogate-Control (Fastly,
 * Varnish) and CDN-Cache-Control (Cloudflare and others, RFC 9213). Browsers go by Cache-Control,
 * which Next writes. Hours (LIFETIMES.edge.page), as a change purges the page; a minute
 * for a page with live counts. Every one also carries SITE_KEY. None at all without a tags header
 * or beyond KEYS_MAX_BYTES: an answer without the keys that purge it must not be kept for hours.
 */
function edgeHeaders(tagsHeader) {
  if (typeof tagsHeader !== 'string') return {};
  const tags = tagsHeader.split(',');
  const keys = [SITE_KEY, ...edgeKeys(tags)];
  const spaced = keys.join(' ');
  if (spaced.length > KEYS_MAX_BYTES) return {};
  const lifetime = edgeLifetime(tags.some((tag) => LIVE_COUNT_TAGS.has(tag)) ? LIFETIMES.edge.liveCounts : LIFETIMES.edge.page);
  return {
    'surrogate-key': spaced,
    'cache-tag': keys.join(','),
    'surrogate-control': lifetime,
    'cdn-cache-control': lifetime,
  };
}

module.exports = { edgeKey, edgeKeys, edgeHeaders, EDGE_HEADER_NAMES, LIVE_COUNT_TAGS, SITE_KEY, KEY_MAX_LENGTH, KEYS_MAX_BYTES };
