'use client';

import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { hasSessionHint, onAuthBroadcast } from '@/lib/auth/signal';

/**
 * The signed-in menu (session reads, token refresh, sign-out, toasts) is code only staff need: it
 * is fetched only when the `bua_session` hint cookie says someone is signed in. Every other visitor
 * gets the 'Masuk' link.
 */
const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu), { ssr: false, loading: PendingMark });

const subscribeNothing = () => () => undefined;

/** What the full menu shows while it reads the session: a placeholder of the same place. */
function PendingMark() {
  return (
    <span className="px-2 py-1 text-xs font-semibold text-white/70" aria-hidden="true">
      …
    </span>
  );
}

/** The header's user slot (behaviour §2.2); public pages render it the same for everyone. */
export function HeaderUserMenu() {
  const hinted = useSyncExternalStore(subscribeNothing, hasSessionHint, () => false);

  // Signing in in another tab reloads this one, as the full menu does for a signed-out tab.
  useEffect(() => {
    if (hinted) return;
    return onAuthBroadcast((event) => {
      if (event === 'signin') window.location.reload();
    });
  }, [hinted]);

  if (hinted) return <UserMenu />;
  // Not prefetched: the sign-in page is rendered per request (its captcha), so a prefetch on every
  // public page would cost a server render and the visitor's main thread for a page few open.
  return (
    <Link href="/login" prefetch={false} className="rounded px-2 py-1 text-xs font-semibold hover:bg-brand-700">
      Masuk
    </Link>
  );
}
