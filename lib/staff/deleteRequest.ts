import { z } from 'zod';
import { CONTENT_TYPES } from '@/lib/content/content-types';
import { POST_ID_PATTERN } from '@/lib/content/slug';

/**
 * Behaviour §5: a delete (and an editor's review) needs an id and a type (and a signed-in staff member,
 * checked by the route). The id is a positive integer written plainly (POST_ID_PATTERN: no signs,
 * exponents, hex or spaces), the type one of the five. Anything else is refused before WordPress is asked.
 */
export const postTargetSchema = z.object({
  type: z.enum(CONTENT_TYPES),
  id: z
    .string()
    .regex(POST_ID_PATTERN)
    .transform(Number)
    .pipe(z.number().int().positive().max(Number.MAX_SAFE_INTEGER)),
});
export type PostTarget = z.infer<typeof postTargetSchema>;

export function parsePostTarget(params: { type?: unknown; id?: unknown }): PostTarget | null {
  const result = postTargetSchema.safeParse(params);
  return result.success ? result.data : null;
}

/** What the delete route answers; the client turns it into the dialogs of behaviour §8. */
export type DeleteOutcomeCode = 'deleted' | 'invalid' | 'session_expired' | 'forbidden' | 'not_found' | 'failed';

export interface DeleteAnswer {
  code: DeleteOutcomeCode;
  message: string;
}

/** HTTP status of each outcome. */
export const DELETE_STATUS: Record<DeleteOutcomeCode, number> = {
  deleted: 200,
  invalid: 400,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  failed: 502,
};

/** Outcome of a WordPress error answer to the delete (401 token refused, 403 bureau scope, 404/410 gone). */
export function outcomeOfWpStatus(status: number): DeleteOutcomeCode {
  if (status === 401) return 'session_expired';
  if (status === 403) return 'forbidden';
  if (status === 404 || status === 410) return 'not_found';
  return 'failed';
}
