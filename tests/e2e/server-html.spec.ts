import { expect, test } from '@playwright/test';

/**
 * Issue 13, items 8, 9, 11 and 12: what a crawler, a screen reader on a slow phone or a visitor
 * without JavaScript gets — the server's own HTML, fetched without a browser where Next allows.
 */

test.describe('bureau listing addresses that do not exist (spec 2.5)', () => {
  // Next renders a notFound() boundary in the browser (vercel/next.js#62228): the status is the
  // server's, the texts are checked on the page.
  const cases: Array<[string, string, string]> = [
    ['/kabar/biro/humas', 'Content Type Not Found', 'Unknown Content Type'],
    ['/kabar/biro/nowhere', 'Content Type Not Found', 'Unknown Content Type'],
    ['/berita/biro/nowhere', 'Bureau Not Found', 'Unknown Bureau'],
    ['/pengumuman/biro/sekretariatan', 'Bureau Not Found', 'Unknown Bureau'],
  ];
  for (const [path, title, detail] of cases) {
    test(`${path}: 404 with '${title}'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByText(detail, { exact: true })).toBeVisible();
    });
  }

  test('an unknown address is the server-rendered 404 page', async ({ request }) => {
    // Three segments that no route takes (one or two would be a content type's pages).
    const response = await request.get('/tidak/ada/halaman-ini');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('>404 - Halaman Tidak Ditemukan</h1>');
    expect(html).toContain('Oops! Halaman yang Anda Cari Tidak Ada');
  });
});

test('a missing post is a 404 whose title says so (its body is rendered in the browser: vercel/next.js#62228)', async ({ request }) => {
  for (const path of ['/berita/tidak-ada-berita-seperti-ini', '/berita/biro/humas/tidak-ada-berita-seperti-ini']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text()).toContain('<title>404 - Halaman Tidak Ditemukan | BUA Mahkamah Agung RI</title>');
  }
});

test('an anonymous request for either dashboard reaches /login?returnTo=… in one redirect', async ({ request }) => {
  for (const path of ['/admin-dashboard', '/redaktur-dashboard']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(307);
    const location = new URL(response.headers().location!, 'http://x');
    expect(`${location.pathname}${location.search}`).toBe(`/login?returnTo=${encodeURIComponent(path)}`);
  }
});

test('every public page has its canonical link, the home page included', async ({ request }) => {
  const pages = ['/', '/berita', '/artikel', '/pengumuman', '/undangan', '/berita/biro/humas', '/berita/arsip', '/berita/arsip/2', '/sakip', '/profil', '/search'];
  for (const path of pages) {
    const html = await (await request.get(path)).text();
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical, path).toBeDefined();
    expect(new URL(canonical!).pathname, path).toBe(path);
  }
});
