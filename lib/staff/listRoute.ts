import 'server-only';
import type { StaffRole } from '@/lib/auth/constants';
import { isContentType } from '@/lib/content/content-types';
import { answerResponse, type JsonAnswer } from '@/lib/http/json';
import { CACHE_CONTROL } from '@/lib/cache/policy';
import { WpError } from '@/lib/wp';
import { isWordPressAway } from '@/lib/wp/errors';
import { staffApiSession } from './apiSession';
import { STAFF_TEXTS } from './texts';
import type { StaffScope, StaffType } from './types';
import { logEvent } from '@/lib/log/logger.cjs';

type ListLoader = (scope: StaffScope, type: StaffType, query: URLSearchParams) => Promise<unknown>;

/** A staff list for the session's scope: the loader's data, or why not (unknown type, no bureau, WordPress failing). */
async function staffList(scope: { token: string; bureau: StaffScope['bureau'] | null }, typeParam: string, query: URLSearchParams, load: ListLoader): Promise<JsonAnswer> {
  if (!isContentType(typeParam)) return { status: 404, body: { code: 'not_found', message: 'Unknown content type' } };
  if (!scope.bureau) return { status: 403, body: { code: 'no_bureau', message: STAFF_TEXTS.noBureau } };
  try {
    return { status: 200, body: await load({ token: scope.token, bureau: scope.bureau }, typeParam, query) };
  } catch (error) {
    if (error instanceof WpError && error.status === 401) return { status: 401, body: { code: 'session_expired', message: STAFF_TEXTS.sessionExpired } };
    logEvent('error', 'staff.list.failed', { type: typeParam, error: error instanceof Error ? error.message : String(error) });
    return { status: 502, body: { code: 'failed', message: STAFF_TEXTS.loadFailed(typeParam) }, wordpressAway: isWordPressAway(error) };
  }
}

/**
 * The shared body of the staff list routes (GET /api/staff/…/{type}): role check, type check,
 * the session's bureau (whatever the query says: a `bureau` parameter is never read), then the
 * loader with the session's WordPress token. Answers are private and never cached.
 */
export async function staffListRoute(request: Request, role: StaffRole, typeParam: string, load: ListLoader): Promise<Response> {
  const auth = await staffApiSession(request, role);
  if (!auth.ok) return auth.response;
  const answer = await staffList({ token: auth.session.wpToken, bureau: auth.bureau }, typeParam, new URL(request.url).searchParams, load);
  return answerResponse(answer, { cacheControl: CACHE_CONTROL.privateNoStore });
}
