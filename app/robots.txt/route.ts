import { resolveRobots } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { robots } from '@/lib/seo/robots';

/**
 * /robots.txt, cached like a page (lib/cache/policy.test.ts holds the number) and sent with a
 * Cache-Control shared caches may keep (Next's robots.ts convention says max-age=0). Rendered again
 * within a minute of start, so the sitemap address follows SITE_URL as set at run time.
 */
export const revalidate = 60;

export function GET(): Response {
  return new Response(resolveRobots(robots()), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': CACHE_CONTROL.crawlerText } });
}
