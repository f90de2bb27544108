/**
 * Names and numbers of the staff sign-in. Shared by the server, the proxy and the
 * browser, so nothing secret lives here.
 */

/** Roles of behaviour §6. */
export const ROLES = { admin: 'bureau_admin', redaktur: 'bureau_redaktur' } as const;
export type StaffRole = (typeof ROLES)[keyof typeof ROLES];

/** How long a portal session lives without being used (sliding: every session read renews it). */
export const SESSION_MAX_AGE_SECONDS = 8 * 60 * 60;

/** Behaviour §4 and 9: refresh the WordPress token 5 minutes before it expires. */
export const TOKEN_REFRESH_MARGIN_SECONDS = 5 * 60;
/** Behaviour §4 and 9: validate the WordPress token every 15 minutes. */
export const SESSION_VALIDATE_INTERVAL_SECONDS = 15 * 60;

/**
 * Non-HttpOnly hint that someone is signed in (value '1', no secret). Public pages stay static:
 * the header's user menu asks /api/auth/session only when this cookie is there.
 */
export const SESSION_HINT_COOKIE = 'bua_session';
/** Set by the login form while a sign-in is finishing (behaviour §2.1: /login stays reachable then). */
export const LOGIN_PENDING_COOKIE = 'bua_login_pending';

/** Sealed captcha answer (iron-session), HttpOnly, scoped to /api. */
export const CAPTCHA_COOKIE = 'bua_captcha';
export const CAPTCHA_COOKIE_PATH = '/api';
/** Behaviour §9: 6 letters and digits; look-alikes (0/O, 1/I/L) are left out so people can read it. */
export const CAPTCHA_LENGTH = 6;
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CAPTCHA_TTL_SECONDS = 5 * 60;

/** State of an SSO round trip (login CSRF protection), HttpOnly, scoped to /api/auth. */
export const SSO_STATE_COOKIE = 'bua_sso_state';
export const SSO_STATE_COOKIE_PATH = '/api/auth';
export const SSO_STATE_TTL_SECONDS = 10 * 60;

/** Cross-tab sign-in/sign-out (behaviour §4): a BroadcastChannel, with a localStorage key as fallback. */
export const AUTH_CHANNEL = 'bua-auth';
export const AUTH_STORAGE_EVENT_KEY = 'bua_auth_event';

/** Behaviour §9: the login success popup shows for 2.5 s. */
export const LOGIN_SUCCESS_POPUP_MS = 2500;
/** Behaviour §2.2 and 9: logout button disabled ~1 s; toast closes after 3 s with a 0.3 s fade. */
export const LOGOUT_BUTTON_LOCK_MS = 1000;
export const TOAST_VISIBLE_MS = 3000;
export const TOAST_FADE_MS = 300;

/** next-auth's session cookie (the __Secure- one when NEXTAUTH_URL is https). */
export function sessionCookieName(secure: boolean): string {
  return secure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

export function usesSecureCookies(env: NodeJS.ProcessEnv = process.env): boolean {
  return Boolean(env.NEXTAUTH_URL?.startsWith('https://'));
}
