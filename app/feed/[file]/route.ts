import { CONTENT_TYPES } from '@/lib/content/content-types';
import { FEED_SIZE, feedChannel, feedEntries, feedTypeOfFile } from '@/lib/seo/feed';
import { renderRss } from '@/lib/seo/rss';
import { getPosts } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';
import { CACHE_CONTROL } from '@/lib/cache/policy';

type Params = Promise<{ file: string }>;

/**
 * /feed/{type}.xml: RSS 2.0 of the newest published posts of a type. Rendered per request from the
 * data cache (getPosts carries the type's tag, refreshed by /api/revalidate), so the build never
 * needs WordPress. Readers may cache it for a minute.
 */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const type = feedTypeOfFile((await params).file);
  if (!type) return new Response(`Not found. Feeds: ${CONTENT_TYPES.map((name) => `/feed/${name}.xml`).join(', ')}`, { status: 404 });
  try {
    const { posts } = await getPosts({ type, perPage: FEED_SIZE });
    const entries = feedEntries(posts);
    return new Response(renderRss(feedChannel(type, entries), entries), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': CACHE_CONTROL.feed },
    });
  } catch (error) {
    logEvent('error', 'feed.failed', { type, error: error instanceof Error ? error.message : String(error) });
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } });
  }
}
