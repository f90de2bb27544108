import type { MetadataRoute } from 'next';
import { logEvent } from '@/lib/log/logger.cjs';
import { pagesSitemap, postsSitemap, type SitemapIndexEntry } from '@/lib/seo/sitemap';
import { PAGES_SITEMAP_PATH, postsSitemapPath, sitemapBlockSize, type SitemapChild } from '@/lib/seo/sitemapBlocks';
import { readSitemapBlocks } from '@/lib/wp/sitemap/readSitemapBlocks';
import { readSitemapPosts } from '@/lib/wp/sitemap/readSitemapPosts';
import { isBuildPhase } from '@/lib/config';

/**
 * What /sitemap.xml lists (app/sitemap.xml/route.ts): the child of the static pages, then one
 * child per type and block of IDs that holds a published post, dated by its last change (one
 * WordPress request). A build that cannot reach WordPress lists the static pages' child; at run
 * time a failure is thrown: Next keeps serving the last good index.
 */
export async function loadSitemapIndex(): Promise<SitemapIndexEntry[]> {
  const pages: SitemapIndexEntry = { path: PAGES_SITEMAP_PATH };
  try {
    const blocks = await readSitemapBlocks(sitemapBlockSize());
    return [pages, ...blocks.map((block) => ({ path: postsSitemapPath(block.type, block.block), lastModified: block.modified }))];
  } catch (error) {
    if (!isBuildPhase()) throw error;
    logEvent('error', 'sitemap.build.posts_unavailable', { error: error instanceof Error ? error.message : String(error) });
    return [pages];
  }
}

/** One child (app/sitemaps/[file]/route.ts): the static pages, or a block's posts (one WordPress request); null when the block has none. */
export async function loadSitemapChild(child: SitemapChild): Promise<MetadataRoute.Sitemap | null> {
  if (child.kind === 'pages') return pagesSitemap();
  const entries = postsSitemap(child.type, await readSitemapPosts(child.type, child.block, sitemapBlockSize()));
  return entries.length ? entries : null;
}
