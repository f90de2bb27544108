import { newCaptchaAnswer, sealCaptcha } from '@/lib/auth/captcha';
import { renderCaptchaPng } from '@/lib/auth/captchaImage';
import { CAPTCHA_COOKIE, CAPTCHA_COOKIE_PATH, CAPTCHA_TTL_SECONDS, usesSecureCookies } from '@/lib/auth/constants';

export const dynamic = 'force-dynamic';

/**
 * GET /api/captcha: a new login captcha as a PNG (pixels only: nothing a script can read as text)
 * and its answer sealed in an HttpOnly cookie (iron-session), valid for a few minutes and once.
 */
export async function GET() {
  const answer = newCaptchaAnswer();
  const [png, sealed] = await Promise.all([renderCaptchaPng(answer), sealCaptcha(answer)]);
  const secure = usesSecureCookies() ? '; Secure' : '';
  return new Response(new Uint8Array(png), {
    headers: {
      'Content-Type': 'image/png',
      'Cache-Control': 'no-store, max-age=0',
      'Set-Cookie': `${CAPTCHA_COOKIE}=${encodeURIComponent(sealed)}; Path=${CAPTCHA_COOKIE_PATH}; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
    },
  });
}
