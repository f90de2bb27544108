import { expect, test } from './fixtures';
import { plainTitle, wpPosts, wpToken } from './helpers/wp';

test.describe('post detail rendered from WordPress', () => {
  test('a published berita is in the raw HTML with breadcrumb, image and body', async ({ request, page }) => {
    const [post] = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 1 });
    expect(post, 'the seed has published humas news').toBeTruthy();
    const title = plainTitle(post!);

    // Server-rendered: the HTML without JavaScript already holds the WordPress content.
    const raw = await request.get(`/berita/${post!.slug}`);
    expect(raw.status()).toBe(200);
    const html = await raw.text();
    expect(html).toContain(title.replace(/&/g, '&amp;'));
    const firstParagraph = /<p>([^<]{20,})<\/p>/.exec(post!.content.rendered)?.[1];
    expect(firstParagraph).toBeTruthy();
    expect(html).toContain(firstParagraph!.slice(0, 20));

    await page.goto(`/berita/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'BUA' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Berita' })).toHaveAttribute('href', '/berita');
    await expect(crumbs.getByRole('link', { name: 'Hukum dan Hubungan Masyarakat' })).toHaveAttribute('href', '/berita/biro/humas');
    const current = crumbs.locator('[aria-current="page"]');
    const words = title.split(/\s+/);
    await expect(current).toHaveText(words.length > 5 ? `${words.slice(0, 5).join(' ')}...` : title);
    await expect(current).toHaveClass(/max-w-\[300px\]/);
    await expect(page.getByRole('button', { name: 'Bagikan' })).toBeVisible();
    await expect(page).toHaveTitle(`${title} | BUA Mahkamah Agung RI`);
  });

  test('the bureau address form shows the same post with the route bureau', async ({ request, page }) => {
    const [post] = await wpPosts(request, 'artikel', { bureau: 'keuangan', per_page: 1 });
    await page.goto(`/artikel/biro/keuangan/${post!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainTitle(post!));
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Keuangan' })).toHaveAttribute('href', '/artikel/biro/keuangan');
    // Artikel pages have no share button (behaviour §2.6: berita only).
    await expect(page.getByRole('button', { name: 'Bagikan' })).toHaveCount(0);
  });

  test('pengumuman breadcrumb starts at home and PDF attachments become cards', async ({ request, page }) => {
    const posts = await wpPosts(request, 'pengumuman', { per_page: 100 });
    const withPdf = posts.find((item) => /\.pdf/i.test(item.content.rendered));
    expect(withPdf, 'the seed has a pengumuman with a PDF file block').toBeTruthy();
    await page.goto(`/pengumuman/${withPdf!.slug}`);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Beranda' })).toHaveAttribute('href', '/');
    await expect(crumbs.getByRole('link', { name: 'Pengumuman' })).toHaveAttribute('href', '/pengumuman');
    const card = page.getByRole('link', { name: /Click to view PDF/ }).first();
    await expect(card).toBeVisible();
    await expect(card).toHaveAttribute('href', /\.pdf/i);
    await expect(card).toHaveAttribute('target', '_blank');
  });

  test('a private post is the 404 page for a visitor', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const [privatePost] = await wpPosts(request, 'berita', { status: 'private', per_page: 1 }, token);
    expect(privatePost?.status).toBe('private');
    const response = await request.get(`/berita/${privatePost!.slug}`);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('404 - Halaman Tidak Ditemukan');
  });
});

test.describe('not found', () => {
  for (const path of ['/berita/tidak-ada-berita-ini', '/kategori/apa-saja', '/berita/biro/humas/%E0%A4%A', '/berita/%E0%A4%A', '/halaman/yang/tidak/ada', '/berita/<script>alert(1)</script>', '/berita/biro/humas/x?page=-1']) {
    test(`${path} answers 404 with the spec texts`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('404 - Halaman Tidak Ditemukan');
      expect(html).toContain('Oops! Halaman yang Anda Cari Tidak Ada');
      expect(html).toContain('Kembali ke Beranda');
      expect(html).not.toContain('<script>alert(1)</script>');
    });
  }
});
