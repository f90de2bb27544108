import { ROLES } from '@/lib/auth/constants';
import { deletePost, WpError } from '@/lib/wp';
import { jsonAnswer, staffApiSession } from '@/lib/staff/apiSession';
import { DELETE_STATUS, outcomeOfWpStatus, parsePostTarget, type DeleteAnswer, type DeleteOutcomeCode } from '@/lib/staff/deleteRequest';
import { tagsAfterPostChange } from '@/lib/staff/revalidation';
import { refreshTags } from '@/lib/wp/refreshTags';

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
      console.warn(`[staff] delete ${target.type}/${target.id} by ${auth.session.login} refused: ${error.status} ${error.code ?? ''}`);
      return answer(outcomeOfWpStatus(error.status), error.message);
    }
    console.error(`[staff] delete ${target.type}/${target.id} failed:`, error);
    return answer('failed', 'Delete failed');
  }
  if (!result.deleted) return answer('failed', 'WordPress did not delete the post');

  console.info(`[staff] ${auth.session.login} deleted ${target.type}/${target.id}`);
  const tags = tagsAfterPostChange(target.type, target.id, result.previous);
  refreshTags(tags);
  return answer('deleted', 'Deleted');
}
