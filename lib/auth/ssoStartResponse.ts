import { NextResponse } from 'next/server';
import { siteConfig } from '@/lib/config';
import { htmlPage } from '@/lib/http/htmlPage';
import { jsonResponse } from '@/lib/http/json';
import { SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH, SSO_STATE_TTL_SECONDS, usesSecureCookies } from './constants';
import type { SsoStart } from './ssoInitiate';
import { LOGIN_PAGE_TEXTS, SSO_TEXTS } from './texts';

/**
 * A page that sends the browser on. Not a redirect: the portal's CSP (form-action 'self') stops a
 * form submission that is redirected to another origin, such as the CAS server.
 */
function onwardPage(url: string): Response {
  return htmlPage({ status: 200, title: SSO_TEXTS.redirectShortly, link: { href: url, text: LOGIN_PAGE_TEXTS.sso }, refreshTo: url });
}

function failureUrl(message: string | undefined): string {
  const login = new URL('/login', siteConfig.url);
  login.searchParams.set('sso_error', 'callback_failed');
  login.searchParams.set('message', message || SSO_TEXTS.initiateGeneric);
  return login.toString();
}

/**
 * The answer to a single sign-on start: {success, redirect_url} or {success:false, message} as
 * JSON (502 on failure), or with `navigate` (the login page's SSO button without JavaScript) a
 * page that sends the browser on to CAS, or back to /login with the message. On success the
 * sealed state goes with it in an HttpOnly cookie; it must come back with the code. Never stored.
 */
export function ssoStartResponse(result: SsoStart, options: { navigate: boolean; sealedState: string }): NextResponse {
  const answer = options.navigate ? onwardPage(result.success ? result.redirect_url : failureUrl(result.message)) : jsonResponse(result, { status: result.success ? 200 : 502 });
  const response = new NextResponse(answer.body, { status: answer.status, headers: answer.headers });
  if (result.success) {
    response.cookies.set(SSO_STATE_COOKIE, options.sealedState, { path: SSO_STATE_COOKIE_PATH, maxAge: SSO_STATE_TTL_SECONDS, httpOnly: true, sameSite: 'lax', secure: usesSecureCookies() });
  }
  return response;
}
