import { STATUS_CODES } from 'node:http';
import { ROLES } from '@/lib/auth/constants';
import { hasAnyRole } from '@/lib/auth/claims';
import { getAuthSession } from '@/lib/auth/session';
import { siteConfig } from '@/lib/config';
import { htmlPage } from '@/lib/http/htmlPage';
import { editorTarget } from '@/lib/staff/links';
import { LOGIN_ERRORS } from '@/lib/auth/texts';
import { requestEditorHandover, WpError } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function page(status: number, message: string): Response {
  return htmlPage({ status, title: message, link: { href: '/', text: 'Kembali ke portal' }, headers: NO_STORE });
}

/**
 * GET /api/staff/wp-editor?post={id} | ?new={type}: where the staff screens' Edit, Tinjau, Lihat
 * and 'Buat {Type}' links go (issue 13, item 3). Asks WordPress for a single-use hand-over
 * address with the user's own token and sends the browser there, so WordPress's editor opens
 * signed in, on any domain layout. Nobody signed in: /login first. WordPress refusing:
 * spec 8's 'Failed to create session: {status text}'.
 */
export async function GET(request: Request): Promise<Response> {
  const site = request.headers.get('sec-fetch-site');
  if (site && site !== 'same-origin' && site !== 'none') return page(403, 'Forbidden');
  const url = new URL(request.url);
  const target = editorTarget(url.searchParams, siteConfig.wpAdminUrl);
  if (!target) return page(400, 'Invalid editor request.');

  const session = await getAuthSession();
  if (!session) {
    const login = new URL('/login', siteConfig.url);
    login.searchParams.set('returnTo', `${url.pathname}${url.search}`);
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: login.toString() } });
  }
  if (!hasAnyRole(session, [ROLES.admin, ROLES.redaktur])) return page(403, 'Forbidden');

  try {
    const handover = await requestEditorHandover(session.wpToken, target);
    return new Response(null, { status: 303, headers: { ...NO_STORE, Location: handover } });
  } catch (error) {
    const status = error instanceof WpError ? error.status : 502;
    logEvent('warn', 'staff.handover.failed', { user: session.login, status, error: error instanceof Error ? error.message : '' });
    return page(502, LOGIN_ERRORS.createSessionFailed(STATUS_CODES[status] ?? `HTTP error ${status}`));
  }
}
