/**
 * How long every cache of the portal keeps what, in seconds: the one table the rest reads.
 * Plain CommonJS because it is read from three worlds: the app (lib/cache/policy.ts), the code Next
 * loads at run time outside its bundler (the cache handler, the request layer in server/), and the
 * tests that hold the literals Next needs (`export const revalidate = 60` in app/) and the shipped
 * nginx configuration (deploy/nginx/) to it (lib/cache/lifetimes.test.ts).
 */
'use strict';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const LIFETIMES = Object.freeze({
  /** A rendered public page, reused before it is rendered again in the background (edits reach it sooner through its tags). */
  page: Object.freeze({
    /** Home, landing lists, bureau listings, post details, the archive, search, /share, feeds, sitemaps, robots. */
    content: MINUTE,
    /** A SAKIP document: documents change rarely. */
    sakipDocument: 5 * MINUTE,
    /** A share image: drawn again when its post changes (its tags), else once a day. */
    shareImage: DAY,
  }),
  /** WordPress's answers in Next's data cache (WP_REVALIDATE_SECONDS overrides the default). */
  wordpress: Object.freeze({
    answer: MINUTE,
    /** The visitor counts of the home page's statistics. */
    visitorCount: 30,
    /** A search answer (its pages are stored from their second ask only). */
    search: MINUTE,
  }),
  /** The cache Redis (lib/cache/sharedCacheHandler.cjs; REDIS_*_TTL_SECONDS override the defaults). */
  redis: Object.freeze({
    /** A page or answer, kept for stale serving through an outage. */
    entry: 3 * DAY,
    /** A page or answer keyed by free text (a search, a SAKIP filter), from its second ask. */
    freeText: HOUR,
    /** A not-found view: only to absorb repeats of one unknown address. */
    notFound: 10,
  }),
  /** What browsers and shared caches are told. */
  http: Object.freeze({
    /** An address that does not exist. */
    notFound: 10,
    /** A shared cache may serve a cached page this long while the portal errs or is unreachable. */
    staleIfError: DAY,
    /** "Come back in": a WordPress outage's 503. */
    outageRetryAfter: 30,
  }),
  /** The nginx front (deploy/nginx/): a micro-cache in front of the portal's own cache. */
  nginx: Object.freeze({
    /** Anonymous pages (and their 301, 302, 404), so a publish is visible through it within 5 s. */
    page: 2,
    /** A copy unused this long leaves the disk cache (until then it can be served stale in an outage). */
    unusedCopy: 10 * MINUTE,
    /** Build assets, named by content. */
    buildAsset: 30 * DAY,
    /** Optimised images. */
    image: 10 * MINUTE,
  }),
  /** A CDN or Varnish in front of everything (lib/cache/edgeKeys.cjs, lib/edge/). */
  edge: Object.freeze({
    /**
     * A public page or feed that carries its cache keys (Surrogate-Control, CDN-Cache-Control):
     * hours, because a change purges exactly its pages there; browsers keep page.content.
     */
    page: 4 * HOUR,
    /**
     * A page that shows counts changing without a notice (visits, survey votes: the home page):
     * no purge follows them, so the edge keeps it as long as the portal does (page.content).
     */
    liveCounts: MINUTE,
    /**
     * A change is purged at once and again after each of these seconds, for two kinds of old copy
     * that carry the keys and reach the edge after the first purge: an answer the edge was fetching
     * as the change came (the instance read its copy just before the change was shared; gone by
     * the first repeat), and a render that began before the change and was stored after it, yet
     * outside the cache handler's race window (the second: the time a page's render takes here,
     * measured up to 3 s with five pages rendered at once).
     */
    purgeRepeats: Object.freeze([1, 3]),
    /**
     * Purges due within this many seconds of each other go out as one: a change expires its own
     * pages and its lists in two calls a few milliseconds apart (lib/cache/refreshTags.ts), each
     * with its repeats. So the first purge leaves at most this long after the change.
     */
    purgeGather: 0.05,
  }),
});

module.exports = { LIFETIMES };
