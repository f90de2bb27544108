import { LOGIN_ERRORS, LOGIN_VALIDATION, SSO_ERROR_CODES, SSO_TEXTS, WORDPRESS_SSO_MESSAGES, type SsoErrorCode } from './texts';

/**
 * The text /login shows for `?sso_error=…&message=…` (behaviour §2.14). The address is anyone's to
 * write, so the page never prints what it carries: only the portal's own texts (and the plugin's
 * known SSO failures) are shown, a
 * message that is not one of them falls back to the code's own text.
 */
const KNOWN_TEXTS = new Set<string>(
  ([...Object.values(LOGIN_ERRORS), ...Object.values(LOGIN_VALIDATION), ...Object.values(SSO_TEXTS), ...WORDPRESS_SSO_MESSAGES] as unknown[]).filter((value): value is string => typeof value === 'string'),
);
/** 'SSO failed with status: {status}' only for a status that looks like one WordPress sends. */
const STATUS_TEXT = /^SSO failed with status: [a-z_]{1,30}$/;

const DEFAULT_FOR: Record<SsoErrorCode, string> = {
  callback_failed: SSO_TEXTS.callbackMissing,
  context_login_issue: LOGIN_ERRORS.contextFailed,
  context_login_exception: LOGIN_ERRORS.contextFailed,
};

export function ssoErrorText(params: URLSearchParams): string | null {
  const code = params.get('sso_error');
  if (!code) return null;
  const fallback = (SSO_ERROR_CODES as readonly string[]).includes(code) ? DEFAULT_FOR[code as SsoErrorCode] : SSO_TEXTS.callbackMissing;
  const message = params.get('message')?.trim() ?? '';
  return KNOWN_TEXTS.has(message) || STATUS_TEXT.test(message) ? message : fallback;
}

/** The throttle's own text (LOGIN_ERRORS.throttled), whatever the minutes. */
const THROTTLED_TEXT = /^Too many failed login attempts\. Please try again in \d{1,3} minutes?\.$/;

/**
 * The text /login shows for `?error=…`, where next-auth sends a sign-in that failed without
 * JavaScript (a plain form POST): the portal's own texts only, anything else the generic one.
 */
export function loginErrorText(params: URLSearchParams): string | null {
  const error = params.get('error')?.trim();
  if (!error) return null;
  return KNOWN_TEXTS.has(error) || THROTTLED_TEXT.test(error) ? error : LOGIN_ERRORS.generic;
}
