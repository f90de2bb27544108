import { NextResponse, type NextRequest } from 'next/server';
import { siteConfig } from '@/lib/config';
import { SSO_STATE_COOKIE, SSO_STATE_COOKIE_PATH, SSO_STATE_TTL_SECONDS, usesSecureCookies } from '@/lib/auth/constants';
import { startSso } from '@/lib/auth/ssoInitiate';
import { newSsoState } from '@/lib/auth/ssoState';
import { LOGIN_PAGE_TEXTS, SSO_TEXTS } from '@/lib/auth/texts';
import { htmlPage } from '@/lib/http/htmlPage';

export const dynamic = 'force-dynamic';

/**
 * A page that sends the browser on. Not a redirect: the portal's CSP (form-action 'self') stops a
 * form submission that is redirected to another origin, such as the CAS server.
 */
function onwardPage(url: string): NextResponse {
  const page = htmlPage({ status: 200, title: SSO_TEXTS.redirectShortly, link: { href: url, text: LOGIN_PAGE_TEXTS.sso }, refreshTo: url });
  return new NextResponse(page.body, { status: page.status, headers: page.headers });
}

function failureUrl(message: string | undefined): string {
  const login = new URL('/login', siteConfig.url);
  login.searchParams.set('sso_error', 'callback_failed');
  login.searchParams.set('message', message || SSO_TEXTS.initiateGeneric);
  return login.toString();
}

/**
 * GET /api/auth/sso/initiate?returnTo=…: {success, redirect_url} or {success:false, message}.
 * Seals a fresh state in an HttpOnly cookie; the state travels through CAS and WordPress and must
 * come back with the code on /auth/sso-callback. The portal origin comes from configuration,
 * never from the Host header.
 */
export async function GET(request: NextRequest) {
  const { state, sealed } = await newSsoState();
  const result = await startSso(siteConfig.url, request.nextUrl.searchParams.get('returnTo'), state);
  // `go=1`: the login page's SSO button without JavaScript (a plain GET form) is sent on at once.
  const navigate = request.nextUrl.searchParams.get('go') === '1';
  const response = navigate ? onwardPage(result.success ? result.redirect_url : failureUrl(result.message)) : NextResponse.json(result, { status: result.success ? 200 : 502 });
  response.headers.set('Cache-Control', 'no-store');
  if (result.success) {
    response.cookies.set(SSO_STATE_COOKIE, sealed, { path: SSO_STATE_COOKIE_PATH, maxAge: SSO_STATE_TTL_SECONDS, httpOnly: true, sameSite: 'lax', secure: usesSecureCookies() });
  }
  return response;
}
