'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { Toast, type ToastMessage } from '@/components/auth/Toast';
import { SessionPendingMark, SignInLink } from './SignInLink';
import type { PublicSession } from '@/lib/auth/claims';
import { fetchSession, signOutRequest } from '@/lib/auth/client';
import { broadcastAuth, clearSessionHint, hasSessionHint, leaveSignedOutNotice, loadFresh, onAuthBroadcast, takeSignedOutNotice } from '@/lib/auth/signal';
import { LOGOUT_BUTTON_LOCK_MS, ROLES } from '@/lib/auth/constants';
import { CLIENT_VALIDATE_INTERVAL_MS, clientRefreshDelayMs } from '@/lib/auth/schedule';
import { LOGOUT_TEXTS, SSO_TEXTS } from '@/lib/auth/texts';
import { useLanguage } from '@/lib/ui/language';
import { ScriptButton } from '@/components/ui/ScriptButton';

/** Behaviour §2.2: the dashboards in the user menu, per role. */
function menuLinks(roles: readonly string[]) {
  const links: { href: string; label: string }[] = [];
  if (roles.includes(ROLES.admin)) links.push({ href: '/admin-dashboard', label: 'Admin Dashboard' }, { href: '/admin-sakip', label: 'Sakip Dashboard' });
  if (roles.includes(ROLES.redaktur)) links.push({ href: '/redaktur-dashboard', label: 'Supervisor/Redaktur Dashboard' }, { href: '/redaktur-sakip', label: 'Sakip Redaktur' });
  return links;
}

/** Where an SSO session's sign-out goes on (CAS, through WordPress); null, after behaviour §4's alert, when unusable. */
function ssoLogoutTarget(address: string | null): string | null {
  if (!address) {
    window.alert(SSO_TEXTS.logoutMisconfigured);
    return null;
  }
  try {
    return new URL(address).toString();
  } catch {
    window.alert(SSO_TEXTS.logoutUrlError);
    return null;
  }
}

const subscribeNothing = () => () => undefined;
/** Longest timer browsers keep (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * The header's user menu. Public pages stay static: nothing about the user is rendered on the
 * server. In the browser, /api/auth/session is asked only when the `bua_session` hint cookie is
 * there; the answer never holds the WordPress token. Asking again 5 minutes before the token
 * expires and every 15 minutes lets the server refresh and validate it (behaviour §4). Sign-in and
 * sign-out in another tab reach this one.
 */
