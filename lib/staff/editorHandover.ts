import 'server-only';
import { STATUS_CODES } from 'node:http';
import { ROLES } from '@/lib/auth/constants';
import { hasAnyRole } from '@/lib/auth/claims';
import { getAuthSession } from '@/lib/auth/session';
import { LOGIN_ERRORS } from '@/lib/auth/texts';
import { siteConfig } from '@/lib/config';
import type { BrowserStep } from '@/lib/http/browserStep';
import { requestEditorHandover, WpError } from '@/lib/wp';
import { logEvent } from '@/lib/log/logger.cjs';
import { editorTarget } from './links';

/**
 * Where the staff screens' Edit, Tinjau, Lihat and 'Buat {Type}' links (editorLink, `url`) lead:
 * WordPress's single-use hand-over address, asked for with the user's own
 * token, so WordPress's editor opens signed in, on any domain layout. Refused from other sites
 * (`crossSite`), for bad input and for users without a staff role; nobody signed in: /login
 * first. WordPress refusing: behaviour §8's 'Failed to create session: {status text}'.
 */
export async function editorHandover(url: URL, crossSite: boolean): Promise<BrowserStep> {
  if (crossSite) return { status: 403, title: 'Forbidden' };
  const target = editorTarget(url.searchParams, siteConfig.wpAdminUrl);
  if (!target) return { status: 400, title: 'Invalid editor request.' };

  const session = await getAuthSession();
  if (!session) {
    const login = new URL('/login', siteConfig.url);
    login.searchParams.set('returnTo', `${url.pathname}${url.search}`);
    return { to: login.toString() };
  }
  if (!hasAnyRole(session, [ROLES.admin, ROLES.redaktur])) return { status: 403, title: 'Forbidden' };

  try {
    return { to: await requestEditorHandover(session.wpToken, target) };
  } catch (error) {
    const status = error instanceof WpError ? error.status : 502;
    logEvent('warn', 'staff.handover.failed', { user: session.login, status, error: error instanceof Error ? error.message : '' });
    return { status: 502, title: LOGIN_ERRORS.createSessionFailed(STATUS_CODES[status] ?? `HTTP error ${status}`) };
  }
}
