import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { loadSitemap } from '@/lib/loaders/sitemap';

/**
 * /sitemap.xml, cached like a page: the slug lists carry each type's tag and `wp:sitemap`, which
 * WordPress's notices expire, so a publish shows up at once (lib/cache/policy.test.ts holds the
 * number); sent with a Cache-Control shared caches may keep (Next's sitemap.ts convention says
 * max-age=0).
 */
export const revalidate = 60;

export async function GET(): Promise<Response> {
  return new Response(resolveSitemap(await loadSitemap()), { headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.crawlerText } });
}
