import type { MetadataRoute } from 'next';
import { CONTENT_TYPES } from '@/lib/content/content-types';
import { logEvent } from '@/lib/log/logger.cjs';
import { buildSitemap } from '@/lib/seo/sitemap';
import { listPublishedSlugs } from '@/lib/wp';
import { isBuildPhase } from '@/lib/config';

/**
 * What /sitemap.xml lists (app/sitemap.xml/route.ts writes it): the static pages plus every published post of the
 * five types, read page by page past WordPress's 100-per-page limit. Fewer than 50,000 URLs: one
 * file is enough.
 */
export async function loadSitemap(): Promise<MetadataRoute.Sitemap> {
  try {
    const lists = await Promise.all(CONTENT_TYPES.map((type) => listPublishedSlugs(type)));
    return buildSitemap(Object.fromEntries(CONTENT_TYPES.map((type, index) => [type, lists[index]])));
  } catch (error) {
    // A build that cannot reach WordPress lists the static pages; the first visit renders it whole.
    // At run time a failure is thrown: Next keeps serving the last good sitemap.
    if (!isBuildPhase()) throw error;
    logEvent('error', 'sitemap.build.posts_unavailable', { error: error instanceof Error ? error.message : String(error) });
    return buildSitemap(Object.fromEntries(CONTENT_TYPES.map((type) => [type, []])));
  }
}
