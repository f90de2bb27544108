import { expect, test } from './fixtures';
import { signInWithApi } from './helpers/auth';
import { wpPosts, wpToken } from './helpers/wp';

/**
 * What a crawler, a screen reader on a slow phone or a visitor
 * without JavaScript gets — the server's own HTML, fetched without a browser.
 */

/** The markup a browser would show before any script runs: the HTML without its scripts. */
function markupOf(html: string): string {
  return html.replace(/<script\b[\s\S]*?<\/script>/g, '');
}

test.describe('bureau listing addresses that do not exist (behaviour §2.5)', () => {
  const cases: Array<[string, string, string]> = [
    ['/kabar/biro/humas', 'Content Type Not Found', 'Unknown Content Type'],
    ['/kabar/biro/nowhere', 'Content Type Not Found', 'Unknown Content Type'],
    ['/kabar/biro/humas/sebuah-berita', 'Content Type Not Found', 'Unknown Content Type'],
    ['/berita/biro/nowhere', 'Bureau Not Found', 'Unknown Bureau'],
    ['/pengumuman/biro/sekretariatan', 'Bureau Not Found', 'Unknown Bureau'],
  ];
  for (const [path, title, detail] of cases) {
    test(`${path}: 404 with '${title}' in the server's HTML`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const markup = markupOf(await response.text());
      expect(markup).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
      expect(markup).toContain(`>${detail}</p>`);
      expect(markup).toContain(`<title>${title} | BUA Mahkamah Agung RI</title>`);
      expect(markup).toContain('<meta name="robots" content="noindex"/>');
    });
  }

  test('a listing comes whole in the first HTML: no loading text that the list replaces', async ({ request }) => {
    const response = await request.get('/berita/biro/humas');
    expect(response.status()).toBe(200);
    const markup = markupOf(await response.text());
    expect(markup).not.toContain('Memuat');
    expect(markup).not.toContain('<template');
    expect(markup).toMatch(/<h1[^>]*>Berita Hukum dan Hubungan Masyarakat<\/h1>/i);
  });

  test('an unknown address is the server-rendered 404 page', async ({ request }) => {
    // Three segments that no route takes (one or two would be a content type's pages).
    const response = await request.get('/tidak/ada/halaman-ini');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(html).toContain('>404 - Halaman Tidak Ditemukan</h1>');
    expect(html).toContain('Oops! Halaman yang Anda Cari Tidak Ada');
  });
});

test('a missing page of every kind is a 404 with the 404 texts in the server\'s HTML, for GET and HEAD', async ({ request }) => {
  const token = await wpToken(request, 'admin_keuangan');
  const [privatePost] = await wpPosts(request, 'berita', { status: 'private', per_page: 1 }, token);
  expect(privatePost?.status).toBe('private');
  const paths = [
    '/berita/tidak-ada-berita-seperti-ini',
    '/berita/biro/humas/tidak-ada-berita-seperti-ini',
    `/berita/${privatePost!.slug}`, // a private post, for a visitor who is not signed in
    `/berita/biro/${privatePost!.bureau ?? 'keuangan'}/${privatePost!.slug}`,
    '/kabar',
    '/berita/arsip/9999',
    '/profil/nowhere',
    '/share/tidak-ada-berita-seperti-ini',
  ];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    const markup = markupOf(await response.text());
    expect(markup, path).toMatch(/<h1[^>]*>404 - Halaman Tidak Ditemukan<\/h1>/);
    expect(markup, path).toContain('Oops! Halaman yang Anda Cari Tidak Ada');
    expect(markup, path).toContain('<title>404 - Halaman Tidak Ditemukan | BUA Mahkamah Agung RI</title>');
    expect(markup, path).toContain('Kembali ke Beranda');
    expect((await request.head(path)).status(), `HEAD ${path}`).toBe(404);
  }
  // A missing SAKIP document also says which one was not found.
  const sakip = await request.get('/sakip/dokumen-yang-tidak-ada');
  expect(sakip.status()).toBe(404);
  const markup = markupOf(await sakip.text());
  expect(markup).toContain('Dokumen dengan slug &quot;dokumen-yang-tidak-ada&quot; tidak ditemukan');
  expect(markup).toContain('Lihat semua dokumen SAKIP');
  // A page that exists answers HEAD with 200.
  expect((await request.head('/berita/biro/humas')).status()).toBe(200);
});

test("signed in (the pages' dynamic twins), a missing page is a 404 with its texts too", async ({ playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  await signInWithApi(request, 'admin_humas');
  const cases: Array<[string, string]> = [
    ['/berita/tidak-ada-berita-seperti-ini', '404 - Halaman Tidak Ditemukan'],
    ['/berita/biro/humas/tidak-ada-berita-seperti-ini', '404 - Halaman Tidak Ditemukan'],
    ['/berita/biro/nowhere', 'Bureau Not Found'],
    ['/berita/arsip/9999', '404 - Halaman Tidak Ditemukan'],
  ];
  for (const [path, title] of cases) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['cache-control'], path).toMatch(/no-store/);
    expect(markupOf(await response.text()), path).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
  }
  await request.dispose();
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
