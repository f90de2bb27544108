import { cache } from 'react';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { getPostBySlug, READER_STATUSES, WpError, type Post } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';

/** WordPress slugs: letters, digits, hyphens, underscores and percent-encoded characters. */
const SLUG = /^[a-z0-9%_-]{1,200}$/i;

export function isValidSlug(slug: string): boolean {
  return SLUG.test(slug);
}

/**
 * The published post of a detail page, or null for anything the 404 page should answer (spec 2.6
 * and 8: missing slug, unknown type, missing post, private for a visitor, an error of WordPress's
 * own answer). A WordPress outage (down, time-out, 5xx) is thrown instead: an existing post must
 * not become a 404 that is cached past the outage (issue 11); the page answers 503 and renders
 * afresh once WordPress is back. Wrapped in React's cache so the page and its metadata share one call.
 */
export const loadPublicPost = cache(async (type: string, slug: string, routeBureauId?: string): Promise<Post | null> => {
  if (!isPostType(type) || !isValidSlug(slug)) return null;
  try {
    const post = await getPostBySlug(type as PostType, slug, { routeBureauId });
    return post && post.status === 'publish' ? post : null;
  } catch (error) {
    if (error instanceof WpError && error.isOutage) throw error;
    if (!(error instanceof WpError && error.isNotFound)) logEvent('error', 'post.load.failed', { type, slug, signedIn: false, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});


/**
 * The post of a detail page for a signed-in user (the signed-in twin routes): published or
 * private, read with the user's token (never cached); null for the 404 page as above.
 */
export const loadPostForUser = cache(async (type: string, slug: string, token: string, routeBureauId?: string): Promise<Post | null> => {
  if (!isPostType(type) || !isValidSlug(slug)) return null;
  try {
    const post = await getPostBySlug(type as PostType, slug, { routeBureauId, token });
    return post && (READER_STATUSES as readonly string[]).includes(post.status) ? post : null;
  } catch (error) {
    if (error instanceof WpError && error.isOutage) throw error;
    if (!(error instanceof WpError && (error.isNotFound || error.isAuthError))) logEvent('error', 'post.load.failed', { type, slug, signedIn: true, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});
