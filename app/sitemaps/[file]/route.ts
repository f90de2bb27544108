import { resolveSitemap } from 'next/dist/build/webpack/loaders/metadata/resolve-route-data';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { answerHeaders, unavailableText } from '@/lib/http/json';
import { loadSitemapChild } from '@/lib/loaders/sitemap';
import { sitemapChildOf } from '@/lib/seo/sitemapBlocks';
import { isWordPressAway } from '@/lib/wp/errors';

type Params = Promise<{ file: string }>;

/** Cached like a page, refreshed by its own tag (a change of one of its posts); lib/cache/policy.test.ts holds the number. */
export const revalidate = 60;

/** Each child is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

/** No such child (an unknown name, or a block without a published post): kept briefly, like a 404 page. */
const notFound = () => new Response('Sitemap not found', { status: 404, headers: answerHeaders({ cacheControl: CACHE_CONTROL.notFound, headers: { 'Content-Type': 'text/plain; charset=utf-8' } }) });

/** /sitemaps/{file}: one child of the sitemap index, the static pages or a type's block of posts (≤ 50,000). */
export async function GET(_request: Request, { params }: { params: Params }): Promise<Response> {
  const child = sitemapChildOf((await params).file);
  if (!child) return notFound();
  let entries;
  try {
    entries = await loadSitemapChild(child);
  } catch (error) {
    if (isWordPressAway(error)) return unavailableText('Sitemap temporarily unavailable');
    throw error;
  }
  if (!entries) return notFound();
  return new Response(resolveSitemap(entries), { headers: { 'Content-Type': 'application/xml', 'Cache-Control': CACHE_CONTROL.crawlerText } });
}
