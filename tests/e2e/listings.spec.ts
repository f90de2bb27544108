import { expect, test } from './fixtures';
import { plainTitle, WP_URL, wpPosts } from './helpers/wp';

const TYPES = ['berita', 'artikel', 'pengumuman', 'undangan'] as const;
const BUREAU_NAMES = ['Perencanaan dan Organisasi', 'Kepegawaian', 'Keuangan', 'Perlengkapan', 'Kesekretariatan Pimpinan', 'Hukum dan Hubungan Masyarakat', 'Umum'];

test.describe('landing lists (behaviour §2.4)', () => {
  for (const type of TYPES) {
    test(`/${type}: hero of the 4 newest and a section per bureau, in the raw HTML`, async ({ request }) => {
      const newest = await wpPosts(request, type, { per_page: 4 });
      const response = await request.get(`/${type}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      for (const post of newest) expect(html).toContain(`/${type}/biro/${post.bureau}/${post.slug}`);
      for (const name of BUREAU_NAMES) expect(html).toContain(`Biro ${name}`);
      const humas = await wpPosts(request, type, { per_page: 4, bureau: 'humas' });
      for (const post of humas) expect(html).toContain(`/${type}/biro/humas/${post.slug}`);
    });
  }

  test('bureau tabs scroll to the section with the 80 px offset plus sticky headers', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/berita');
    const tabs = page.getByRole('navigation', { name: 'Biro' }).getByRole('link');
    await expect(tabs).toHaveCount(7);
    await tabs.filter({ hasText: 'Keuangan' }).click();
    await expect(page).toHaveURL(/#biro-keuangan$/);
    await expect
      .poll(async () =>
        page.evaluate(() => {
          const bar = document.querySelector<HTMLElement>('[data-sticky-header]')!;
          return Math.round(document.getElementById('biro-keuangan')!.getBoundingClientRect().top - 80 - bar.offsetHeight);
        }),
      )
      .toBeLessThanOrEqual(2);
    await page.getByRole('link', { name: 'Lihat semua dari biro ini →' }).nth(2).click();
    await expect(page).toHaveURL(/\/berita\/biro\/keuangan$/);
  });
});

test.describe('bureau listing (behaviour §2.5)', () => {
  test('title, featured card, 7 per page of 20 with Prev/Next and numbers; every page its own address, Back and Forward', async ({ page, request }) => {
    const posts = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 20 });
    expect(posts.length).toBeGreaterThan(7);
    await page.goto('/berita/biro/humas');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('BERITA HUKUM DAN HUBUNGAN MASYARAKAT');
    const pager = page.getByRole('navigation', { name: /Halaman berita/ });
    await expect(pager.getByText('Prev')).toHaveAttribute('aria-disabled', 'true');
    await expect(pager.getByRole('link', { name: /^Halaman \d+$/ })).toHaveCount(Math.ceil(posts.length / 7));
    const listed = page.locator('[data-page]');
    await expect(listed.getByRole('link')).toHaveCount(7);
    await expect(listed.getByRole('heading', { level: 2 })).toHaveText(plainTitle(posts[0]!));
    for (const post of posts.slice(0, 7)) await expect(listed.getByRole('link', { name: plainTitle(post), exact: true })).toHaveAttribute('href', `/berita/biro/humas/${post.slug}`);

    // Page 2 has an address (server-rendered, with its canonical and rel=prev/next).
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/berita\/biro\/humas\/halaman\/2$/);
    await expect(pager.getByRole('link', { name: 'Halaman 2' })).toHaveAttribute('aria-current', 'page');
    const second = page.locator('[data-page="2"]').getByRole('link').first();
    await expect(second).toHaveText(plainTitle(posts[7]!));
    const head = await (await request.get('/berita/biro/humas/halaman/2')).text();
    expect(head).toContain('<link rel="canonical" href="http://localhost:3100/berita/biro/humas/halaman/2"');
    expect(head).toMatch(/<link rel="prev" href="\/berita\/biro\/humas"/);
    // Open a post, come Back: page 2 again.
    await second.click();
    await expect(page).toHaveURL(new RegExp(`/berita/biro/humas/${posts[7]!.slug}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/halaman\/2$/);
    await expect(page.locator('[data-page="2"]')).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`/berita/biro/humas/${posts[7]!.slug}$`));
    await page.goBack();
    await pager.getByRole('link', { name: 'Prev' }).click();
    await expect(page).toHaveURL(/\/berita\/biro\/humas$/);
    // Page 1's own number is the listing itself; a page past the last is a 404.
    const one = await request.get('/berita/biro/humas/halaman/1', { maxRedirects: 0 });
    expect(one.status()).toBe(301);
    expect(one.headers()['location']).toBe('/berita/biro/humas');
    expect((await request.get('/berita/biro/humas/halaman/99')).status()).toBe(404);
  });

  test('announcements show their excerpt', async ({ page, request }) => {
    const [first] = await wpPosts(request, 'pengumuman', { bureau: 'umum', per_page: 1 });
    await page.goto('/pengumuman/biro/umum');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('PENGUMUMAN UMUM');
    const excerpt = first!.excerpt.rendered.replace(/<[^>]*>/g, '').trim();
    expect(excerpt.length).toBeGreaterThan(20);
    await expect(page.locator('[data-page] article').first()).toContainText(excerpt.slice(0, 40));
  });

  for (const [path, text] of [
    ['/berita/biro/sekretariatan', 'Bureau Not Found'],
    ['/berita/biro/tidak-ada', 'Bureau Not Found'],
    ['/kategori/biro/humas', 'Content Type Not Found'],
  ] as const) {
    test(`${path} → 404 '${text}'`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
    });
  }
});

