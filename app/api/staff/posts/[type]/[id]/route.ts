import { ROLES } from '@/lib/auth/constants';
import { deletePost, WpError } from '@/lib/wp';
import { jsonAnswer, staffApiSession } from '@/lib/staff/apiSession';
import { DELETE_STATUS, outcomeOfWpStatus, parsePostTarget, type DeleteAnswer, type DeleteOutcomeCode } from '@/lib/staff/deleteRequest';
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { refreshTags } from '@/lib/cache/refreshTags';
import { logEvent } from '@/lib/log/logger.cjs';

function answer(code: DeleteOutcomeCode, message: string): Response {
  return jsonAnswer(DELETE_STATUS[code], { code, message } satisfies DeleteAnswer);
}

/**
 * DELETE /api/staff/posts/{type}/{id}: deletes a post for good with the signed-in admin's own
 * WordPress token. Nothing in the request names a bureau: WordPress checks the post against the
 * token's user and answers 403 bua_forbidden_bureau for another bureau's post (nothing deleted).
 * On success the post's pages expire at once and its lists soon after, so it leaves the public
 * pages within seconds (the plugin's webhook does the same; both are harmless together).
 */
export async function DELETE(request: Request, { params }: { params: Promise<{ type: string; id: string }> }) {
  const auth = await staffApiSession(request, ROLES.admin);
  if (!auth.ok) return auth.response;
  const target = parsePostTarget(await params);
  if (!target) return answer('invalid', 'A positive numeric id and one of the five content types are required.');

  let result;
  try {
    result = await deletePost(target.type, target.id, auth.session.wpToken);
  } catch (error) {
    if (error instanceof WpError) {
      logEvent('warn', 'staff.delete.refused', { type: target.type, id: target.id, user: auth.session.login, status: error.status, code: error.code });
      return answer(outcomeOfWpStatus(error.status), error.message);
    }
    logEvent('error', 'staff.delete.failed', { type: target.type, id: target.id, user: auth.session.login, error: error instanceof Error ? error.message : String(error) });
    return answer('failed', 'Delete failed');
  }
  if (!result.deleted) return answer('failed', 'WordPress did not delete the post');

  logEvent('info', 'staff.delete.done', { type: target.type, id: target.id, user: auth.session.login });
  const tags = tagsAfterPostChange({ type: target.type, id: target.id, slugs: result.previous?.slug ? [result.previous.slug] : [], bureau: result.previous?.bureau });
  refreshTags(tags);
  return answer('deleted', 'Deleted');
}
