'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SessionPendingMark, SignInLink } from './SignInLink';
import { hasSessionHint, hasSignedOutNotice, loadFresh, onAuthBroadcast } from '@/lib/auth/signal';

/**
 * The signed-in menu (session reads, token refresh, sign-out, toasts) is code only staff need: it
 * is fetched only when the `bua_session` hint cookie says someone is signed in, or on the page a
 * sign-out has just loaded (its toast). Every other visitor gets the 'Masuk' link.
 */
const UserMenu = dynamic(() => import('./UserMenu').then((module) => module.UserMenu), { ssr: false, loading: SessionPendingMark });

const subscribeNothing = () => () => undefined;

/** The header's user slot (behaviour §2.2); public pages render it the same for everyone. */
export function HeaderUserMenu() {
  const hinted = useSyncExternalStore(subscribeNothing, hasSessionHint, () => false);
  // Held once seen: the menu reads the notice away when it shows the toast.
  const [signedOutNotice, setSignedOutNotice] = useState(false);
  useEffect(() => {
    // The notice lives in this tab's storage, which the server's render cannot see.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (hasSignedOutNotice()) setSignedOutNotice(true);
  }, []);

  // Signing in in another tab reloads this one, as the full menu does for a signed-out tab.
  useEffect(() => {
    if (hinted) return;
    return onAuthBroadcast((event) => {
      if (event === 'signin') loadFresh();
    });
  }, [hinted]);

  if (hinted || signedOutNotice) return <UserMenu />;
  return <SignInLink />;
}
