import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { signInContext } from './helpers/auth';
import { wpDeletePost } from './helpers/staff';
import { WP_URL, wpToken, DEMO_ADMIN_PASSWORD } from './helpers/wp';

/**
 * What an editor builds in WordPress's block editor reaches the visitor (behaviour §2.6 "How each
 * block is shown", "Embeds"): the seeded showcase post (wordpress/seed/showcase.php) on a phone
 * and a desktop, its light embeds, and the same in the portal's preview. Nothing here reaches the
 * internet: thumbnails and provider frames are answered by Playwright.
 */
const SLUG = 'galeri-blok-konten';
const PATH = `/berita/${SLUG}`;
const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Providers offline: thumbnails fail as they would here, frames answer a stub page. */
async function offlineProviders(page: Page): Promise<string[]> {
  const frames: string[] = [];
  await page.route('https://i.ytimg.com/**', (route) => route.abort('internetdisconnected'));
  await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com|maps\.google\.com|www\.google\.com|docs\.google\.com|drive\.google\.com)\//, (route) => {
    frames.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Pemutar</title><p>Pemutar uji</p>' });
  });
  return frames;
}

/** Every block of the showcase, by what the visitor gets. */
async function expectEveryBlock(page: Page) {
  const body = page.locator('.wp-content');
  await expect(body.locator('p').first()).toContainText('Biro Hukum dan Hubungan Masyarakat menyajikan rangkuman');
  await expect(body.locator('figure.wp-block-image:not(.alignwide):not(.alignfull) img').first()).toBeVisible();
  await expect(body.locator('figure.wp-block-image figcaption').first()).toHaveText('Kunjungan kerja Biro Hukum dan Humas ke satuan kerja daerah.');
  await expect(body.locator('.wp-block-gallery img')).toHaveCount(3);
  await expect(body.locator('.wp-block-gallery > figcaption')).toBeVisible();
  await expect(body.locator('figure.wp-block-video video[controls]')).toBeVisible();
  await expect(body.locator('figure.wp-block-audio audio[controls]')).toBeVisible();
  await expect(body.locator('.wp-block-columns > .wp-block-column')).toHaveCount(2);
  await expect(body.locator('.wp-block-table table th')).toHaveCount(5);
  await expect(body.locator('blockquote.wp-block-quote cite')).toHaveText('Kepala Biro Hukum dan Hubungan Masyarakat');
  await expect(body.locator('.wp-block-pullquote')).toContainText('Satu halaman, semua cara bercerita.');
  await expect(body.locator('ul > li')).toHaveCount(4);
  await expect(body.locator('.wp-block-buttons .wp-block-button__link')).toHaveCount(2);
  await expect(body.locator('hr.wp-block-separator')).toBeVisible();
  await expect(body.locator('pre.wp-block-code')).toContainText('/wp-json/wp/v2/berita?slug=galeri-blok-konten');
  await expect(body.locator('pre.wp-block-preformatted')).toContainText('Senin–Kamis');
  await expect(body.locator('figure.alignwide img')).toBeVisible();
  await expect(body.locator('figure.alignfull img')).toBeVisible();
  // The PDF of the file block is listed under Lampiran, not left in the body.
  await expect(body.locator('.wp-block-file')).toHaveCount(0);
  const lampiran = page.getByRole('region', { name: 'Lampiran' });
  await expect(lampiran.getByRole('link', { name: /Materi Paparan Kegiatan Semester\.pdf/ })).toHaveAttribute('href', /\.pdf$/);
  // Four light embeds (YouTube, Vimeo, Google Docs, Google Maps); the other two hosts as links.
  await expect(body.locator('.bua-embed')).toHaveCount(4);
  await expect(body.locator('iframe')).toHaveCount(0);
  await expect(body.getByRole('link', { name: 'Denah Gedung BUA' })).toHaveAttribute('href', 'https://widget.example.org/denah-gedung-bua');
  await expect(body.getByRole('link', { name: 'https://www.instagram.com/p/BUAdemo2026/' })).toHaveAttribute('href', 'https://www.instagram.com/p/BUAdemo2026/');
}

