import 'server-only';
import type { BureauId } from '@/lib/content/bureaus';
import { hasAnyRole } from '@/lib/auth/claims';
import type { StaffRole } from '@/lib/auth/constants';
import { getAuthSession } from '@/lib/auth/session';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { isCrossSite } from '@/lib/http/crossSite';
import { jsonResponse } from '@/lib/http/json';
import { staffBureau } from '@/lib/auth/visibility';
import { STAFF_TEXTS } from './texts';
import { CACHE_CONTROL } from '@/lib/cache/policy';

export type ApiSession = { ok: true; session: StaffClaims; bureau: BureauId | null } | { ok: false; response: Response };

function refused(status: 401 | 403, code: string, message: string): ApiSession {
  return { ok: false, response: jsonResponse({ code, message }, { status, cacheControl: CACHE_CONTROL.privateNoStore }) };
}

/**
 * requireAdmin / requireRedaktur for route handlers that the browser calls with fetch: the same
 * rules (the encrypted session cookie, never a header; one of the roles), but a JSON answer the
 * screen can show instead of a redirect to /login that fetch would follow silently:
 * 401 session_expired (nobody signed in, or the WordPress token ran out), 403 forbidden (no role).
 * Requests another site makes the browser send are refused too (Sec-Fetch-Site).
 */
export async function staffApiSession(request: Request, role: StaffRole): Promise<ApiSession> {
  if (isCrossSite(request)) return refused(403, 'forbidden', 'Cross-site request refused');
  const session = await getAuthSession();
  if (!session) return refused(401, 'session_expired', STAFF_TEXTS.sessionExpired);
  if (!hasAnyRole(session, [role])) return refused(403, 'forbidden', 'Forbidden');
  return { ok: true, session, bureau: staffBureau(session) };
}
