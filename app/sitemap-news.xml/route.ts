import { connection } from 'next/server';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { NEWS_SITEMAP_MAX, NEWS_TYPES, newsEntries, newsSince, renderNewsSitemap } from '@/lib/seo/newsSitemap';
import { listRecentPosts } from '@/lib/wp';

/**
 * /sitemap-news.xml: Google News sitemap of the posts published in the last two days
 * (lib/seo/newsSitemap.ts). Served like /sitemap.xml (app/sitemap.ts): rendered per request from
 * the data cache (tags: each type and `wp:sitemap`, refreshed by /api/revalidate; 60 s safety
 * net), so `next build` never needs WordPress, a publish shows up at once and a post leaves when
 * it turns two days old.
 */
export async function GET(): Promise<Response> {
  // Request time, not build time; force-dynamic would also turn off the data cache.
  await connection();
  const now = new Date();
  const lists = await Promise.all(NEWS_TYPES.map((type) => listRecentPosts(type, { since: newsSince(now), limit: NEWS_SITEMAP_MAX })));
  return new Response(renderNewsSitemap(newsEntries(lists.flat(), now)), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.sitemap },
  });
}
