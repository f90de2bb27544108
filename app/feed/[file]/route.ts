import { CACHE_CONTROL } from '@/lib/cache/policy';
import { answerHeaders, unavailableText } from '@/lib/http/json';
import { FEED_NOT_FOUND_TEXT, feedTypeOfFile } from '@/lib/seo/feed';
import { renderTypeFeed } from '@/lib/seo/rss';
import { logEvent } from '@/lib/log/logger.cjs';

type Params = Promise<{ file: string }>;

/** Cached like a page, refreshed by the type's tag; lib/cache/policy.test.ts holds the number. */
export const revalidate = 60;

/** Each feed is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

/** /feed/{type}.xml: RSS 2.0 of the newest published posts of a type (lib/seo/rss.ts). */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const type = feedTypeOfFile((await params).file);
  if (!type) return new Response(FEED_NOT_FOUND_TEXT, { status: 404 });
  try {
    const xml = await renderTypeFeed(type);
    return new Response(xml, { headers: answerHeaders({ cacheControl: CACHE_CONTROL.feed, headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } }) });
  } catch (error) {
    logEvent('error', 'feed.failed', { type, error: error instanceof Error ? error.message : String(error) });
    return unavailableText('Feed temporarily unavailable');
  }
}
