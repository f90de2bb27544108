import { CACHE_CONTROL } from '@/lib/cache/policy';
import { unavailableText } from '@/lib/http/json';
import { loadSitemapIndex } from '@/lib/loaders/sitemap';
import { sitemapIndexXml } from '@/lib/seo/sitemap';
import { isWordPressAway } from '@/lib/wp/errors';

/**
 * /sitemap.xml, the sitemap index (lib/seo/sitemapBlocks.ts), cached like a page: its list carries
 * `wp:sitemap-index`, which every post change expires, so a new child or a new date shows up at
 * once (lib/cache/policy.test.ts holds the number); sent with a Cache-Control shared caches may keep.
 */
export const revalidate = 60;

export async function GET(): Promise<Response> {
  let children;
  try {
    children = await loadSitemapIndex();
  } catch (error) {
    if (isWordPressAway(error)) return unavailableText('Sitemap temporarily unavailable');
    throw error;
  }
  return new Response(sitemapIndexXml(children), { headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.crawlerText } });
}
