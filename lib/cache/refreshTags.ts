import 'server-only';
import { revalidateTag } from 'next/cache';

/**
 * Expires cache tags after a change to a post: the post's own pages at once (`expire: 0`, never
 * shown old again, nor at all once unpublished), its lists, home, sitemap and search soon ('max':
 * one visit gets the stale copy while it refreshes). Used by the webhook and the staff routes.
 * The cache handler then purges the same tags' keys at the edge in front of the portal, if any
 * (lib/cache/sharedCacheHandler.cjs, lib/edge/).
 */
export function refreshTags(tags: { now: readonly string[]; soon: readonly string[] }): void {
  for (const tag of tags.now) revalidateTag(tag, { expire: 0 });
  for (const tag of tags.soon) revalidateTag(tag, 'max');
}
