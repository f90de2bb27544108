import { z } from 'zod';
import { ROLES } from '@/lib/auth/constants';
import { readJsonBody } from '@/lib/http/body';
import { reviewPost, WpError } from '@/lib/wp';
import { jsonAnswer, staffApiSession } from '@/lib/staff/apiSession';
import { parsePostTarget } from '@/lib/staff/deleteRequest';
import { tagsAfterPostChange } from '@/lib/cache/policy';
import { STAFF_TEXTS } from '@/lib/staff/texts';
import { refreshTags } from '@/lib/cache/refreshTags';
import { logEvent } from '@/lib/log/logger.cjs';

const decisionSchema = z.object({ decision: z.enum(['approve', 'reject']) });

/**
 * POST /api/staff/posts/{type}/{id}/review {decision: approve|reject}: an editor's decision on a
 * pending post of their bureau (issue 13, items 2 and 5), with their own WordPress token.
 * WordPress enforces the bureau and that only pending posts are approved; its refusal text is
 * passed on. The post's pages and lists refresh as after any change of visibility.
 */
export async function POST(request: Request, { params }: { params: Promise<{ type: string; id: string }> }) {
  const auth = await staffApiSession(request, ROLES.redaktur);
  if (!auth.ok) return auth.response;
  const target = parsePostTarget(await params);
  const body = await readJsonBody(request, 1024);
  const input = body.ok ? decisionSchema.safeParse(body.value) : null;
  if (!target || !input?.success) return jsonAnswer(body.ok ? 400 : body.status, { code: 'invalid', message: STAFF_TEXTS.reviewInvalid });

  const { decision } = input.data;
  try {
    const post = await reviewPost(target.type, target.id, decision, auth.session.wpToken);
    logEvent('info', 'staff.review.done', { decision, type: target.type, id: target.id, user: auth.session.login, status: post.status });
    const tags = tagsAfterPostChange({ type: target.type, id: target.id, slugs: post.slug ? [post.slug] : [], bureau: post.bureau });
    refreshTags(tags);
    return jsonAnswer(200, { code: decision === 'approve' ? 'approved' : 'rejected', message: decision === 'approve' ? STAFF_TEXTS.approved : STAFF_TEXTS.rejected, status: post.status });
  } catch (error) {
    if (error instanceof WpError && error.status && error.status < 500) {
      logEvent('warn', 'staff.review.refused', { decision, type: target.type, id: target.id, user: auth.session.login, status: error.status, code: error.code });
      return jsonAnswer(error.status === 401 ? 401 : error.status === 404 ? 404 : 403, { code: 'refused', message: error.message });
    }
    logEvent('error', 'staff.review.failed', { decision, type: target.type, id: target.id, user: auth.session.login, error: error instanceof Error ? error.message : String(error) });
    return jsonAnswer(502, { code: 'failed', message: STAFF_TEXTS.reviewFailed });
  }
}