/** No figure is an empty box: each shows media, a link or text, and has a size. */
async function expectNoEmptyFigure(page: Page) {
  const empty = await page.locator('.wp-content figure').evaluateAll((figures) =>
    figures
      .filter((figure) => {
        const box = figure.getBoundingClientRect();
        const filled = (figure.textContent ?? '').trim() !== '' || figure.querySelector('img, video, audio, a, .bua-embed') !== null;
        return !filled || box.height < 1 || box.width < 1;
      })
      .map((figure) => figure.outerHTML.slice(0, 120)),
  );
  expect(empty).toEqual([]);
}

async function expectNoHorizontalOverflow(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, 'the page never scrolls sideways').toBeLessThanOrEqual(widths.viewport);
}

for (const width of [390, 1280]) {
  test.describe(`the block showcase at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('every block is there and drawn: no empty figure, no sideways scrolling, no accessibility violation', async ({ page }) => {
      test.setTimeout(60_000);
      await offlineProviders(page);
      const response = await page.goto(PATH, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expectEveryBlock(page);
      await expectNoEmptyFigure(page);
      await expectNoHorizontalOverflow(page);

      // Content images: WordPress's srcset and sizes, width and height (no shift), lazy.
      const images = page.locator('.wp-content figure.wp-block-image img');
      for (const image of await images.all()) {
        await expect(image).toHaveAttribute('srcset', /\d+w/);
        await expect(image).toHaveAttribute('width', /^\d+$/);
        await expect(image).toHaveAttribute('height', /^\d+$/);
        await expect(image).toHaveAttribute('loading', 'lazy');
      }
      // A wide table scrolls inside its own box on a phone, which takes keyboard focus.
      const table = page.locator('.wp-content .wp-block-table');
      await expect(table).toHaveAttribute('tabindex', '0');
      const scrolls = await table.evaluate((box) => box.scrollWidth > box.clientWidth);
      expect(scrolls).toBe(width === 390);

      // The YouTube poster without its thumbnail (offline): a fixed 16:9 box, title and button shown.
      const poster = page.locator('.bua-embed[data-provider="youtube"]');
      await poster.scrollIntoViewIfNeeded();
      const box = (await poster.boundingBox())!;
      expect(Math.abs(box.height - (box.width * 9) / 16)).toBeLessThan(2);
      await expect(poster.locator('.bua-embed__title')).toHaveText('Video YouTube');
      await expect(poster.locator('.bua-embed__button')).toBeVisible();
      await expect(poster.getByRole('link', { name: /Putar video · YouTube/ })).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');

      await page.evaluate(() => window.scrollTo(0, 0));
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  });
}

test.describe('light embeds', () => {
  test("a click on the YouTube poster loads youtube-nocookie's player in the same box, restricted", async ({ page }) => {
    const frames = await offlineProviders(page);
    await page.goto(PATH);
    const poster = page.locator('.bua-embed[data-provider="youtube"]');
    await poster.scrollIntoViewIfNeeded();
    const before = (await poster.boundingBox())!;
    expect(frames).toEqual([]);

    await poster.getByRole('link').click();
    const frame = poster.locator('iframe');
    await expect(frame).toHaveAttribute('src', YOUTUBE_FRAME);
    await expect(frame).toHaveAttribute('title', 'Video YouTube');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(frame).not.toHaveAttribute('sandbox', /allow-top-navigation/);
    await expect(frame).toHaveAttribute('allow', /autoplay/);
    await expect.poll(() => frames).toEqual([YOUTUBE_FRAME]);
    await expect(page.frameLocator('.bua-embed[data-provider="youtube"] iframe').getByText('Pemutar uji')).toBeVisible();
    // Nothing moved: the frame fills the poster's box; the portal's own page did not navigate.
    const after = (await poster.boundingBox())!;
    expect(after).toEqual(before);
    await expect(page).toHaveURL(PATH);
    // The other posters wait for their own click.
    await expect(page.locator('.wp-content iframe')).toHaveCount(1);
  });

  test('Vimeo, Google Maps and Google Docs load their own frame addresses on request', async ({ page }) => {
    const frames = await offlineProviders(page);
    await page.goto(PATH);
    for (const [provider, address] of [
      ['vimeo', 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1'],
      ['google-docs', 'https://docs.google.com/document/d/1BuaContohDokumenPortal2026/preview'],
      ['google-maps', 'https://maps.google.com/maps?q=Mahkamah+Agung+Republik+Indonesia&z=16&output=embed'],
    ] as const) {
      const poster = page.locator(`.bua-embed[data-provider="${provider}"]`);
      await poster.getByRole('link').click();
      await expect(poster.locator('iframe')).toHaveAttribute('src', address);
      await expect.poll(() => frames).toContain(address);
    }
  });

  test('without JavaScript each poster is a link to the provider, and the HTML holds no frame', async ({ browser, request }) => {
    const html = await (await request.get(PATH)).text();
    expect(html).not.toMatch(/<iframe/i);
    expect(html).toContain('data-embed-src="https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1"');
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.route('https://i.ytimg.com/**', (route) => route.abort('internetdisconnected'));
      await page.goto(PATH);
      await expect(page.locator('.bua-embed[data-provider="youtube"] a')).toHaveAttribute('href', 'https://www.youtube.com/watch?v=M7lc1UVf-VE');
      await expect(page.locator('.bua-embed[data-provider="vimeo"] a')).toHaveAttribute('href', 'https://vimeo.com/76979871');
    } finally {
      await context.close();
    }
  });

  test("the policy frames exactly the providers and the translation widget, and shows YouTube's thumbnails", async ({ request }) => {
    const csp = (await request.get(PATH)).headers()['content-security-policy']!;
    const directive = (name: string) => csp.split(';').map((part) => part.trim().split(/\s+/)).find(([key]) => key === name)!.slice(1);
    expect(directive('frame-src').filter((source) => !/translate|gstatic/.test(source)).sort()).toEqual(
      ['https://docs.google.com/', 'https://drive.google.com/file/', 'https://maps.google.com/maps', 'https://player.vimeo.com/video/', 'https://www.google.com/maps/embed', 'https://www.youtube-nocookie.com/embed/'].sort(),
    );
    expect(directive('img-src')).toContain('https://i.ytimg.com');
    expect(directive('media-src')).toContain(new URL(WP_URL).origin);
  });
});

test("the portal's preview shows the same blocks and embeds", { tag: '@writes' }, async ({ browser, request }) => {
  test.setTimeout(60_000);
  // A pending copy of the showcase in humas's name, written by WordPress's administrator: a
  // bureau admin's copy would lose the pasted frames to WordPress's own filter (no unfiltered_html).
  const token = await wpToken(request, 'admin', DEMO_ADMIN_PASSWORD);
  const headers = { Authorization: `Bearer ${token}` };
  const [source] = (await (await request.get(`${WP_URL}/wp-json/wp/v2/berita?slug=${SLUG}&context=edit&_fields=content,author`, { headers })).json()) as { content: { raw: string }; author: number }[];
  const created = await request.post(`${WP_URL}/wp-json/wp/v2/berita`, {
    headers,
    data: { title: `Pratinjau Galeri Blok ${Date.now()}`, status: 'pending', author: source!.author, content: source!.content.raw, date: '2020-01-05T09:00:00' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  const context = await browser.newContext();
  try {
    await signInContext(context, 'redaktur_humas');
    const page = await context.newPage();
    const frames = await offlineProviders(page);
    await page.goto(`/api/preview?type=berita&id=${id}`);
    await expect(page).toHaveURL(new RegExp(`/preview/berita/${id}$`));
    await expect(page.getByRole('region', { name: 'Pratinjau' })).toBeVisible();
    await expectEveryBlock(page);
    await expectNoEmptyFigure(page);
    const poster = page.locator('.bua-embed[data-provider="youtube"]');
    await poster.getByRole('link').click();
    await expect(poster.locator('iframe')).toHaveAttribute('src', YOUTUBE_FRAME);
    await expect.poll(() => frames).toEqual([YOUTUBE_FRAME]);
  } finally {
    await context.close();
    await wpDeletePost(request, token, 'berita', id);
  }
});
