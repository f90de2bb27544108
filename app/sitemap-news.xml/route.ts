import { CACHE_CONTROL } from '@/lib/cache/policy';
import { logEvent } from '@/lib/log/logger.cjs';
import { NEWS_SITEMAP_MAX, NEWS_TYPES, newsEntries, newsSince, renderNewsSitemap } from '@/lib/seo/newsSitemap';
import { listRecentPosts } from '@/lib/wp';
import { isBuildPhase } from '@/lib/config';
import { unavailableText } from '@/lib/http/json';
import { isWordPressAway } from '@/lib/wp/errors';

/**
 * Cached like /sitemap.xml: the lists carry each type's tag and `wp:sitemap`, which WordPress's
 * notices expire, so a publish shows up at once; rendered again at least every minute, so a post
 * leaves within a minute of turning two days old (lib/cache/policy.test.ts holds the number).
 */
export const revalidate = 60;

/** /sitemap-news.xml: Google News sitemap of the posts published in the last two days (lib/seo/newsSitemap.ts). */
export async function GET(): Promise<Response> {
  const now = new Date();
  let posts: Awaited<ReturnType<typeof listRecentPosts>> = [];
  try {
    const lists = await Promise.all(NEWS_TYPES.map((type) => listRecentPosts(type, { since: newsSince(now), limit: NEWS_SITEMAP_MAX })));
    posts = lists.flat();
  } catch (error) {
    // A build that cannot reach WordPress writes an empty one; at run time, 503 (the last good one is kept).
    if (!isBuildPhase()) {
      if (isWordPressAway(error)) return unavailableText('Sitemap temporarily unavailable');
      throw error;
    }
    logEvent('error', 'sitemap-news.build.posts_unavailable', { error: error instanceof Error ? error.message : String(error) });
  }
  return new Response(renderNewsSitemap(newsEntries(posts, now)), {
    headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.crawlerText },
  });
}
