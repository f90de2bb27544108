import type { MetadataRoute } from 'next';
import { connection } from 'next/server';
import { CONTENT_TYPES } from '@/lib/content/content-types';
import { buildSitemap } from '@/lib/seo/sitemap';
import { listPublishedSlugs } from '@/lib/wp';

/**
 * /sitemap.xml: the static pages plus every published post of the five types, read page by page
 * past WordPress's 100-per-page limit. Rendered per request from the data cache (tags: each type
 * and `wp:sitemap`, refreshed by /api/revalidate; 60 s safety net), so `next build` never needs
 * WordPress and a publish shows up at once. Fewer than 50,000 URLs: one file is enough.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Request time, not build time; force-dynamic would also turn off the data cache.
  await connection();
  const lists = await Promise.all(CONTENT_TYPES.map((type) => listPublishedSlugs(type)));
  return buildSitemap(Object.fromEntries(CONTENT_TYPES.map((type, index) => [type, lists[index]])));
}
