import { expect, test, type Page } from './fixtures';
import { CAS_PASSWORD, CAS_URL, sessionOf, userMenuButton } from './helpers/auth';

/**
 * CAS single sign-on through a real CAS 3.0 server (Debian's django-cas-server, scripts/cas-start.sh), with the
 * WordPress plugin as CAS client (bua/v1/sso/*) and the portal's /auth/sso-callback hand-off.
 */

async function casForm(page: Page, username: string, password = CAS_PASSWORD) {
  await expect(page).toHaveURL(new RegExp(`^${CAS_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/login\\?service=`));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'LOGIN' }).click();
}

test.describe('single sign-on (behaviour §2.14, 4)', () => {
  test('round trip: login page → CAS → WordPress → /auth/sso-callback → returnTo, then SSO logout', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/login?returnTo=%2Fberita%2Farsip');
    await page.getByRole('button', { name: 'Login dengan SSO' }).click();
    await casForm(page, 'admin_humas');
    // The hand-off page shows the behaviour §2.14 texts, then replaces the location with redirectTo.
    await page.waitForURL('**/berita/arsip', { timeout: 20_000 });
    const session = await sessionOf(context.request);
    expect(session.user?.login).toBe('admin_humas');
    expect(session.user?.roles).toContain('bureau_admin');
    expect(session.isSso).toBe(true);
    // The single-use code is gone from the history, and no JWT reached the browser.
    expect(await page.evaluate(() => `${document.cookie}${JSON.stringify({ ...localStorage })}${JSON.stringify({ ...sessionStorage })}`)).not.toMatch(/eyJ[\w-]{5,}\./);

    // Logout of an SSO session: local sign-out, then WordPress → CAS /logout → /login.
    await userMenuButton(page, /Admin|admin_humas/).click();
    await page.getByRole('button', { name: 'Keluar' }).click();
    await page.waitForURL('**/login', { timeout: 20_000 });
    expect((await sessionOf(context.request)).user).toBeUndefined();
    // The CAS session ended too: CAS asks for credentials again.
    await page.goto(`${CAS_URL}/login?service=${encodeURIComponent('http://localhost/')}`);
    await expect(page.getByRole('button', { name: 'LOGIN' })).toBeVisible();
  });

  test("started from another host name than SITE_URL's (an IP address), it moves to SITE_URL first and completes", async ({ page, context, baseURL }) => {
    test.setTimeout(60_000);
    const site = new URL(baseURL!);
    const other = `http://127.0.0.1:${site.port}`;
    await page.goto(`${other}/login?returnTo=%2Fberita%2Farsip`);
    await expect(page).toHaveURL(`${site.origin}/login?returnTo=%2Fberita%2Farsip`);
    await page.getByRole('button', { name: 'Login dengan SSO' }).click();
    await casForm(page, 'redaktur_humas');
    await page.waitForURL(`${site.origin}/berita/arsip`, { timeout: 20_000 });
    expect((await sessionOf(context.request)).user?.login).toBe('redaktur_humas');
  });

  test('an existing CAS session signs in without the form (single sign-on)', async ({ page, context }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login dengan SSO' }).click();
    await casForm(page, 'redaktur_humas');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    expect((await sessionOf(context.request)).user?.login).toBe('redaktur_humas');
    // Sign out of the portal only (clear its cookies), then SSO again: CAS remembers the user.
    const casCookies = (await context.cookies()).filter((cookie) => cookie.name === 'CASTGC');
    await context.clearCookies();
    await context.addCookies(casCookies);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login dengan SSO' }).click();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 20_000 });
    expect((await sessionOf(context.request)).user?.login).toBe('redaktur_humas');
  });

  test('a CAS user without a portal account comes back to /login with the message', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login dengan SSO' }).click();
    await casForm(page, 'nobody_cas_user');
    await page.waitForURL(/\/login\?sso_error=callback_failed/, { timeout: 20_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'This CAS account has no user on the portal.' })).toBeVisible();
  });

  test('callback without token or status, with an error status, with a forged code', async ({ page, context, allowProblem }) => {
    allowProblem(/^401 POST .*\/api\/auth\/callback\/sso /); // The forged code's refusal.
    await page.goto('/auth/sso-callback');
    await page.waitForURL(/sso_error=callback_failed/);
    await expect(page.getByRole('alert').filter({ hasText: 'SSO callback error: Token or success status missing.' })).toBeVisible();

    await page.goto('/auth/sso-callback?sso_status=denied');
    await page.waitForURL(/sso_error=callback_failed/);
    await expect(page.getByRole('alert').filter({ hasText: 'SSO failed with status: denied' })).toBeVisible();

    await page.goto('/auth/sso-callback?token=forged&sso_status=success&redirectTo=%2Fadmin&state=abc');
    await page.waitForURL(/sso_error=context_login_issue/);
    await expect(page.getByRole('alert').filter({ hasText: 'Authentication failed' })).toBeVisible();
    expect((await sessionOf(context.request)).user).toBeUndefined();
  });

  test('the hand-off page shows the behaviour §2.14 texts', async ({ page }) => {
    await page.route('**/api/auth/callback/sso', () => new Promise(() => undefined));
    await page.goto('/auth/sso-callback?token=abc&sso_status=success');
    await expect(page.getByText('Finalizing Single Sign-On, please wait...')).toBeVisible();
    await expect(page.getByText('You will be redirected shortly.')).toBeVisible();
  });
});
