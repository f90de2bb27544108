import { newCaptchaAnswer, sealCaptcha } from '@/lib/auth/captcha';
import { renderCaptchaPng } from '@/lib/auth/captchaImage';
import { CAPTCHA_COOKIE, CAPTCHA_COOKIE_PATH, CAPTCHA_TTL_SECONDS, usesSecureCookies } from '@/lib/auth/constants';
import { csrfCookieFor } from '@/lib/auth/formCsrf';

export const dynamic = 'force-dynamic';

/**
 * GET /api/captcha: a new login captcha as a PNG (pixels only: nothing a script can read as text)
 * and its answer sealed in an HttpOnly cookie (iron-session), valid for a few minutes and once.
 */
export async function GET(request: Request) {
  const answer = newCaptchaAnswer();
  const [png, sealed] = await Promise.all([renderCaptchaPng(answer), sealCaptcha(answer)]);
  const secure = usesSecureCookies() ? '; Secure' : '';
  const headers = new Headers({ 'Content-Type': 'image/png', 'Cache-Control': 'no-store, max-age=0' });
  headers.append('Set-Cookie', `${CAPTCHA_COOKIE}=${encodeURIComponent(sealed)}; Path=${CAPTCHA_COOKIE_PATH}; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`);
  // The login page's first captcha carries its form's CSRF seed: the form then works as a plain POST.
  const csrf = csrfCookieFor(new URL(request.url).searchParams.get('csrf'));
  if (csrf) headers.append('Set-Cookie', csrf);
  return new Response(new Uint8Array(png), { headers });
}
