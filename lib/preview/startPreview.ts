import { getAuthSession } from '@/lib/auth/session';
import { loginPath } from '@/lib/auth/returnTo';
import type { BrowserStep } from '@/lib/http/browserStep';
import { logEvent } from '@/lib/log/logger.cjs';
import { previewPagePath } from './paths';
import { checkSignedLink, previewTarget } from './previewLink';

/** A step of /api/preview; `preview` when Draft Mode is to be turned on before going on. */
export type PreviewStep = BrowserStep & { preview?: boolean };

/**
 * Starting the preview of a post not yet published. Staff only: nobody signed in goes
 * to /login and comes back to `url`. A link signed by WordPress (its Preview button, another
 * origin) must name this user and be unexpired; an unsigned one (the staff screens' Lihat/Tinjau)
 * is taken only from the portal's own pages (not `crossSite`). Then the browser goes to the
 * preview page, which reads the post with the user's token: WordPress decides whether this user
 * may see it.
 */
export async function startPreview(url: URL, crossSite: boolean): Promise<PreviewStep> {
  const target = previewTarget(url.searchParams);
  if (!target) return { status: 400, title: 'Tautan pratinjau tidak valid.' };

  const session = await getAuthSession();
  if (!session) return { to: loginPath(`${url.pathname}${url.search}`) };

  if (url.searchParams.has('sig')) {
    const check = checkSignedLink(url.searchParams, target, session.login, process.env.REVALIDATE_SECRET?.trim() ?? '', Math.floor(Date.now() / 1000));
    if (!check.ok) {
      logEvent('warn', 'preview.refused', { type: target.type, id: target.id, user: session.login, reason: check.reason });
      return { status: 403, title: check.reason === 'expired' ? 'Tautan pratinjau sudah kedaluwarsa.' : 'Tautan pratinjau ini bukan untuk Anda.' };
    }
  } else if (crossSite) {
    return { status: 403, title: 'Forbidden' };
  }
  return { to: previewPagePath(target), preview: true };
}
