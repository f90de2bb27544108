import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTCHA, fillLogin, signInContext, submitButton } from './helpers/auth';
import { detailsOf, disclosure } from './helpers/disclosure';
import { openWithScriptsHeld } from './helpers/hydration';
import { DEMO_PASSWORD, wpPosts } from './helpers/wp';

/*
 * What a person does on the painted page before its scripts have run is kept: each test holds the
 * page's script files back (a phone on a slow network), acts on the server's HTML, then lets the
 * scripts run and waits for hydration.
 */

// The scripts are held back by routing the page's requests, which a service worker's own fetches
// would pass by (offline mode's worker controls a test's second page): workers are off here, and
// tested in offline.spec.ts.
test.use({ serviceWorkers: 'block' });

// The home page's complaint pop-up opens 1 s after hydration and would cover what these tests check.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('bua_complaint_popup_closed', '1'));
});

const signedIn = (page: Page) => page.getByRole('dialog', { name: 'Login Berhasil' });

test('a sign-in filled before the scripts ran (a password manager, a fast typist) signs in once they have', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/login');
  await fillLogin(page, 'redaktur_humas');
  await release();
  // Hydration left the fields as they were.
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('redaktur_humas');
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
  await expect(page.getByLabel('CAPTCHA', { exact: true })).toHaveValue(CAPTCHA);
  await submitButton(page).click();
  await expect(signedIn(page)).toBeVisible();
  await expect(page.getByText('Username is required')).toHaveCount(0);
});

test('a sign-in filled after hydration without any input event (some browsers’ autofill) signs in', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/login');
  await release();
  await page.evaluate(
    ([password, captcha]) => {
      const set = (id: string, value: string) => ((document.getElementById(id) as HTMLInputElement).value = value);
      set('username', 'redaktur_humas');
      set('password', password!);
      set('captcha', captcha!);
    },
    [DEMO_PASSWORD, CAPTCHA],
  );
  await submitButton(page).click();
  await expect(signedIn(page)).toBeVisible();
});

test('the sign-in’s checks still read the fields: empty ones are named, and a new captcha empties its field', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/login');
  await release();
  await page.getByLabel('Username', { exact: true }).fill('redaktur_humas');
  await submitButton(page).click();
  await expect(page.getByText('Password is required')).toBeVisible();
  await expect(page.getByText('Username is required')).toHaveCount(0);
  // Typing clears the messages.
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await expect(page.getByText('Password is required')).toHaveCount(0);
  await page.getByLabel('CAPTCHA', { exact: true }).fill('SALAH1');
  await page.getByRole('button', { name: 'Muat ulang CAPTCHA' }).click();
  await expect(page.getByLabel('CAPTCHA', { exact: true })).toHaveValue('');
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('redaktur_humas');
});

test('the phone menu tapped before the scripts ran is open, stays open through hydration, and closes with Escape after', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const { release } = await openWithScriptsHeld(page, '/');
  const hamburger = disclosure(page, 'Buka menu');
  const artikel = page.getByRole('link', { name: 'Artikel', exact: true });
  await expect(artikel).toBeHidden();
  await hamburger.click();
  await expect(artikel).toBeVisible();
  await expect(hamburger).toHaveAccessibleName('Tutup menu');
  await release();
  await expect(artikel).toBeVisible();
  await expect(detailsOf(hamburger)).toHaveJSProperty('open', true);
  await artikel.focus();
  await page.keyboard.press('Escape');
  await expect(artikel).toBeHidden();
  await expect(hamburger).toBeFocused();
});

test('the bureau dropdown opened before the scripts ran stays open through hydration; a click outside closes it after', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const { release } = await openWithScriptsHeld(page, '/');
  await disclosure(page, 'Daftar biro').click();
  const list = page.locator('#menu-biro');
  await expect(list.getByRole('link', { name: 'Biro Umum' })).toBeVisible();
  await release();
  await expect(list.getByRole('link', { name: 'Biro Umum' })).toBeVisible();
  await page.mouse.click(10, 700);
  await expect(list).toBeHidden();
});

test('a header search opened and typed before the scripts ran keeps its term and searches for it', async ({ page }) => {
  const { release } = await openWithScriptsHeld(page, '/');
  await disclosure(page, 'Buka pencarian').click();
  const input = page.getByRole('searchbox', { name: 'Kata kunci pencarian' });
  await input.fill('zona integritas');
  await release();
  await expect(input).toHaveValue('zona integritas');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?term=zona\+integritas$/);
});

test('a header search submitted before the scripts ran searches too (a plain GET form), from any page', async ({ page }) => {
  await openWithScriptsHeld(page, '/berita');
  await disclosure(page, 'Buka pencarian').click();
  await page.getByRole('searchbox', { name: 'Kata kunci pencarian' }).fill('rapat kerja');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?term=rapat\+kerja$/);
  await expect(page.getByRole('searchbox', { name: 'Kata kunci', exact: true })).toHaveValue('rapat kerja');
});

