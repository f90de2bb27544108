import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

/**
 * States that need a failing WordPress: a second server from the same production build, pointed
 * at a closed loopback port, renders pages nobody has cached yet. Pages already in the ISR cache
 * keep being served (that is the point of the cache), so the paths here are ones no other test
 * visits first.
 */
const PORT = 3109;
const BASE = `http://localhost:${PORT}`;
const STANDALONE = path.join(process.cwd(), '.next', 'standalone', 'server.js');
let server: ChildProcess | undefined;

test.beforeAll(async () => {
  if (!existsSync(STANDALONE)) throw new Error('needs the production build made by scripts/e2e.sh');
  server = spawn(process.execPath, [STANDALONE], {
    env: { ...process.env, PORT: String(PORT), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', WORDPRESS_URL: 'http://127.0.0.1:9', WP_TIMEOUT_MS: '3000' },
    stdio: 'ignore',
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    try {
      if ((await fetch(`${BASE}/images/logo-ma.svg`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the second portal server did not start');
});

test.afterAll(() => {
  server?.kill();
});

test('a bureau listing says Kesalahan Memuat Konten with a retry button', async ({ page }) => {
  await page.goto(`${BASE}/undangan/biro/perlengkapan`);
  const alert = page.getByRole('alert').filter({ hasText: 'Kesalahan Memuat Konten' });
  await expect(alert.getByRole('heading', { name: 'Kesalahan Memuat Konten' })).toBeVisible();
  await expect(alert).toContainText('Failed to load bureau undangan. Please try again.');
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
});

test("search says 'Terjadi kesalahan: Failed to fetch search results' with 'Coba Lagi'", async ({ page }) => {
  await page.goto(`${BASE}/search?term=anggaran`);
  await expect(page.getByText('Terjadi kesalahan: Failed to fetch search results')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
});

test('a post that cannot be loaded is the 404 page (spec 2.6)', async ({ request }) => {
  const response = await request.get(`${BASE}/artikel/biro/umum/artikel-yang-belum-pernah-dibuka`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('404 - Halaman Tidak Ditemukan');
});
