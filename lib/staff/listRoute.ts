import 'server-only';
import type { StaffRole } from '@/lib/auth/constants';
import { isContentType } from '@/lib/content/content-types';
import { WpError } from '@/lib/wp';
import { jsonAnswer, staffApiSession } from './apiSession';
import type { StaffScope } from './data';
import { STAFF_TEXTS } from './texts';
import type { StaffType } from './types';
import { logEvent } from '@/lib/log/logger.cjs';

/**
 * The shared body of the staff list routes (GET /api/staff/…/{type}): role check, type check,
 * the session's bureau (whatever the query says: a `bureau` parameter is never read), then the
 * loader with the session's WordPress token. Answers are private and never cached.
 */
export async function staffListRoute(
  request: Request,
  role: StaffRole,
  typeParam: string,
  load: (scope: StaffScope, type: StaffType, query: URLSearchParams) => Promise<unknown>,
): Promise<Response> {
  const auth = await staffApiSession(request, role);
  if (!auth.ok) return auth.response;
  if (!isContentType(typeParam)) return jsonAnswer(404, { code: 'not_found', message: 'Unknown content type' });
  if (!auth.bureau) return jsonAnswer(403, { code: 'no_bureau', message: STAFF_TEXTS.noBureau });
  try {
    const data = await load({ token: auth.session.wpToken, bureau: auth.bureau }, typeParam, new URL(request.url).searchParams);
    return jsonAnswer(200, data);
  } catch (error) {
    if (error instanceof WpError && error.status === 401) return jsonAnswer(401, { code: 'session_expired', message: STAFF_TEXTS.sessionExpired });
    logEvent('error', 'staff.list.failed', { type: typeParam, error: error instanceof Error ? error.message : String(error) });
    return jsonAnswer(502, { code: 'failed', message: STAFF_TEXTS.loadFailed(typeParam) });
  }
}
