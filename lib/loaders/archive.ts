import { cache } from 'react';
import { isBuildPhase } from '@/lib/config';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope, WpError, type PostList } from '@/lib/wp';
import { type Reader } from '@/lib/auth/visibility';

/** The page number of /berita/arsip/{page}: plain numbers from 2 on ('1' redirects to the archive in next.config.ts). */
export function parseArchivePage(value: string): number | null {
  return /^[1-9]\d{0,5}$/.test(value) && value !== '1' ? Number(value) : null;
}

/**
 * One archive page, or null for a page past the last one (WordPress answers 400 for it). With a
 * signed-in reader (the signed-in twin route) private news is listed too.
 * Once per request: the page's metadata and its body read the same list.
 */
export const loadArchivePage = cache(async (page: number, reader?: Reader): Promise<PostList | null> => {
  try {
    const list = await getPosts({ type: 'berita', page, perPage: LISTING.archivePageSize, ...readerScope(reader) });
    return page > 1 && list.posts.length === 0 ? null : list;
  } catch (error) {
    if (error instanceof WpError && error.code === 'rest_post_invalid_page_number') return null;
    // A build without WordPress still completes: the first page is built empty and filled by its
    // first regeneration, as the home page is.
    if (error instanceof WpError && error.isOutage && isBuildPhase()) return { posts: [], totalPages: 1, totalPosts: 0 };
    throw error;
  }
});
