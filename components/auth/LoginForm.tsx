'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { credentialsSignIn, fetchSession, setLoginPending } from '@/lib/auth/client';
import { broadcastAuth, loadFresh } from '@/lib/auth/signal';
import { LOGIN_SUCCESS_POPUP_MS } from '@/lib/auth/constants';
import { destinationAfterLogin, loginPath } from '@/lib/auth/returnTo';
import { LOGIN_ERRORS, LOGIN_PAGE_TEXTS, LOGIN_VALIDATION, SSO_TEXTS } from '@/lib/auth/texts';
import { FieldLabel, LoginInput } from './LoginInput';
import { hasErrors, validateLoginFields, type LoginFieldErrors, type LoginFields } from '@/lib/auth/validation';
import { ScriptButton } from '@/components/ui/ScriptButton';

/**
 * The fields as the form holds them now. The inputs are uncontrolled: what a password manager or a
 * fast typist put in before the scripts ran (or after, without an input event) is in the element,
 * and hydration keeps it, so the submit reads the elements rather than a copy in React state.
 */
function fieldsOf(form: HTMLFormElement): LoginFields {
  const data = new FormData(form);
  const read = (name: keyof LoginFields) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { username: read('username'), password: read('password'), captcha: read('captcha') };
}

/** Resolves once an image has loaded or failed (at once when it already has). */
function imageSettled(image: HTMLImageElement | null): Promise<void> {
  if (!image || image.complete) return Promise.resolve();
  return new Promise((resolve) => {
    image.addEventListener('load', () => resolve(), { once: true });
    image.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Behaviour §2.13 login form: username, password, a server-drawn captcha (refreshable), 'Masuk',
 * 'Login dengan SSO' and an inert 'Lupa Password?'. Behaviour §5 messages; field errors clear when
 * the form changes; a new captcha after every failure; a 2.5 s success popup, then returnTo or
 * the role's dashboard.
 */
export function LoginForm({ returnTo, initialError, csrfSeed }: { returnTo: string | null; initialError: string | null; csrfSeed: string }) {
  const [errors, setErrors] = useState<LoginFieldErrors>({});
  const [formError, setFormError] = useState<string | null>(initialError);
  // A counter, not a time: the first render must match the server's (static) HTML.
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const [ssoBusy, setSsoBusy] = useState(false);
  const [success, setSuccess] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const captchaImage = useRef<HTMLImageElement>(null);
  const form = useRef<HTMLFormElement>(null);

  useEffect(() => () => {
    if (redirectTimer.current) clearTimeout(redirectTimer.current);
  }, []);

  const refreshCaptcha = useCallback(() => {
    setCaptchaVersion((version) => version + 1);
    const captcha = form.current?.elements.namedItem('captcha');
    if (captcha instanceof HTMLInputElement) captcha.value = '';
  }, []);

  // Errors clear when the form changes (any field).
  const onInput = () => {
    setErrors((current) => (hasErrors(current) ? {} : current));
    setFormError(null);
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || success) return;
    const fields = fieldsOf(event.currentTarget);
    const found = validateLoginFields(fields);
    if (hasErrors(found)) {
      setErrors(found);
      return;
    }
    setSubmitting(true);
    setLoginPending(true);
    let result;
    try {
      // The first captcha image sets next-auth's CSRF cookie for the form's seed: wait until it has.
      await imageSettled(captchaImage.current);
      result = await credentialsSignIn('password', { username: fields.username.trim(), password: fields.password, captcha: fields.captcha.trim() }, csrfSeed);
    } catch {
      result = { ok: false, error: LOGIN_ERRORS.generic };
    }
    if (!result.ok) {
      setLoginPending(false);
      setSubmitting(false);
      refreshCaptcha();
      if (result.error === LOGIN_VALIDATION.captchaInvalid) setErrors({ captcha: result.error });
      else setFormError(result.error ?? LOGIN_ERRORS.generic);
      return;
    }
    const [, session] = await Promise.all([broadcastAuth('signin'), fetchSession().catch(() => null)]);
    const destination = destinationAfterLogin(returnTo, session?.user.roles);
    setSuccess(true);
    redirectTimer.current = setTimeout(() => {
      setLoginPending(false);
      loadFresh(destination);
    }, LOGIN_SUCCESS_POPUP_MS);
  }

  async function onSso(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (ssoBusy) return;
    setSsoBusy(true);
    setFormError(null);
    try {
      const response = await fetch(`/api/auth/sso/initiate?returnTo=${encodeURIComponent(returnTo ?? '/')}`, { cache: 'no-store' });
      const body = (await response.json().catch(() => null)) as { success?: boolean; redirect_url?: string; message?: string } | null;
      if (body?.success && body.redirect_url) {
        window.location.assign(body.redirect_url);
        return;
      }
      setFormError(body?.message || (response.ok ? SSO_TEXTS.initiateInvalid : SSO_TEXTS.initiateStatus(response.status)));
    } catch {
      setFormError(SSO_TEXTS.initiateGeneric);
    }
    setSsoBusy(false);
  }

  const busy = submitting || success;
  return (
    <>
      {/* Without JavaScript this is a plain POST to next-auth (CSRF seed below; see app/login/page.tsx). */}
      <form ref={form} method="post" action="/api/auth/callback/password" noValidate onSubmit={onSubmit} onInput={onInput} className="space-y-4" aria-describedby={formError ? 'login-error' : undefined}>
        <input type="hidden" name="csrfToken" value={csrfSeed} />
        {/* After a plain POST, /login sends the signed-in user to returnTo or their dashboard. */}
        <input type="hidden" name="callbackUrl" value={loginPath(returnTo)} />
        {formError && (
          <p id="login-error" role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div>
          <FieldLabel htmlFor="username">{LOGIN_PAGE_TEXTS.username}</FieldLabel>
          <LoginInput name="username" autoComplete="username" error={errors.username} />
        </div>
        <div>
          <FieldLabel htmlFor="password">{LOGIN_PAGE_TEXTS.password}</FieldLabel>
          <LoginInput name="password" type="password" autoComplete="current-password" error={errors.password} />
        </div>
        <div>
          <FieldLabel htmlFor="captcha">{LOGIN_PAGE_TEXTS.captcha}</FieldLabel>
          <div className="mt-1 flex items-center gap-2">
            {/* A server-drawn PNG: next/image would only add an optimiser round trip for a one-off image. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img
              src={captchaVersion === 0 ? `/api/captcha?csrf=${csrfSeed}` : `/api/captcha?v=${captchaVersion}`}
              alt={LOGIN_PAGE_TEXTS.captchaImageAlt}
              width={200}
              height={64}
              className="h-16 w-[200px] rounded border border-slate-300 bg-slate-100"
              ref={captchaImage}
              data-testid="captcha-image"
            />
            <ScriptButton
              onClick={refreshCaptcha}
              className="rounded-md border border-slate-300 px-3 py-2 text-lg leading-none text-brand-800 hover:bg-slate-100"
              aria-label={LOGIN_PAGE_TEXTS.captchaRefresh}
              title={LOGIN_PAGE_TEXTS.captchaRefresh}
            >
              <span aria-hidden="true">↻</span>
            </ScriptButton>
          </div>
          <LoginInput
            name="captcha"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={12}
            error={errors.captcha}
          />
        </div>
        <div className="flex items-center justify-between">
          <span className="text-sm text-slate-600">{LOGIN_PAGE_TEXTS.forgot}</span>
        </div>
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {submitting && !success ? LOGIN_PAGE_TEXTS.submitting : LOGIN_PAGE_TEXTS.submit}
        </button>
      </form>
      <form method="get" action="/api/auth/sso/initiate" onSubmit={onSso} className="mt-4">
        <input type="hidden" name="returnTo" value={returnTo ?? '/'} />
        <input type="hidden" name="go" value="1" />
        <button
          type="submit"
          disabled={ssoBusy || busy}
          className="w-full rounded-md border border-brand-700 px-4 py-2.5 font-semibold text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-70"
        >
          {LOGIN_PAGE_TEXTS.sso}
        </button>
      </form>
      {success && (
        <div className="fixed inset-0 z-50 flex items-center justify-center bg-black/40 px-4">
          <div role="dialog" aria-modal="true" aria-labelledby="login-success-title" className="w-full max-w-sm rounded-lg bg-white p-6 text-center shadow-xl">
            <div aria-hidden="true" className="mx-auto mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700">
              ✓
            </div>
            <h2 id="login-success-title" className="text-lg font-bold text-brand-900">
              {LOGIN_PAGE_TEXTS.successTitle}
            </h2>
            <p className="mt-1 text-sm text-slate-700">{LOGIN_PAGE_TEXTS.successBody}</p>
          </div>
        </div>
      )}
    </>
  );
}
