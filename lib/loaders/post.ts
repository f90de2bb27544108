import { cache } from 'react';
import { inferBureau } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { isValidSlug } from '@/lib/content/slug';
import { getPostBySlug, WpError, type Post } from '@/lib/wp';
import { isReadableIn, type Reader } from '@/lib/auth/visibility';
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
 * The post of a detail page, or null for anything the 404 page should answer (behaviour §2.6 and 8:
 * missing slug, unknown type, missing post, not readable in this view, an error of WordPress's own
 * answer). The public view reads published posts; the staff view (`reader`, the signed-in twins)
 * published and private ones, as the portal's staff reader. A WordPress outage (down, time-out,
 * 5xx) is thrown instead: an existing post must not become a 404 that is cached past the outage;
 * the page answers 503 and renders afresh once WordPress is back. Wrapped in React's cache so the
 * page and its metadata share one call.
 */
export const loadPost = cache(async (type: string, slug: string, routeBureauId?: string, reader?: Reader): Promise<Post | null> => {
  if (!isPostType(type) || !isValidSlug(slug)) return null;
  try {
    const post = await getPostBySlug(type as PostType, slug, { reader });
    return post && isReadableIn(post.status, reader) ? withRouteBureau(post, routeBureauId) : null;
  } catch (error) {
    if (error instanceof WpError && error.isOutage) throw error;
    if (!(error instanceof WpError && error.isNotFound)) logEvent('error', 'post.load.failed', { type, slug, signedIn: Boolean(reader), error: error instanceof Error ? error.message : String(error) });
    return null;
  }
});

/** The published post at a public address (share pages, redirects): loadPost in the public view. */
export function loadPublicPost(type: string, slug: string, routeBureauId?: string): Promise<Post | null> {
  return loadPost(type, slug, routeBureauId);
}
