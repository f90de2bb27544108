import { expect, test, type Page } from './fixtures';

/** Behaviour §2.1 / 2.12: the seven bureau pages, their ids and names (behaviour §1), and their e-mail. */
const BUREAUS = [
  { path: '/BiroPerencanaan', id: 'perencanaan', name: 'Biro Perencanaan dan Organisasi', email: 'biro.perencanaan@mahkamahagung.go.id' },
  { path: '/BiroKepegawaian', id: 'kepegawaian', name: 'Biro Kepegawaian', email: 'biro.kepegawaian@mahkamahagung.go.id' },
  { path: '/BiroKeuangan', id: 'keuangan', name: 'Biro Keuangan', email: 'biro.keuangan@mahkamahagung.go.id' },
  { path: '/BiroPerlengkapan', id: 'perlengkapan', name: 'Biro Perlengkapan', email: 'biro.perlengkapan@mahkamahagung.go.id' },
  { path: '/BiroSekretariatan', id: 'pimpinan', name: 'Biro Kesekretariatan Pimpinan', email: 'biro.kesekretariatan@mahkamahagung.go.id' },
  { path: '/BiroHumas', id: 'humas', name: 'Biro Hukum dan Hubungan Masyarakat', email: 'biro.humas@mahkamahagung.go.id' },
  { path: '/BiroUmum', id: 'umum', name: 'Biro Umum', email: 'biro.umum@mahkamahagung.go.id' },
] as const;

/** Behaviour §2.12: one phone number for all bureaus. */
const SHARED_PHONE = '(021) 384 3348';

