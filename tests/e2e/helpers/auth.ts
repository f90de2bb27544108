import { expect, type APIRequest, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './wp';

/** The fixed captcha answer of the test server (scripts/e2e.sh sets CAPTCHA_FIXED_VALUE). */
export const CAPTCHA = process.env.CAPTCHA_FIXED_VALUE ?? 'BUA26X';
/** The project's CAS server (Debian's django-cas-server, scripts/cas-start.sh), started by playwright.config.ts. */
export const CAS_URL = process.env.CAS_SERVER_URL ?? 'http://127.0.0.1:8899/cas';
export const CAS_PASSWORD = process.env.CAS_PASSWORD ?? 'cas-demo-2026';
/** A user whose WordPress tokens live 310 s (WP_JWT_TTL_USERS in scripts/e2e.sh): the refresh test. */
export const SHORT_TOKEN_USER = 'redaktur_pimpinan';

/** Matches a JWT or JWE (base64url header starting with {"…). */
export const JWT_PATTERN = /eyJ[\w-]{5,}\.[\w-]*\.[\w-]+/;

export async function fillLogin(page: Page, username: string, password = DEMO_PASSWORD, captcha = CAPTCHA) {
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('CAPTCHA', { exact: true }).fill(captcha);
}

export function submitButton(page: Page) {
  return page.getByRole('button', { name: 'Masuk', exact: true });
}

/**
 * Signs in as a person on a slow connection does: the form filled as soon as it is painted and
 * "Masuk" pressed at once, hydrated or not (before hydration the form posts without JavaScript).
 * Resolves once the browser has left the login page, which both ways do when the sign-in worked.
 */
export async function signInAsPainted(page: Page, loginUrl: string, username: string) {
  await page.goto(loginUrl, { waitUntil: 'commit' });
  // The captcha is typed once its image shows (which also brings its cookies), as a person can.
  await expect.poll(() => page.getByTestId('captcha-image').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await fillLogin(page, username);
  await submitButton(page).click();
  // A form emptied by hydration says so at once: fail on its words, not on a timeout.
  const emptied = page.getByText(/^(Username|Password|Captcha) is required$/i);
  const left = page.waitForURL((url) => url.pathname !== '/login').then(() => null);
  const lost = emptied.first().waitFor().then(() => emptied.allTextContents(), () => null);
  const messages = await Promise.race([left, lost]);
  if (messages) throw new Error(`the sign-in filled as painted lost its fields: ${messages.join(', ')}`);
  await left;
}

/** Signs in through the login page and waits for the success popup. */
export async function signInWithForm(page: Page, username: string, options: { password?: string; returnTo?: string } = {}) {
  await page.goto(options.returnTo ? `/login?returnTo=${encodeURIComponent(options.returnTo)}` : '/login');
  await fillLogin(page, username, options.password);
  await submitButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Login Berhasil' })).toBeVisible();
}

/**
 * Signs in without the page (faster set-up): captcha cookie, CSRF token, then next-auth's
 * credentials callback, all through the context's cookie jar.
 */
export async function signInWithApi(request: APIRequestContext, username: string, password = DEMO_PASSWORD) {
  expect((await request.get('/api/captcha')).ok()).toBe(true);
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/password', {
    form: { username, password, captcha: CAPTCHA, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'X-Auth-Return-Redirect': '1' },
  });
  const { url } = (await response.json()) as { url: string };
  expect(new URL(url, 'http://x').searchParams.get('error'), `sign-in of ${username}`).toBeNull();
  const session = (await (await request.get('/api/auth/session')).json()) as { user?: { login: string } };
  expect(session.user?.login).toBe(username);
}

/** One password sign-in through next-auth; the error text the login page would show, or null. */
export async function passwordSignIn(request: APIRequestContext, username: string, password: string, headers: Record<string, string> = {}): Promise<string | null> {
  expect((await request.get('/api/captcha')).ok()).toBe(true);
  return submitPasswordForm(request, username, password, headers);
}

/** The sign-in form's POST with the captcha cookie the context already holds (its fixed answer). */
export async function submitPasswordForm(request: APIRequestContext, username: string, password: string, headers: Record<string, string> = {}): Promise<string | null> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/callback/password', {
    form: { username, password, captcha: CAPTCHA, csrfToken, callbackUrl: '/', json: 'true' },
    headers: { 'X-Auth-Return-Redirect': '1', ...headers },
  });
  const { url } = (await response.json()) as { url: string };
  return new URL(url, 'http://x').searchParams.get('error');
}

/**
 * A captcha is good for one sign-in: signs `login` in on `solver` with a fresh captcha, then offers
 * the same sealed captcha cookie from a new context at `replayBaseURL` and expects it refused.
 * `solver` stays signed in for the caller.
 */
export async function expectCaptchaUsedOnce(requests: APIRequest, solver: APIRequestContext, replayBaseURL: string, login: string): Promise<void> {
  expect((await solver.get('/api/captcha')).ok()).toBe(true);
  const captcha = (await solver.storageState()).cookies;
  expect(await submitPasswordForm(solver, login, DEMO_PASSWORD)).toBeNull();
  const replay = await requests.newContext({ baseURL: replayBaseURL, storageState: { cookies: captcha, origins: [] } });
  expect(await submitPasswordForm(replay, login, DEMO_PASSWORD)).toBe('Invalid CAPTCHA. Please try again.');
  await replay.dispose();
}

/** Signs out through next-auth's own endpoint, as the user menu does. */
export async function signOutWithApi(request: APIRequestContext): Promise<void> {
  const { csrfToken } = (await (await request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const response = await request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' }, headers: { 'X-Auth-Return-Redirect': '1' } });
  expect(response.ok()).toBe(true);
}

export async function signInContext(context: BrowserContext, username: string, password?: string) {
  await signInWithApi(context.request, username, password);
}

export async function sessionOf(request: APIRequestContext) {
  return (await (await request.get('/api/auth/session')).json()) as {
    user?: { login: string; roles: string[]; bureau: string | null; name: string };
    isSso?: boolean;
    tokenExpiresAt?: number;
  };
}

export function userMenuButton(page: Page, name: RegExp | string) {
  return page.getByRole('banner').getByRole('button', { name });
}