export function UserMenu() {
  const router = useRouter();
  const language = useLanguage();
  const hinted = useSyncExternalStore(subscribeNothing, hasSessionHint, () => false);
  const [session, setSession] = useState<PublicSession | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [open, setOpen] = useState(false);
  const [locked, setLocked] = useState(false);
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const signedIn = useRef(false);
  const container = useRef<HTMLDivElement>(null);

  // A full load, not the router: the router keeps the signed-in pages it has seen (the staff view),
  // and the public pages answer 404 when asked for their parts.
  // Nothing is re-rendered signed out meanwhile: a render would prefetch with the old router.
  const signedOutElsewhere = useCallback(() => {
    signedIn.current = false;
    loadFresh();
  }, []);

  /** Reads the session; the server refreshes or validates the token when due, or ends the session. */
  const load = useCallback(async () => {
    if (!hasSessionHint()) {
      if (signedIn.current) signedOutElsewhere();
      setLoaded(true);
      return;
    }
    let next: PublicSession | null;
    try {
      next = await fetchSession();
    } catch {
      setLoaded(true);
      return; // Offline or a server hiccup: keep what we have.
    }
    setLoaded(true);
    if (next) {
      signedIn.current = true;
      setSession(next);
      return;
    }
    clearSessionHint();
    if (signedIn.current) {
      await broadcastAuth('signout');
      signedOutElsewhere();
    }
  }, [signedOutElsewhere]);

  useEffect(() => {
    if (!takeSignedOutNotice()) return;
    // The sign-out's toast, shown by the page the sign-out loaded.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setToast({ id: Date.now(), text: LOGOUT_TEXTS[language].success, kind: 'success' });
  }, [language]);

  useEffect(() => {
    // Reading the session is a subscription to the server's state; the result arrives later.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
    const validation = setInterval(() => void load(), CLIENT_VALIDATE_INTERVAL_MS);
    const unsubscribe = onAuthBroadcast((event) => {
      if (event === 'signin' && !signedIn.current) loadFresh();
      if (event === 'signout') signedOutElsewhere();
    });
    return () => {
      clearInterval(validation);
      unsubscribe();
    };
  }, [load, signedOutElsewhere]);

  const tokenExpiresAt = session?.tokenExpiresAt;
  useEffect(() => {
    if (!tokenExpiresAt) return;
    const timer = setTimeout(() => void load(), Math.min(MAX_TIMER_MS, clientRefreshDelayMs(tokenExpiresAt)));
    return () => clearTimeout(timer);
  }, [tokenExpiresAt, load]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const closeToast = useCallback(() => setToast(null), []);

  /** Behaviour §2.2 and 4: home, sign out, toast; the button rests for about a second. */
  async function logout() {
    if (locked) return;
    setLocked(true);
    setTimeout(() => setLocked(false), LOGOUT_BUTTON_LOCK_MS);
    // The menu stays open meanwhile, showing the resting button, until the next page comes.
    const current = session;
    // Signed out first, then home: a page asked for while the sign-out is under way would still
    // carry the session and be routed to the staff view, which the ended session may then not see.
    const ok = await signOutRequest();
    if (!ok) {
      router.push('/');
      setToast({ id: Date.now(), text: LOGOUT_TEXTS[language].failure, kind: 'error' });
      return;
    }
    signedIn.current = false;
    clearSessionHint();
    await broadcastAuth('signout');
    // This page is left at once, without a signed-out render, for the reason signedOutElsewhere
    // gives: an SSO session ends at CAS too (through WordPress, behaviour §4), any other goes home.
    const ssoTarget = current?.isSso ? ssoLogoutTarget(current.ssoLogoutUrl) : null;
    if (ssoTarget) {
      window.location.assign(ssoTarget);
      return;
    }
    leaveSignedOutNotice();
    loadFresh('/');
  }

  const toastView = toast && <Toast key={toast.id} toast={toast} onClose={closeToast} />;

  if (!session) {
    return (
      <>
        {hinted && !loaded ? (
          <SessionPendingMark />
        ) : (
          <SignInLink />
        )}
        {toastView}
      </>
    );
  }

  const links = menuLinks(session.user.roles);
  return (
    <div ref={container} className="relative">
      <ScriptButton
        aria-expanded={open}
        aria-controls="user-menu"
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-1 rounded px-2 py-1 text-xs font-semibold hover:bg-brand-700"
      >
        {/* On phones an icon (the name stays the button's accessible name): the top bar also holds
            the date, search and language switch, and a 320 px screen has no room for a name. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 sm:hidden" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="12" cy="8" r="4" />
          <path d="M4 21c0-4 4-6 8-6s8 2 8 6" strokeLinecap="round" />
        </svg>
        <span className="sr-only sm:not-sr-only sm:max-w-40 sm:truncate">{session.user.name}</span>
        <span aria-hidden="true">▾</span>
      </ScriptButton>
      {open && (
        <div id="user-menu" className="absolute right-0 z-50 mt-1 w-64 rounded-md border border-slate-200 bg-white py-2 text-sm text-slate-800 shadow-lg">
          <p className="border-b border-slate-200 px-4 pb-2 text-xs text-slate-600">
            {session.user.login}
            {session.user.bureau ? ` · ${session.user.bureau}` : ''}
          </p>
          <ul>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} onClick={() => setOpen(false)} className="block px-4 py-2 hover:bg-slate-100">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <ScriptButton onClick={logout} disabled={locked} className="block w-full px-4 py-2 text-left hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-60">
                Keluar
              </ScriptButton>
            </li>
          </ul>
        </div>
      )}
      {toastView}
    </div>
  );
}
