import { isBureauId } from '@/lib/content/bureaus';
import type { ContentType } from '@/lib/content/content-types';
import { cacheTags } from '@/lib/wp';

/**
 * Cache tags to refresh after a post was deleted, approved or rejected from a staff screen, the
 * same set the plugin's webhook would refresh (app/api/revalidate): the post's own pages (by slug and id) at once; its
 * type's lists, its bureau, home, sitemap and search soon after. Never `wp` itself.
 */
export function tagsAfterPostChange(type: ContentType, id: number, previous: { slug: string | null; bureau: string | null } | null) {
  const now = [...(previous?.slug ? [cacheTags.post(type, previous.slug)] : []), cacheTags.post(type, id)];
  const soon = [
    cacheTags.type(type),
    ...(isBureauId(previous?.bureau) ? [cacheTags.bureau(previous.bureau)] : []),
    cacheTags.home,
    cacheTags.sitemap,
    cacheTags.search,
  ];
  return { now, soon };
}
