import type { ContentType } from '@/lib/content/content-types';
import { z } from 'zod';
import { wpFetch } from '../client';

/** An editor's decision on a pending post: approve publishes it, reject sends it back to draft. */
export type ReviewDecision = 'approve' | 'reject';
export const REVIEW_STATUS: Record<ReviewDecision, 'publish' | 'draft'> = { approve: 'publish', reject: 'draft' };

const reviewedSchema = z
  .object({
    id: z.number(),
    status: z.string(),
    slug: z.string().default(''),
    bureau: z.string().nullable().optional(),
  })
  .loose();
export type ReviewedPost = z.infer<typeof reviewedSchema>;

/**
 * POST wp/v2/{type}/{id} {status}: approves or rejects a pending post with the editor's own token.
 * WordPress decides who may (editorial-review.php, visibility.php): 403 bua_review_only for a
 * post that is not pending, 403 bua_forbidden_bureau for another bureau's post.
 */
export async function reviewPost(type: ContentType, id: number, decision: ReviewDecision, token: string): Promise<ReviewedPost> {
  return wpFetch({ path: `wp/v2/${type}/${Math.trunc(id)}`, method: 'POST', body: { status: REVIEW_STATUS[decision] }, schema: reviewedSchema, token });
}