test('no field of the search page or the SAKIP filter is emptied or reset by hydration, and each is sent', async ({ page }) => {
  const search = await openWithScriptsHeld(page, '/search?term=rapat');
  const term = page.getByRole('searchbox', { name: 'Kata kunci', exact: true });
  const field = (name: string) => page.locator(`[name="${name}"]`);
  await term.fill('laporan kinerja');
  await field('bureau').selectOption('keuangan');
  await field('postType').selectOption('pengumuman');
  await field('dateFrom').fill('2024-01-01');
  await field('dateTo').fill('2024-12-31');
  await field('sort').selectOption('date_asc');
  await search.release();
  await expect(term).toHaveValue('laporan kinerja');
  await expect(field('bureau')).toHaveValue('keuangan');
  await expect(field('postType')).toHaveValue('pengumuman');
  await expect(field('dateFrom')).toHaveValue('2024-01-01');
  await expect(field('dateTo')).toHaveValue('2024-12-31');
  await expect(field('sort')).toHaveValue('date_asc');
  await page.getByRole('button', { name: 'Cari', exact: true }).click();
  await expect(page).toHaveURL(/term=laporan\+kinerja/);
  const sent = new URL(page.url()).searchParams;
  expect([sent.get('bureau'), sent.get('postType'), sent.get('dateFrom'), sent.get('dateTo'), sent.get('sort')]).toEqual(['keuangan', 'pengumuman', '2024-01-01', '2024-12-31', 'date_asc']);

  await page.unrouteAll();
  const sakip = await openWithScriptsHeld(page, '/sakip');
  const year = page.locator('#sakip-year');
  await page.getByLabel('Kata Kunci', { exact: true }).fill('renstra');
  await year.selectOption({ index: 1 });
  await page.getByLabel('Urutkan', { exact: true }).selectOption({ index: 1 });
  const [chosenYear, sort] = [await year.inputValue(), await page.getByLabel('Urutkan', { exact: true }).inputValue()];
  expect(chosenYear).not.toBe('');
  await sakip.release();
  await expect(page.getByLabel('Kata Kunci', { exact: true })).toHaveValue('renstra');
  await expect(year).toHaveValue(chosenYear);
  await expect(page.getByLabel('Urutkan', { exact: true })).toHaveValue(sort);
  await page.getByLabel('Kata Kunci', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/term=renstra/);
  const filtered = new URL(page.url()).searchParams;
  expect([filtered.get('year'), filtered.get('sort')]).toEqual([chosenYear, sort]);
});

/** Every button whose work is a script, as painted: each must be disabled until the page has hydrated. */
const SCRIPT_BUTTONS = 'button[type="button"], select:not([name])';

async function expectHeldBackUntilHydrated(page: Page, path: string, mustEnable: string[]) {
  const { release } = await openWithScriptsHeld(page, path);
  const painted = page.locator(SCRIPT_BUTTONS);
  expect(await painted.count(), `${path} paints no script control`).toBeGreaterThan(0);
  await expect(page.locator(`:is(${SCRIPT_BUTTONS}):not([disabled])`), `${path}: an enabled control that would drop a tap`).toHaveCount(0);
  await release();
  for (const name of mustEnable) await expect(page.getByRole('button', { name, exact: true }).first(), `${path}: ${name}`).toBeEnabled();
  await page.unrouteAll();
}

test('a control that needs a script is painted disabled, and works once hydrated: home, a post, sign-in, a profile', async ({ page, request }) => {
  const [post] = await wpPosts(request, 'berita', { per_page: 1 });
  await expectHeldBackUntilHydrated(page, '/', ['Berita berikutnya', 'Berita sebelumnya', 'en', 'Isi Survey']);
  await expectHeldBackUntilHydrated(page, `/berita/biro/${post!.bureau}/${post!.slug}`, ['Bagikan']);
  await expectHeldBackUntilHydrated(page, '/login', ['Muat ulang CAPTCHA']);
  await expectHeldBackUntilHydrated(page, '/profil', []);
  // Tapped once hydrated, the carousel moves: the hold never outlasts hydration.
  await page.goto('/');
  const carousel = page.getByRole('region', { name: /./ }).filter({ has: page.getByRole('button', { name: 'Berita berikutnya' }) });
  await carousel.getByRole('button', { name: 'Berita berikutnya' }).click();
  await expect(carousel.getByRole('button', { name: /^Berita 2 dari/ })).toHaveAttribute('aria-current', 'true');
});

test('the search page’s controls are painted disabled until hydrated', async ({ page }) => {
  await expectHeldBackUntilHydrated(page, '/search?term=rapat', []);
});

test('an admin’s screens: tabs, filter and delete are painted disabled; once hydrated, Hapus opens its dialog', async ({ page, context }) => {
  await signInContext(context, 'admin_humas');
  await expectHeldBackUntilHydrated(page, '/admin-sakip', []);
  await expectHeldBackUntilHydrated(page, '/admin/berita', []);
  await expect(page.getByRole('tab').first()).toBeEnabled();
  await expect(page.getByLabel('Filter biro', { exact: false })).toBeEnabled();
  await page.getByRole('button', { name: /^Hapus / }).first().click();
  const dialog = page.getByRole('alertdialog', { name: 'Apakah Anda Yakin?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Tidak' }).click();
  await expect(dialog).toBeHidden();
});

test('an editor’s screens: the dashboard and the review list are painted disabled and enabled once hydrated', async ({ page, context }) => {
  await signInContext(context, 'redaktur_humas');
  await expectHeldBackUntilHydrated(page, '/redaktur-dashboard', []);
  await expectHeldBackUntilHydrated(page, '/redaktur/berita', []);
  await expect(page.getByRole('tab').first()).toBeEnabled();
});
