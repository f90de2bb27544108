import { cache } from 'react';
import { inferBureau } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { isValidSlug } from '@/lib/content/slug';
import { getPostBySlug, READER_STATUSES, WpError, STAFF_VIEW, type Post } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';

/**
 * A post as shown under a bureau address (/{type}/biro/{bureauId}/…): behaviour §5's bureau inference
 * puts the address's bureau first when it is a bureau, else the post keeps the bureau WordPress
 * (or its author) gives it.
 */
export function withRouteBureau(post: Post, routeBureauId?: string | null): Post {
  return routeBureauId === undefined || routeBureauId === null ? post : { ...post, bureauId: inferBureau({ routeBureauId, postBureau: post.bureauId }) };
}

/**
 * The published post of a detail page, or null for anything the 404 page should answer (behaviour §2.6
 * and 8: missing slug, unknown type, missing post, private for a visitor, an error of WordPress's
 * own answer). A WordPress outage (down, time-out, 5xx) is thrown instead: an existing post must
 * not become a 404 that is cached past the outage; the page answers 503 and renders
 * afresh once WordPress is back. Wrapped in React's cache so the page and its metadata share one call.
 */
export const loadPublicPost = cache(async (type: string, slug: string, routeBureauId?: string): Promise<Post | null> => {
  if (!isPostType(type) || !isValidSlug(slug)) return null;
  try {
    const post = await getPostBySlug(type as PostType, slug);
    return post && post.status === 'publish' ? withRouteBureau(post, routeBureauId) : null;
  } catch (error) {
    if (error instanceof WpError && error.isOutage) throw error;
    if (!(error instanceof WpError && error.isNotFound)) logEvent('error', 'post.load.failed', { type, slug, signedIn: false, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});


/**
 * The post of a detail page in the staff view (the signed-in twin routes): published or private,
 * read as the portal's staff reader; null for the 404 page as above.
 */
export const loadStaffPost = cache(async (type: string, slug: string, routeBureauId?: string): Promise<Post | null> => {
  if (!isPostType(type) || !isValidSlug(slug)) return null;
  try {
    const post = await getPostBySlug(type as PostType, slug, { reader: STAFF_VIEW });
    return post && (READER_STATUSES as readonly string[]).includes(post.status) ? withRouteBureau(post, routeBureauId) : null;
  } catch (error) {
    if (error instanceof WpError && error.isOutage) throw error;
    if (!(error instanceof WpError && error.isNotFound)) logEvent('error', 'post.load.failed', { type, slug, signedIn: true, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});
