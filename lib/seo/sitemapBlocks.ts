import { CONTENT_TYPES, isContentType, type ContentType } from '@/lib/content/content-types';

/**
 * How the sitemap is split (the protocol allows 50,000 addresses per file): /sitemap.xml is an
 * index of children, one of the static pages and, per content type, one per block of
 * SITEMAP_CHILD_POSTS consecutive post IDs (10,000 by default; the tests set a small one). A post
 * keeps its ID for life, so a change concerns one child, which its notice expires with the index
 * (lib/cache/policy.ts): the cost of a publish does not grow with the archive.
 */
export const SITEMAP_MAX_URLS = 50_000;
/**
 * A child's default size, a fifth of the protocol's limit: a child is rendered whole on its first
 * visit and after each change to one of its posts, and 50,000 addresses (8 MB) take the portal
 * seconds to render and keep; 10,000 take about half a second, for a few more lines in the index.
 */
export const SITEMAP_DEFAULT_URLS = 10_000;

/** Post IDs per child: SITEMAP_CHILD_POSTS, 1–50,000. */
export function sitemapBlockSize(env: NodeJS.ProcessEnv = process.env): number {
  const asked = Math.trunc(Number(env.SITEMAP_CHILD_POSTS));
  return Number.isFinite(asked) && asked >= 1 ? Math.min(asked, SITEMAP_MAX_URLS) : SITEMAP_DEFAULT_URLS;
}

/** The block a post's ID falls in. */
export function sitemapBlockOf(id: number, size = sitemapBlockSize()): number {
  return Math.floor(id / size);
}

/** The child of the static pages. */
export const PAGES_SITEMAP_PATH = '/sitemaps/halaman.xml';

/** A child of a type's posts: /sitemaps/{type}-{block}.xml. */
export function postsSitemapPath(type: ContentType, block: number): string {
  return `/sitemaps/${type}-${block}.xml`;
}

export type SitemapChild = { kind: 'pages' } | { kind: 'posts'; type: ContentType; block: number };

/** The child a /sitemaps/{file} names, or null (a 404) for any other file. */
export function sitemapChildOf(file: string): SitemapChild | null {
  if (`/sitemaps/${file}` === PAGES_SITEMAP_PATH) return { kind: 'pages' };
  const match = /^([a-z]+)-(\d{1,6})\.xml$/.exec(file);
  // One spelling per child (no leading zeros): each is one cache entry.
  if (!match || !isContentType(match[1]) || !CONTENT_TYPES.includes(match[1]) || String(Number(match[2])) !== match[2]) return null;
  return { kind: 'posts', type: match[1], block: Number(match[2]) };
}
