import { draftMode } from 'next/headers';
import { getAuthSession } from '@/lib/auth/session';
import { loginPath } from '@/lib/auth/returnTo';
import { htmlPage } from '@/lib/http/htmlPage';
import { logEvent } from '@/lib/log/logger.cjs';
import { previewPagePath } from '@/lib/preview/paths';
import { checkSignedLink, previewTarget } from '@/lib/preview/previewLink';

const NO_STORE = { 'Cache-Control': 'private, no-store' };

function refused(status: number, title: string): Response {
  return htmlPage({ status, title, link: { href: '/', text: 'Kembali ke portal' }, headers: NO_STORE });
}

function redirectTo(location: string): Response {
  return new Response(null, { status: 303, headers: { ...NO_STORE, Location: location } });
}

/**
 * GET /api/preview?type=&id=[&login=&exp=&sig=]: starts the preview of a post not yet published
 * (issue 16). Staff only: nobody signed in goes to /login and comes back here. A link signed by
 * WordPress (its Preview button, another origin) must name this user and be unexpired; an
 * unsigned one (the staff screens' Lihat/Tinjau) is taken only from the portal's own pages. Then
 * Draft Mode is turned on and the browser goes to the preview page, which reads the post with the
 * user's token: WordPress decides whether this user may see it.
 */
export async function GET(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const target = previewTarget(url.searchParams);
  if (!target) return refused(400, 'Tautan pratinjau tidak valid.');

  const session = await getAuthSession();
  if (!session) return redirectTo(loginPath(`${url.pathname}${url.search}`));

  if (url.searchParams.has('sig')) {
    const check = checkSignedLink(url.searchParams, target, session.login, process.env.REVALIDATE_SECRET?.trim() ?? '', Math.floor(Date.now() / 1000));
    if (!check.ok) {
      logEvent('warn', 'preview.refused', { type: target.type, id: target.id, user: session.login, reason: check.reason });
      return refused(403, check.reason === 'expired' ? 'Tautan pratinjau sudah kedaluwarsa.' : 'Tautan pratinjau ini bukan untuk Anda.');
    }
  } else {
    const site = request.headers.get('sec-fetch-site');
    if (site && site !== 'same-origin' && site !== 'none') return refused(403, 'Forbidden');
  }

  (await draftMode()).enable();
  return redirectTo(previewPagePath(target));
}
