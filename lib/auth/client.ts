import type { PublicSession } from './claims';
import { LOGIN_PENDING_COOKIE } from './constants';
import { LOGIN_ERRORS } from './texts';

/**
 * Browser side of the sign-in: small fetches to next-auth's endpoints (instead of next-auth/react,
 * whose SessionProvider would weigh on every public page).
 */

const BASE = '/api/auth';

/** Behaviour §2.1: marks a login as finishing, so /login is not left before the success popup ends. */
export function setLoginPending(pending: boolean) {
  document.cookie = pending ? `${LOGIN_PENDING_COOKIE}=1; Path=/; Max-Age=60; SameSite=Lax` : `${LOGIN_PENDING_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  try {
    if (pending) window.sessionStorage.setItem('login_in_process', 'true');
    else window.sessionStorage.removeItem('login_in_process');
  } catch {
    // Storage may be unavailable (private mode); the cookie is what the proxy reads.
  }
}

async function csrfToken(): Promise<string> {
  const response = await fetch(`${BASE}/csrf`, { cache: 'no-store' });
  const body = (await response.json()) as { csrfToken?: string };
  if (!body.csrfToken) throw new Error('csrf');
  return body.csrfToken;
}

export interface SignInResult {
  ok: boolean;
  error: string | null;
}

/**
 * POSTs a Credentials provider's fields; the error is the text authorize threw (behaviour §5 and 8).
 * The login form passes its own CSRF seed (its captcha image set the matching cookie); if another
 * tab has since replaced that cookie, next-auth refuses the seed before anything is checked, and
 * the sign-in is tried once more with the cookie's current token.
 */
export async function credentialsSignIn(provider: 'password' | 'sso', fields: Record<string, string>, csrf?: string): Promise<SignInResult> {
  const first = await postCredentials(provider, fields, csrf ?? (await csrfToken()));
  if (first.csrfRefused && csrf) return (await postCredentials(provider, fields, await csrfToken())).result;
  return first.result;
}

async function postCredentials(provider: 'password' | 'sso', fields: Record<string, string>, token: string): Promise<{ result: SignInResult; csrfRefused: boolean }> {
  const body = new URLSearchParams({ ...fields, csrfToken: token, callbackUrl: window.location.href, json: 'true' });
  const response = await fetch(`${BASE}/callback/${provider}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
    body,
  });
  let url: URL | null = null;
  try {
    url = new URL(((await response.json()) as { url?: string }).url ?? '', window.location.origin);
  } catch {
    url = null;
  }
  const error = url?.searchParams.get('error') ?? null;
  const csrfRefused = Boolean(url?.searchParams.has('csrf'));
  if (!response.ok || error || !url || csrfRefused) {
    return { result: { ok: false, error: error && error !== 'CredentialsSignin' ? error : LOGIN_ERRORS.generic }, csrfRefused };
  }
  return { result: { ok: true, error: null }, csrfRefused: false };
}

/** The session as /api/auth/session gives it (refreshing and validating the token on the way), or null. */
export async function fetchSession(): Promise<PublicSession | null> {
  const response = await fetch(`${BASE}/session`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`session ${response.status}`);
  const body = (await response.json()) as Partial<PublicSession>;
  return body && body.user ? (body as PublicSession) : null;
}

/** Signs out through next-auth (which also calls the WordPress logout for a normal session). */
export async function signOutRequest(): Promise<boolean> {
  try {
    const body = new URLSearchParams({ csrfToken: await csrfToken(), callbackUrl: window.location.origin, json: 'true' });
    const response = await fetch(`${BASE}/signout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Auth-Return-Redirect': '1' },
      body,
    });
    return response.ok;
  } catch {
    return false;
  }
}

