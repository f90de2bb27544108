import 'server-only';
import { z } from 'zod';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { refreshTags } from '@/lib/cache/refreshTags';
import type { BodyResult } from '@/lib/http/body';
import type { JsonAnswer } from '@/lib/http/json';
import { deletePost, reviewPost, WpError } from '@/lib/wp';
import { isWordPressAway } from '@/lib/wp/errors';
import { logEvent } from '@/lib/log/logger.cjs';
import { DELETE_STATUS, outcomeOfWpStatus, parsePostTarget, type DeleteAnswer, type DeleteOutcomeCode } from './deleteRequest';
import { STAFF_TEXTS } from './texts';

/** The signed-in staff member acting: their login (for the log) and their own WordPress token. */
type Actor = Pick<StaffClaims, 'login' | 'wpToken'>;

type TargetParams = { type?: unknown; id?: unknown };

function deleteAnswer(code: DeleteOutcomeCode, message: string): JsonAnswer<DeleteAnswer> {
  return { status: DELETE_STATUS[code], body: { code, message } };
}

/**
 * Deletes a post for good with the signed-in admin's own WordPress token. Nothing in the request
 * names a bureau: WordPress checks the post against the token's user and answers 403
 * bua_forbidden_bureau for another bureau's post (nothing deleted). On success the post's pages
 * expire at once and its lists soon after, so it leaves the public pages within seconds (the
 * plugin's webhook does the same; both are harmless together).
 */
export async function deletePostAs(actor: Actor, params: TargetParams): Promise<JsonAnswer<DeleteAnswer>> {
  const target = parsePostTarget(params);
  if (!target) return deleteAnswer('invalid', 'A positive numeric id and one of the five content types are required.');

  let result;
  try {
    result = await deletePost(target.type, target.id, actor.wpToken);
  } catch (error) {
    if (error instanceof WpError) {
      logEvent('warn', 'staff.delete.refused', { type: target.type, id: target.id, user: actor.login, status: error.status, code: error.code });
      return { ...deleteAnswer(outcomeOfWpStatus(error.status), error.message), wordpressAway: error.isOutage };
    }
    logEvent('error', 'staff.delete.failed', { type: target.type, id: target.id, user: actor.login, error: error instanceof Error ? error.message : String(error) });
    return deleteAnswer('failed', 'Delete failed');
  }
  if (!result.deleted) return deleteAnswer('failed', 'WordPress did not delete the post');

  logEvent('info', 'staff.delete.done', { type: target.type, id: target.id, user: actor.login });
  refreshTags(tagsAfterPostChange({ type: target.type, id: target.id, slugs: result.previous?.slug ? [result.previous.slug] : [], bureau: result.previous?.bureau }));
  return deleteAnswer('deleted', 'Deleted');
}

/** A review body is `{"decision":"approve"}` or `{"decision":"reject"}`. */
export const MAX_REVIEW_BODY_BYTES = 1024;

const decisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });

/**
 * An editor's decision (approve or reject) on a pending post of their bureau, with their own WordPress token. WordPress enforces the bureau and that only pending
 * posts are approved; its refusal text is passed on. The post's pages and lists refresh as after
 * any change of visibility.
 */
export async function reviewPostAs(actor: Actor, params: TargetParams, body: BodyResult<unknown>): Promise<JsonAnswer> {
  const target = parsePostTarget(params);
  const input = body.ok ? decisionSchema.safeParse(body.value) : null;
  if (!target || !input?.success) return { status: body.ok ? 400 : body.status, body: { code: 'invalid', message: STAFF_TEXTS.reviewInvalid } };

  const { decision } = input.data;
  try {
    const post = await reviewPost(target.type, target.id, decision, actor.wpToken);
    logEvent('info', 'staff.review.done', { decision, type: target.type, id: target.id, user: actor.login, status: post.status });
    refreshTags(tagsAfterPostChange({ type: target.type, id: target.id, slugs: post.slug ? [post.slug] : [], bureau: post.bureau }));
    return { status: 200, body: { code: decision === 'approve' ? 'approved' : 'rejected', message: decision === 'approve' ? STAFF_TEXTS.approved : STAFF_TEXTS.rejected, status: post.status } };
  } catch (error) {
    if (error instanceof WpError && error.status && error.status < 500) {
      logEvent('warn', 'staff.review.refused', { decision, type: target.type, id: target.id, user: actor.login, status: error.status, code: error.code });
      return { status: error.status === 401 ? 401 : error.status === 404 ? 404 : 403, body: { code: 'refused', message: error.message } };
    }
    logEvent('error', 'staff.review.failed', { decision, type: target.type, id: target.id, user: actor.login, error: error instanceof Error ? error.message : String(error) });
    return { status: 502, body: { code: 'failed', message: STAFF_TEXTS.reviewFailed }, wordpressAway: isWordPressAway(error) };
  }
}