test.describe('/profil hub', () => {
  test('head-of-agency biography, about text and a chart whose bureau boxes link to the seven pages', async ({ page }) => {
    const response = await page.goto('/profil');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Profil Badan Urusan Administrasi');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'BUA' })).toHaveAttribute('href', '/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Profil');
    await expect(page.getByRole('heading', { name: 'Kepala Badan Urusan Administrasi' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tentang Badan Urusan Administrasi' })).toBeVisible();

    const boxes = page.getByRole('list', { name: 'Biro di lingkungan Badan Urusan Administrasi' }).getByRole('link');
    await expect(boxes).toHaveCount(7);
    for (const [index, bureau] of BUREAUS.entries()) {
      await expect(boxes.nth(index)).toHaveAttribute('href', bureau.path);
      await expect(boxes.nth(index)).toContainText(bureau.name);
    }

    await boxes.filter({ hasText: 'Biro Keuangan' }).click();
    // Generous: a dev server compiles the page on its first visit.
    await expect(page).toHaveURL(/\/BiroKeuangan$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biro Keuangan');
  });

  test('the chart is a tree at 390 px and a row at 1280 px, without horizontal overflow', async ({ page }) => {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/profil');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `no horizontal overflow at ${width} px`).toBe(0);
      const boxes = page.getByRole('list', { name: 'Biro di lingkungan Badan Urusan Administrasi' }).getByRole('link');
      const first = await boxes.first().boundingBox();
      const second = await boxes.nth(1).boundingBox();
      if (width === 390) expect(second!.y).toBeGreaterThan(first!.y);
      else expect(second!.y).toBe(first!.y);
    }
  });
});

test.describe('bureau pages', () => {
  for (const bureau of BUREAUS) {
    test(`${bureau.path}: breadcrumb, leader, greeting, duties and HUBUNGI KAMI`, async ({ page }) => {
      const response = await page.goto(bureau.path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(bureau.name);

      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: 'BUA' })).toHaveAttribute('href', '/');
      await expect(crumbs.getByRole('link', { name: 'Profil' })).toHaveAttribute('href', '/profil');
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(bureau.name);

      const photo = page.getByRole('img', { name: /^Foto / });
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      await expect(page.locator('figure figcaption').first()).toContainText(/Kepala Biro/);
      await expect(page.getByRole('heading', { name: 'Sambutan Kepala Biro' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Tugas dan Fungsi' })).toBeVisible();

      const contact = page.getByRole('region', { name: 'HUBUNGI KAMI' });
      await expect(contact.getByRole('heading')).toHaveText('HUBUNGI KAMI');
      await expect(contact.getByRole('link', { name: bureau.email })).toHaveAttribute('href', `mailto:${bureau.email}`);
      await expect(contact.getByRole('link', { name: SHARED_PHONE })).toHaveAttribute('href', 'tel:+62213843348');

      // One canonical address per bureau: the /BiroX form.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${bureau.path}$`));
      await expect(page.getByRole('button', { name: `Perbesar bagan Struktur Organisasi ${bureau.name}` })).toBeVisible();
    });
  }

  test('/profil/{id} serves the same page; unknown bureaus are 404', async ({ page, request }) => {
    await page.goto('/profil/humas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Biro Hukum dan Hubungan Masyarakat');
    for (const path of ['/profil/tidak-ada', '/BiroTidakAda']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
  });

  test('organisation charts are generated SVG files', async ({ request }) => {
    for (const bureau of BUREAUS) {
      const response = await request.get(`/images/org/biro-${bureau.id}.svg`);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`Struktur Organisasi ${bureau.name}`);
    }
  });
});

test.describe('organisation chart modal', () => {
  const thumbnail = (page: Page) => page.getByRole('button', { name: 'Perbesar bagan Struktur Organisasi Biro Keuangan' });
  const dialog = (page: Page) => page.getByRole('dialog', { name: 'Struktur Organisasi Biro Keuangan' });

  async function open(page: Page) {
    await thumbnail(page).click();
    await expect(dialog(page)).toBeVisible();
  }

  test('opens from the thumbnail as a modal dialog with focus inside, trapped', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/BiroKeuangan');
    await open(page);
    await expect(dialog(page)).toHaveAttribute('aria-modal', 'true');
    const close = dialog(page).getByRole('button', { name: 'Tutup' });
    await expect(close).toBeFocused();
    await expect(close).toHaveText('×');
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    // Tab and Shift+Tab never leave the dialog.
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Tab');
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog(page).evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
  });

  test('zooms on hover, following the mouse, and unzooms when the mouse leaves', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/BiroKeuangan');
    await open(page);
    const zoom = page.getByTestId('org-chart-zoom');
    const image = zoom.getByRole('img');
    const box = (await zoom.boundingBox())!;

    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.5);
    await expect(zoom).toHaveAttribute('data-zoomed', 'true');
    await expect(image).toHaveCSS('transform', /matrix\(2\.5, 0, 0, 2\.5/);
    const firstOrigin = await image.evaluate((node) => (node as HTMLElement).style.transformOrigin);
    expect(firstOrigin).toBe('25% 50%');

    await page.mouse.move(box.x + box.width * 0.75, box.y + box.height * 0.2, { steps: 4 });
    await expect.poll(() => image.evaluate((node) => (node as HTMLElement).style.transformOrigin)).toBe('75% 20%');

    await page.mouse.move(box.x + box.width / 2, box.y - 40);
    await expect(zoom).toHaveAttribute('data-zoomed', 'false');
    await expect(image).toHaveCSS('transform', 'none');
  });

  test('closes with ×, the backdrop and Escape, and gives focus back to the thumbnail', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/BiroKeuangan');

    await open(page);
    await dialog(page).getByRole('button', { name: 'Tutup' }).click();
    await expect(dialog(page)).toHaveCount(0);
    await expect(thumbnail(page)).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');

    await open(page);
    await page.mouse.click(8, 8); // the backdrop, outside the dialog
    await expect(dialog(page)).toHaveCount(0);
    await expect(thumbnail(page)).toBeFocused();

    await open(page);
    await dialog(page).click({ position: { x: 40, y: 120 } }); // inside: stays open
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(thumbnail(page)).toBeFocused();
  });

  test('opens with the keyboard and fits a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/BiroHumas');
    const button = page.getByRole('button', { name: 'Perbesar bagan Struktur Organisasi Biro Hukum dan Hubungan Masyarakat' });
    // Before hydration the button is disabled (it would do nothing); the keyboard user meets it working.
    await expect(button).toBeEnabled();
    await button.press('Enter'); // Focuses the button first, as a keyboard user would.
    const modal = page.getByRole('dialog', { name: 'Struktur Organisasi Biro Hukum dan Hubungan Masyarakat' });
    await expect(modal).toBeVisible();
    const box = (await modal.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    // Keyboard users zoom with the toggle.
    const toggle = modal.getByRole('button', { name: 'Perbesar' });
    await toggle.click();
    await expect(modal.getByTestId('org-chart-zoom')).toHaveAttribute('data-zoomed', 'true');
    await expect(modal.getByRole('button', { name: 'Perkecil' })).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
  });
});
