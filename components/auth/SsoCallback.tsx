'use client';

import { useEffect } from 'react';
import { Spinner } from '@/components/ui/Spinner';
import { credentialsSignIn } from '@/lib/auth/client';
import { broadcastAuth, loadFresh } from '@/lib/auth/signal';
import { sanitizeReturnTo } from '@/lib/auth/returnTo';
import { LOGIN_ERRORS, SSO_TEXTS, type SsoErrorCode } from '@/lib/auth/texts';

/** The code may be redeemed once: React's development double effects must not spend it twice. */
let started = false;

function toLogin(code: SsoErrorCode, message: string) {
  window.location.replace(`/login?${new URLSearchParams({ sso_error: code, message })}`);
}

/**
 * Behaviour §2.14: reads token (here the short-lived single-use code from WordPress — never the JWT),
 * sso_status, redirectTo and sso_message; with success and a code it signs in as an SSO session
 * (the code is redeemed on the server) and replaces the location with redirectTo (default /);
 * otherwise it goes to /login with sso_error and a message.
 */
export function SsoCallback() {
  useEffect(() => {
    if (started) return;
    started = true;
    const params = new URLSearchParams(window.location.search);
    const code = params.get('token');
    const status = params.get('sso_status');
    const redirectTo = params.get('redirectTo');
    const message = params.get('sso_message')?.trim();
    const state = params.get('state') ?? '';
    // The code leaves the address bar (and the history) at once.
    window.history.replaceState(null, '', window.location.pathname);

    if (status !== 'success' || !code) {
      toLogin('callback_failed', message || (status ? SSO_TEXTS.failedWithStatus(status) : SSO_TEXTS.callbackMissing));
      return;
    }
    credentialsSignIn('sso', { code, state })
      .then(async (result) => {
        if (!result.ok) {
          toLogin('context_login_issue', result.error || LOGIN_ERRORS.contextFailed);
          return;
        }
        await broadcastAuth('signin');
        loadFresh(sanitizeReturnTo(redirectTo, window.location.origin) ?? '/', { replace: true });
      })
      .catch((error: unknown) => toLogin('context_login_exception', error instanceof Error && error.message ? error.message : LOGIN_ERRORS.contextFailed));
  }, []);

  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center" role="status" aria-live="polite">
      <Spinner size="large" />
      <h1 className="mt-6 text-xl font-bold text-brand-900">{SSO_TEXTS.finalizing}</h1>
      <p className="mt-2 text-slate-700">{SSO_TEXTS.redirectShortly}</p>
    </div>
  );
}
