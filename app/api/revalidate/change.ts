import { z } from 'zod';
import { isBureauId } from '@/lib/content/bureaus';
import { CONTENT_TYPES } from '@/lib/content/content-types';
import { cacheTags } from '@/lib/wp';

/** WordPress slugs: lower-case letters, digits, hyphens, underscores, percent-encoded characters. */
const slug = z.string().regex(/^[a-zA-Z0-9%_-]{1,200}$/);

/**
 * One change notice from the plugin (revalidate-notify.php): the post, every slug it was reachable
 * under during the change (a rename or trashing changes it), its bureau and why.
 */
export const changeSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z.number().int().positive(),
  slugs: z.array(slug).max(10).default([]),
  bureau: z.string().max(40).nullable().optional(),
  reason: z.string().max(80).optional(),
  status: z.string().max(20).optional(),
});
export type ContentChange = z.infer<typeof changeSchema>;

/** WordPress ended every session of a user at `at` (unix seconds): the plugin's sessions.php. */
export const sessionsRevokedSchema = z.object({
  event: z.literal('sessions_revoked'),
  login: z.string().min(1).max(60),
  at: z.number().int().positive(),
});

export interface TagsToRefresh {
  /** Tags of pages that show the post itself: expired at once, the next visit renders afresh. */
  now: string[];
  /** Lists and indexes that merely mention it: served stale once while they refresh. */
  soon: string[];
}

/**
 * Tags to refresh for a change: the post (by each slug and by id) at once; its type's lists
 * (landing, bureau lists, archive, related blocks and feeds carry them), its bureau, home, the
 * sitemap and search soon after. Never `wp` itself, which would empty the whole cache.
 */
export function tagsForChange(change: ContentChange): TagsToRefresh {
  const now = [...change.slugs.map((value) => cacheTags.post(change.type, value)), cacheTags.post(change.type, change.id)];
  const soon = [
    cacheTags.type(change.type),
    ...(isBureauId(change.bureau) ? [cacheTags.bureau(change.bureau)] : []),
    cacheTags.home,
    cacheTags.sitemap,
    cacheTags.search,
  ];
  return { now: [...new Set(now)], soon };
}
