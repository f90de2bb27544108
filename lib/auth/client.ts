import type { PublicSession } from './claims';
import { AUTH_CHANNEL, AUTH_STORAGE_EVENT_KEY, LOGIN_PENDING_COOKIE, SESSION_HINT_COOKIE } from './constants';
import { LOGIN_ERRORS } from './texts';

/**
 * Browser side of the sign-in: small fetches to next-auth's endpoints (instead of next-auth/react,
 * whose SessionProvider would weigh on every public page) and the cross-tab signal.
 */

const BASE = '/api/auth';

/** True when the `bua_session` hint says someone is signed in (no secret: just "ask the server"). */
export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

export function clearSessionHint() {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

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

/**
 * Loads `path` (or this page again) from the server, leaving the router behind: after a sign-in or
 * sign-out the pages it keeps belong to the other view.
 */
export function loadFresh(path?: string) {
  if (path === undefined) window.location.reload();
  else window.location.assign(path);
}

/** The tab's note that it has just signed out, for the page the sign-out loads (its toast). */
const SIGNED_OUT_NOTICE_KEY = 'bua:signed-out';

export function leaveSignedOutNotice() {
  try {
    window.sessionStorage.setItem(SIGNED_OUT_NOTICE_KEY, '1');
  } catch {
    // Storage unavailable: the sign-out works, without its toast.
  }
}

/** Whether this tab has just signed out (read once). */
export function takeSignedOutNotice(): boolean {
  try {
    const present = window.sessionStorage.getItem(SIGNED_OUT_NOTICE_KEY) !== null;
    window.sessionStorage.removeItem(SIGNED_OUT_NOTICE_KEY);
    return present;
  } catch {
    return false;
  }
}

export type AuthEvent = 'signin' | 'signout';

/** This tab's id: a BroadcastChannel also delivers to other channel objects of the same tab. */
const TAB_ID = Math.random().toString(36).slice(2);

/** Tells the other tabs (behaviour §4: sign-in and sign-out reach every tab). */
export function broadcastAuth(event: AuthEvent) {
  try {
    const channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.postMessage({ event, at: Date.now(), tab: TAB_ID });
    channel.close();
  } catch {
    // No BroadcastChannel: the storage event below still reaches the other tabs.
  }
  try {
    window.localStorage.setItem(AUTH_STORAGE_EVENT_KEY, JSON.stringify({ event, at: Date.now(), tab: TAB_ID }));
  } catch {
    // Storage unavailable.
  }
}

/** Listens for the other tabs' sign-in and sign-out; returns the unsubscribe function. */
export function onAuthBroadcast(listener: (event: AuthEvent) => void): () => void {
  let last = 0;
  const deliver = (data: unknown) => {
    const message = data as { event?: unknown; at?: unknown; tab?: unknown } | null;
    if (!message || message.tab === TAB_ID || (message.event !== 'signin' && message.event !== 'signout')) return;
    const at = typeof message.at === 'number' ? message.at : 0;
    if (at && at === last) return; // The same event through both paths.
    last = at;
    listener(message.event);
  };
  let channel: BroadcastChannel | null = null;
  try {
    channel = new BroadcastChannel(AUTH_CHANNEL);
    channel.onmessage = (message) => deliver(message.data);
  } catch {
    channel = null;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key !== AUTH_STORAGE_EVENT_KEY || !event.newValue) return;
    try {
      deliver(JSON.parse(event.newValue));
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    channel?.close();
    window.removeEventListener('storage', onStorage);
  };
}
