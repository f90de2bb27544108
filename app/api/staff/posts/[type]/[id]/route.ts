import { ROLES } from '@/lib/auth/constants';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { answerResponse } from '@/lib/http/json';
import { staffApiSession } from '@/lib/staff/apiSession';
import { deletePostAs } from '@/lib/staff/postActions';

/**
 * DELETE /api/staff/posts/{type}/{id}: deletes a post for good with the signed-in admin's own
 * WordPress token (lib/staff/postActions.ts); WordPress refuses another bureau's post.
 */
export async function DELETE(request: Request, { params }: { params: Promise<{ type: string; id: string }> }) {
  const auth = await staffApiSession(request, ROLES.admin);
  if (!auth.ok) return auth.response;
  const answer = await deletePostAs(auth.session, await params);
  return answerResponse(answer, { cacheControl: CACHE_CONTROL.privateNoStore });
}
