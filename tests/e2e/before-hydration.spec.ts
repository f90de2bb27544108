import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { CAPTCHA, fillLogin, submitButton } from './helpers/auth';
import { DEMO_PASSWORD } from './helpers/wp';

/**
 * What a person does on the painted page before its scripts have run is kept: the page's script
 * files are held back until the test releases them (a phone on a slow network), the test acts on the
 * server's HTML, then lets the scripts run and waits for hydration (the visit tracker's POST comes
 * from an effect, so after it).
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    release: async () => {
      const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/visitors/track');
      letGo();
      await hydrated;
    },
  };
}

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
