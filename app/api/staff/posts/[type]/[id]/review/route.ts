import { ROLES } from '@/lib/auth/constants';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { readJsonBody } from '@/lib/http/body';
import { answerResponse } from '@/lib/http/json';
import { staffApiSession } from '@/lib/staff/apiSession';
import { MAX_REVIEW_BODY_BYTES, reviewPostAs } from '@/lib/staff/postActions';

/**
 * POST /api/staff/posts/{type}/{id}/review {decision: approve|reject}: an editor's decision on a
 * pending post of their bureau, with their own WordPress token (lib/staff/postActions.ts).
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string; id: string }> }) {
  const auth = await staffApiSession(request, ROLES.redaktur);
  if (!auth.ok) return auth.response;
  const target = await params;
  const answer = await reviewPostAs(auth.session, target, await readJsonBody(request, MAX_REVIEW_BODY_BYTES));
  return answerResponse(answer, { cacheControl: CACHE_CONTROL.privateNoStore });
}
