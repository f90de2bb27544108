import { expect, test, type Page } from './fixtures';
import { CAS_PASSWORD, CAS_URL, signInWithForm } from './helpers/auth';
import { WP_URL } from './helpers/wp';

/**
 * Behaviour §7 (the plugin's login creates a session): the staff screens' links into
 * WordPress's editor open it signed in — after a password sign-in and after single sign-on —
 * through the portal's hand-over (/api/staff/wp-editor → a single-use WordPress address).
 * Signing out of the portal ends that WordPress session too.
 */
const WP_ADMIN = `${WP_URL}/wp-admin`;

async function expectEditorOpen(page: Page, path: RegExp) {
  await expect(page).toHaveURL(path);
  expect(page.url()).not.toContain('wp-login.php');
}

test('after a password sign-in, Buat and Edit open WordPress signed in; sign-out ends it', async ({ page }) => {
  test.setTimeout(90_000);
  await signInWithForm(page, 'admin_perencanaan', { returnTo: '/admin/berita' });
  await page.waitForURL('**/admin/berita');
  await expect(page.getByRole('link', { name: /Buat Berita/ })).toHaveAttribute('href', '/api/staff/wp-editor?new=berita');

  await page.goto('/api/staff/wp-editor?new=berita');
  await expectEditorOpen(page, new RegExp(`^${WP_ADMIN.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/post-new\\.php\\?post_type=berita`));

  // The hand-over address works once: opened again it is refused.
  const editLink = await page.request.get('/api/staff/wp-editor?post=1', { maxRedirects: 0 });
  expect(editLink.status()).toBe(303);
  const handover = editLink.headers().location!;
  expect(handover).toMatch(/wp-login\.php\?action=bua_handover&code=[0-9a-f]{64}/);
  expect((await page.request.get(handover, { maxRedirects: 0 })).status()).toBe(302);
  expect((await page.request.get(handover, { maxRedirects: 0 })).status()).toBe(403);

  // Sign out of the portal: WordPress asks for a login again.
  const { csrfToken } = (await (await page.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  await page.request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' }, headers: { 'X-Auth-Return-Redirect': '1' } });
  await page.goto(`${WP_ADMIN}/`);
  await expect(page).toHaveURL(/wp-login\.php/);
});

test('after single sign-on, an editor opens a post in WordPress signed in', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/login?returnTo=%2Fredaktur-dashboard');
  await page.getByRole('button', { name: 'Login dengan SSO' }).click();
  await expect(page).toHaveURL(new RegExp(`^${CAS_URL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/login`));
  await page.getByLabel('Username').fill('redaktur_perlengkapan');
  await page.getByLabel('Password').fill(CAS_PASSWORD);
  await page.getByRole('button', { name: 'LOGIN' }).click();
  await page.waitForURL('**/redaktur-dashboard', { timeout: 20_000 });
  // Whatever the CAS round trip left in this browser's WordPress cookies, clear them first.
  await page.context().clearCookies({ domain: new URL(WP_URL).hostname });
  await page.goto('/api/staff/wp-editor?new=pengumuman');
  await expectEditorOpen(page, /\/wp-admin\/post-new\.php\?post_type=pengumuman/);
});

test('the hand-over route: anonymous → /login first; bad input 400', async ({ request }) => {
  const anonymous = await request.get('/api/staff/wp-editor?post=12', { maxRedirects: 0 });
  expect(anonymous.status()).toBe(303);
  expect(new URL(anonymous.headers().location!).searchParams.get('returnTo')).toBe('/api/staff/wp-editor?post=12');
  const bad = await request.get('/api/staff/wp-editor?post=abc');
  expect(bad.status()).toBe(400);
  expect(await bad.text()).toContain('Invalid editor request.');
});
