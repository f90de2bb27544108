import { AUTH_CHANNEL, AUTH_STORAGE_EVENT_KEY, SESSION_HINT_COOKIE } from './constants';
import { forgetSavedPages } from '@/lib/offline/forget';

/**
 * What every public page's header needs of the sign-in in the browser: the "signed in" hint
 * cookie and the signal between tabs. Kept apart from ./client (sign-in requests and their
 * texts), which only the signed-in menu and the sign-in screens load.
 */

/** True when the `bua_session` hint says someone is signed in (no secret: just "ask the server"). */
export function hasSessionHint(): boolean {
  return typeof document !== 'undefined' && document.cookie.split(';').some((part) => part.trim() === `${SESSION_HINT_COOKIE}=1`);
}

export function clearSessionHint() {
  document.cookie = `${SESSION_HINT_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
}

export type AuthEvent = 'signin' | 'signout';

/** This tab's id: a BroadcastChannel also delivers to other channel objects of the same tab. */
const TAB_ID = Math.random().toString(36).slice(2);

/** How long a sign-in or sign-out waits for the saved pages to go before it moves on. */
const FORGET_WAIT_MS = 1_000;

/**
 * Tells the other tabs (behaviour §4: sign-in and sign-out reach every tab), and empties the pages
 * this browser kept for offline reading (behaviour §9), which a change of who is signed in ends.
 * Resolves once they are gone (at most FORGET_WAIT_MS), so the page may then be left.
 */
export async function broadcastAuth(event: AuthEvent): Promise<void> {
  const forgotten = forgetSavedPages();
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
  await Promise.race([forgotten, new Promise((resolve) => setTimeout(resolve, FORGET_WAIT_MS))]);
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

/**
 * Loads `path` (or this page again) from the server, leaving the router behind: after a sign-in or
 * sign-out the pages it keeps belong to the other view. `replace`: the page left stays out of the
 * history (a sign-in hand-off page).
 */
export function loadFresh(path?: string, { replace = false } = {}) {
  if (path === undefined) window.location.reload();
  else if (replace) window.location.replace(path);
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

/** Whether this tab has just signed out and the page has yet to say so. */
export function hasSignedOutNotice(): boolean {
  try {
    return typeof window !== 'undefined' && window.sessionStorage.getItem(SIGNED_OUT_NOTICE_KEY) !== null;
  } catch {
    return false;
  }
}

/** Whether this tab has just signed out (read once). */
export function takeSignedOutNotice(): boolean {
  const present = hasSignedOutNotice();
  try {
    window.sessionStorage.removeItem(SIGNED_OUT_NOTICE_KEY);
  } catch {
    // Storage unavailable: nothing was left there.
  }
  return present;
}
