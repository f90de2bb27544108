import { LOGIN_ERRORS, SSO_ERROR_CODES, SSO_TEXTS, WORDPRESS_SSO_MESSAGES, type SsoErrorCode } from './texts';

/**
 * The text /login shows for `?sso_error=…&message=…` (spec 2.14). The address is anyone's to
 * write, so the page never prints what it carries: only the portal's own texts (and the plugin's
 * known SSO failures) are shown, a
 * message that is not one of them falls back to the code's own text (issue 12, item 13).
 */
const KNOWN_TEXTS = new Set<string>(
  ([...Object.values(LOGIN_ERRORS), ...Object.values(SSO_TEXTS), ...WORDPRESS_SSO_MESSAGES] as unknown[]).filter((value): value is string => typeof value === 'string'),
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
