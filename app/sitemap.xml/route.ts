import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { unavailableText } from '@/lib/http/json';
import { loadSitemap } from '@/lib/loaders/sitemap';
import { isWordPressAway } from '@/lib/wp/errors';

/**
 * /sitemap.xml, cached like a page: the slug lists carry each type's tag and `wp:sitemap`, which
 * WordPress's notices expire, so a publish shows up at once (lib/cache/policy.test.ts holds the
 * number); sent with a Cache-Control shared caches may keep (Next's sitemap.ts convention says
 * max-age=0).
 */
export const revalidate = 60;

export async function GET(): Promise<Response> {
  let sitemap;
  try {
    sitemap = await loadSitemap();
  } catch (error) {
    if (isWordPressAway(error)) return unavailableText('Sitemap temporarily unavailable');
    throw error;
  }
  return new Response(resolveSitemap(sitemap), { headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.crawlerText } });
}