test.describe('archive (behaviour §2.11)', () => {
  test('10 per page, every page reachable by links, newest first', async ({ page, request }) => {
    const response = await request.get(`${WP_URL}/wp-json/wp/v2/berita?per_page=10&page=1`);
    const total = Number(response.headers()['x-wp-total']);
    const totalPages = Number(response.headers()['x-wp-totalpages']);
    expect(totalPages).toBe(Math.ceil(total / 10));
    const firstPage = (await response.json()) as { slug: string }[];

    await page.goto('/berita/arsip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Arsip Berita');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(10);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', new RegExp(`/${firstPage[0]!.slug}$`));
    const pager = page.getByRole('navigation', { name: 'Halaman arsip berita' });
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/berita\/arsip\/2$/);
    await page.goto(`/berita/arsip/${totalPages}`);
    await expect(page.locator('main article')).toHaveCount(total - (totalPages - 1) * 10);
    await expect(page.getByRole('navigation', { name: 'Halaman arsip berita' }).getByText('Next')).toHaveAttribute('aria-disabled', 'true');
  });

  test('pages out of range or not numbers are 404; page 1 redirects to the archive', async ({ request }) => {
    expect((await request.get('/berita/arsip/9999')).status()).toBe(404);
    expect((await request.get('/berita/arsip/abc')).status()).toBe(404);
    expect((await request.get('/berita/arsip/-1')).status()).toBe(404);
    const one = await request.get('/berita/arsip/1', { maxRedirects: 0 });
    expect(one.status()).toBe(301) // Next's permanent redirect (308), sent as 301 for a page (server/answerStatus.cjs);
    expect(one.headers().location).toBe('/berita/arsip');
  });
});

test('related sidebar: 3 newest of the same type without the current post (behaviour §2.8)', async ({ page, request }) => {
  const newest = await wpPosts(request, 'artikel', { per_page: 5 });
  await page.goto(`/artikel/${newest[0]!.slug}`);
  const sidebar = page.getByRole('complementary', { name: 'Konten terkait' });
  await expect(sidebar.getByRole('heading', { name: 'ARTIKEL TERBARU' })).toBeVisible();
  const links = sidebar.getByRole('listitem').getByRole('link');
  await expect(links).toHaveCount(3);
  for (const [index, post] of newest.slice(1, 4).entries()) await expect(links.nth(index)).toHaveText(plainTitle(post));
});
