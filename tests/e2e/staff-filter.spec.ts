import { expect, test } from './fixtures';
import { signInContext } from './helpers/auth';

/**
 * The admin lists' bureau filter, with the spec's display names,
 * applied on the server: the admin's own bureau keeps its list, another name lists nothing.
 */
test("admin_humas: 'Hubungan Masyarakat' keeps the list, 'Keuangan' and 'Akademik' list nothing", async ({ page, context }) => {
  await signInContext(context, 'admin_humas');
  await page.goto('/admin/pengumuman');
  const filter = page.getByLabel('Filter Biro');
  await expect(filter.locator('option')).toHaveText(['Semua Biro', 'Hubungan Masyarakat', 'Kepegawaian', 'Keuangan', 'Umum', 'Akademik', 'Kemahasiswaan']);
  const rows = page.getByRole('table').first().getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  const all = await rows.count();

  await filter.selectOption({ label: 'Hubungan Masyarakat' });
  await expect(page).toHaveURL(/[?&]biro=humas/);
  await expect(rows).toHaveCount(all);

  for (const label of ['Keuangan', 'Akademik']) {
    await filter.selectOption({ label });
    await expect(page.getByText('Tidak ada konten pada tab ini.')).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Semua\b/ }).locator('[data-testid^="count-"]')).toHaveText('0');
  }

  // Straight from the address, rendered on the server.
  const response = await page.goto('/admin/pengumuman?biro=keuangan');
  expect(response?.status()).toBe(200);
  await expect(page.getByText('Tidak ada konten pada tab ini.')).toBeVisible();
});
