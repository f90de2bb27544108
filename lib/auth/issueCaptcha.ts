import { newCaptchaAnswer, sealCaptcha } from './captcha';
import { renderCaptchaPng } from './captchaImage';
import { CAPTCHA_COOKIE, CAPTCHA_COOKIE_PATH, CAPTCHA_TTL_SECONDS, usesSecureCookies } from './constants';
import { csrfCookieFor } from './formCsrf';

export interface IssuedCaptcha {
  /** The image: pixels only, nothing a script can read as text. */
  png: Buffer;
  /** Set-Cookie values: the sealed answer, and the login form's CSRF cookie when a seed came with the request. */
  cookies: string[];
}

/**
 * A new login captcha: its image, and its answer sealed in an HttpOnly cookie (iron-session),
 * valid for a few minutes and once. The login page's first captcha carries its form's CSRF seed:
 * the form then works as a plain POST.
 */
export async function issueCaptcha(csrfSeed: string | null): Promise<IssuedCaptcha> {
  const answer = newCaptchaAnswer();
  const [png, sealed] = await Promise.all([renderCaptchaPng(answer), sealCaptcha(answer)]);
  const secure = usesSecureCookies() ? '; Secure' : '';
  const cookies = [`${CAPTCHA_COOKIE}=${encodeURIComponent(sealed)}; Path=${CAPTCHA_COOKIE_PATH}; Max-Age=${CAPTCHA_TTL_SECONDS}; HttpOnly; SameSite=Strict${secure}`];
  const csrf = csrfCookieFor(csrfSeed);
  if (csrf) cookies.push(csrf);
  return { png, cookies };
}
