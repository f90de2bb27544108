import { z } from 'zod';
import { CONTENT_TYPES } from '@/lib/content/content-types';
import { SLUG_PATTERN } from '@/lib/content/slug';

/* The notices the plugin posts to the portal, signed as signature.ts checks (docs/wordpress-contract.md). */

/** A WordPress slug (lib/content/slug.ts). */
const slug = z.string().regex(SLUG_PATTERN);

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
