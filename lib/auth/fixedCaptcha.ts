/**
 * CAPTCHA_FIXED_VALUE makes the captcha answer fixed, for automated tests only. It is refused
 * in production unless ALLOW_FIXED_CAPTCHA=1 is set too, and it is always announced loudly.
 */
export class FixedCaptchaRefusedError extends Error {
  constructor() {
    super('CAPTCHA_FIXED_VALUE is set while NODE_ENV=production: refused (set ALLOW_FIXED_CAPTCHA=1 only for a test deployment).');
    this.name = 'FixedCaptchaRefusedError';
  }
}

let warned = false;

/** The fixed captcha answer, or null when none is configured; throws when production refuses it. */
export function getFixedCaptchaValue(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.CAPTCHA_FIXED_VALUE?.trim();
  if (!value) return null;
  if (env.NODE_ENV === 'production' && env.ALLOW_FIXED_CAPTCHA !== '1') throw new FixedCaptchaRefusedError();
  if (!warned) {
    warned = true;
    console.warn('\n*** WARNING: CAPTCHA_FIXED_VALUE is set: the login captcha has a fixed answer. Never use this on a public site. ***\n');
  }
  return value;
}
