import 'server-only';
import type { BureauId } from '@/lib/content/bureaus';
import { hasAnyRole } from '@/lib/auth/claims';
import type { StaffRole } from '@/lib/auth/constants';
import { getAuthSession } from '@/lib/auth/session';
import type { StaffClaims } from '@/lib/auth/tokenLifecycle';
import { staffBureau } from './bureau';
import { STAFF_TEXTS } from './texts';
import { CACHE_CONTROL } from '@/lib/cache/policy';

export const NO_STORE = { 'Cache-Control': CACHE_CONTROL.privateNoStore } as const;

export function jsonAnswer(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

export type ApiSession = { ok: true; session: StaffClaims; bureau: BureauId | null } | { ok: false; response: Response };

/**
 * requireAdmin / requireRedaktur for route handlers that the browser calls with fetch: the same
 * rules (the encrypted session cookie, never a header; one of the roles), but a JSON answer the
 * screen can show instead of a redirect to /login that fetch would follow silently:
 * 401 session_expired (nobody signed in, or the WordPress token ran out), 403 forbidden (no role).
 * Requests another site makes the browser send are refused too (Sec-Fetch-Site).
 */
export async function staffApiSession(request: Request, role: StaffRole): Promise<ApiSession> {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') {
    return { ok: false, response: jsonAnswer(403, { code: 'forbidden', message: 'Cross-site request refused' }) };
  }
  const session = await getAuthSession();
  if (!session) return { ok: false, response: jsonAnswer(401, { code: 'session_expired', message: STAFF_TEXTS.sessionExpired }) };
  if (!hasAnyRole(session, [role])) return { ok: false, response: jsonAnswer(403, { code: 'forbidden', message: 'Forbidden' }) };
  return { ok: true, session, bureau: staffBureau(session) };
}
