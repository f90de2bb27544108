import { expect, test } from './fixtures';
import { CAPTCHA, CAS_PASSWORD } from './helpers/auth';
import { DEMO_PASSWORD } from './helpers/wp';

/**
 * /login is in the server's HTML and works without JavaScript, as a plain
 * form POST (progressive enhancement); with JavaScript it behaves as before (auth.spec.ts).
 */
test.use({ javaScriptEnabled: false });

test("the server's HTML carries the whole form", async ({ request }) => {
  const html = await (await request.get('/login?returnTo=%2Fadmin')).text();
  for (const text of ['Masuk', 'Login dengan SSO', 'Lupa Password?', 'name="username"', 'name="password"', 'name="captcha"', 'name="csrfToken"', 'src="/api/captcha?csrf=']) {
    expect(html, text).toContain(text);
  }
});

test('without JavaScript: a wrong password comes back with the behaviour §8 text, the right one signs in to returnTo', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login?returnTo=%2Fredaktur-dashboard');
  await page.getByLabel('Username', { exact: true }).fill('redaktur_umum');
  await page.getByLabel('Password', { exact: true }).fill('salah-sekali');
  await page.getByLabel('CAPTCHA', { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await expect(page).toHaveURL(/\/login\?error=/);
  await expect(page.getByRole('alert')).toHaveText('Username or password is incorrect. Please try again.');

  await page.goto('/login?returnTo=%2Fredaktur-dashboard');
  await page.getByLabel('Username', { exact: true }).fill('redaktur_umum');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('CAPTCHA', { exact: true }).fill(CAPTCHA);
  await page.getByRole('button', { name: 'Masuk', exact: true }).click();
  await page.waitForURL('**/redaktur-dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dasbor Redaktur');
});

test('without JavaScript: Login dengan SSO goes to CAS, and CAS back to the portal', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Login dengan SSO' }).click();
  await expect(page).toHaveURL(/\/cas\/login\?service=/);
  // The CAS round trip ends on the portal's hand-off page, which needs JavaScript: that is where
  // a browser without it stops, with the texts of behaviour §2.14 on screen.
  await page.getByLabel('Username').fill('redaktur_umum');
  await page.getByLabel('Password').fill(CAS_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await expect(page).toHaveURL(/\/auth\/sso-callback\?/);
});

test('a sign-in POST without the CSRF seed is refused and signs nobody in', async ({ request }) => {
  expect((await request.get('/api/captcha')).ok()).toBe(true);
  const response = await request.post('/api/auth/callback/password', {
    form: { username: 'redaktur_umum', password: DEMO_PASSWORD, captcha: CAPTCHA, csrfToken: 'f'.repeat(64), callbackUrl: '/login' },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toContain('csrf=true');
  const session = (await (await request.get('/api/auth/session')).json()) as { user?: unknown };
  expect(session.user).toBeUndefined();
});
