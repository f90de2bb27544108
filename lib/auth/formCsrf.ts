import { createHash } from 'node:crypto';
import { usesSecureCookies } from './constants';

/**
 * next-auth's CSRF cookie for a seed the login page put in its form (the form
 * works as a plain POST without JavaScript). next-auth (v4, core/lib/csrf-token) checks a POST's
 * `csrfToken` against this cookie, `{token}|sha256(token + secret)`, double-submit style. The
 * cookie is set by the page's own captcha image; another site can neither read the seed nor
 * make the browser send the SameSite cookies with a cross-site POST.
 */
export function csrfCookieFor(seed: string | null, env: NodeJS.ProcessEnv = process.env): string | null {
  const secret = env.NEXTAUTH_SECRET;
  if (!seed || !/^[0-9a-f]{64}$/.test(seed) || !secret) return null;
  const secure = usesSecureCookies(env);
  const name = secure ? '__Host-next-auth.csrf-token' : 'next-auth.csrf-token';
  const hash = createHash('sha256').update(`${seed}${secret}`).digest('hex');
  return `${name}=${encodeURIComponent(`${seed}|${hash}`)}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
