import { isBureauId } from '@/lib/content/bureaus';
import type { ContentType } from '@/lib/content/content-types';
import { LIFETIMES } from './lifetimes.cjs';
import { sitemapBlockOf } from '@/lib/seo/sitemapBlocks';

/**
 * The portal's caching policy in one place: the cache tags of WordPress answers, how long pages
 * and answers are reused, what a post change expires, and the Cache-Control of each kind of
 * answer. lib/wp tags its fetches with these, the webhook (lib/webhook/receive.ts) and the staff
 * routes expire them, route handlers (through lib/http/json.ts) and the proxy send these headers.
 */

/** Cache tags of WordPress answers (lib/wp puts them on its fetches). */
export const cacheTags = {
  all: 'wp',
  type: (type: ContentType) => `wp:type:${type}`,
  post: (type: ContentType, slugOrId: string | number) => `wp:post:${type}:${slugOrId}`,
  bureau: (bureauId: string) => `wp:bureau:${bureauId}`,
  media: (id: number) => `wp:media:${id}`,
  surveyStats: 'wp:survey-stats',
  visitorStats: 'wp:visitor-stats',
  search: 'wp:search',
  /** Answers only the home page reads (other home data carries its type tags already). */
  home: 'wp:home',
  /** The news sitemap's lists. */
  sitemap: 'wp:sitemap',
  /** The sitemap index's list of blocks (lib/seo/sitemapBlocks.ts). */
  sitemapIndex: 'wp:sitemap-index',
  /** One child sitemap's posts: a type's block of IDs. */
  sitemapBlock: (type: ContentType, block: number) => `wp:sitemap:${type}:${block}`,
  /** The staff reader's reads (lib/wp/client.ts staffReader), which all signed-in staff share: expired at once by any post change. */
  staffShared: 'wp:staff-shared',
} as const;

/**
 * Seconds a rendered public page is reused before it is rendered again in the background. Next reads
 * a page's `export const revalidate` statically, so each page writes the number itself;
 * lib/cache/lifetimes.test.ts holds every page to this table. WordPress answers are reused
 * LIFETIMES.wordpress.answer (WP_REVALIDATE_SECONDS); a page is refreshed at the lower of the two.
 * Every other cache's times are in the same table (lib/cache/lifetimes.cjs).
 */
export const PAGE_REVALIDATE_SECONDS = LIFETIMES.page;

/**
 * The first path segments of what no shared cache keeps (the APIs, sign-in, the staff screens and
 * the signed-in twins): the nginx front and the edge pass them on, and deploying.md names them for
 * a CDN; lib/cache/unshared.test.ts holds the shipped configurations to this list.
 */
export const UNSHARED_SECTIONS = ['api', 'admin', 'redaktur', 'profile', 'login', 'auth', 'internal'] as const;

/** How long a client is asked to wait before trying again while WordPress is away (the 503's Retry-After). */
export const OUTAGE_RETRY_AFTER_SECONDS = LIFETIMES.http.outageRetryAfter;

/** Cache-Control of each kind of answer that is not a cached page (Next writes those itself). */
export const CACHE_CONTROL = {
  /** API answers, sign-in steps: never kept anywhere. */
  noStore: 'no-store',
  /** The login captcha image: never kept, and never reused by the browser either. */
  captcha: 'no-store, max-age=0',
  /** Answers for one signed-in user (staff API, previews, the editor hand-over). */
  privateNoStore: 'private, no-store',
  /** A signed-in visitor's page (proxy.ts): never from or into a shared cache, never reused by the browser. */
  signedInPage: 'private, no-cache, no-store, max-age=0, must-revalidate',
  /** RSS feeds: the same for everyone, a minute old at most. */
  feed: `public, max-age=${PAGE_REVALIDATE_SECONDS.content}`,
  /** Robots and the sitemap: like a page (a minute), for crawlers and shared caches alike. */
  crawlerText: `public, max-age=${PAGE_REVALIDATE_SECONDS.content}, s-maxage=${PAGE_REVALIDATE_SECONDS.content}, stale-while-revalidate=${PAGE_REVALIDATE_SECONDS.content}`,
  /** A share image: kept a day by crawlers and CDNs (the portal draws it again when the post changes). */
  shareImage: `public, max-age=${PAGE_REVALIDATE_SECONDS.shareImage}, stale-while-revalidate=${PAGE_REVALIDATE_SECONDS.shareImage}`,
  /** An address that does not exist: seconds, to absorb repeats. */
  notFound: `public, max-age=${LIFETIMES.http.notFound}`,
} as const;

/** A post that changed: every slug it was reachable under during the change, and its bureau. */
export interface PostChange {
  type: ContentType;
  id: number;
  slugs: readonly string[];
  bureau?: string | null;
}

export interface TagsToRefresh {
  /** Tags of pages that show the post itself: expired at once, the next visit renders afresh. */
  now: string[];
  /** Lists and indexes that merely mention it: served stale once while they refresh. */
  soon: string[];
}

/**
 * What a post change expires (WordPress's webhook, a staff delete or review alike): the post by
 * each slug and by id at once, and every read staff share (a signed-in page shows a change on its
 * next view, as it did when those reads were not cached); its type's lists (landing, bureau lists, archive, related blocks
 * and feeds carry them), its bureau and home soon after. Search at once: its pages are drawn
 * from the search index's answers, kept under the same tag, and a page refreshed behind a stale
 * visit would be drawn from the stale answer again (two layers, each served stale once); its
 * renders are milliseconds. Never `wp` itself, which would empty the whole cache.
 */
export function tagsAfterPostChange(change: PostChange): TagsToRefresh {
  // The sitemaps too: crawlers read them rarely, and a stale one would tell them old dates. Of the
  // sitemap, only the index and the post's own child: a publish costs the same at any archive size.
  const sitemaps = [cacheTags.sitemap, cacheTags.sitemapIndex, cacheTags.sitemapBlock(change.type, sitemapBlockOf(change.id))];
  const now = [...change.slugs.map((slug) => cacheTags.post(change.type, slug)), cacheTags.post(change.type, change.id), cacheTags.staffShared, ...sitemaps, cacheTags.search];
  const soon = [cacheTags.type(change.type), ...(isBureauId(change.bureau) ? [cacheTags.bureau(change.bureau)] : []), cacheTags.home];
  return { now: [...new Set(now)], soon };
}
