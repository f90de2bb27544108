import { expect, test, type APIRequestContext } from './fixtures';
import { headOf, metaContent, pngSize, PREVIEW_BOT } from './helpers/meta';
import { plainTitle, wpPosts } from './helpers/wp';

/** A published humas berita with a featured image. */
async function sharedPost(request: APIRequestContext) {
  const [post] = await wpPosts(request, 'berita', { search: 'Sosialisasi Zona Integritas', per_page: 1 });
  expect(post).toBeTruthy();
  return { ...post!, title: plainTitle(post!) };
}

/** Fetches an absolute og:image address from the server under test (the host may be SITE_URL's). */
async function fetchImage(request: APIRequestContext, url: string) {
  const address = new URL(url);
  const response = await request.get(`${address.pathname}${address.search}`);
  expect(response.status()).toBe(200);
  return { type: response.headers()['content-type'], bytes: await response.body() };
}

test.describe('share pages /share/{slug}', () => {
  test('link-preview crawlers get a 200 with complete Open Graph and Twitter tags in <head>', async ({ request, baseURL }) => {
    const post = await sharedPost(request);
    const response = await request.get(`/share/${post.slug}`, { headers: { 'User-Agent': PREVIEW_BOT } });
    expect(response.status()).toBe(200);
    const head = headOf(await response.text());

    expect(metaContent(head, 'og:title')).toBe(post.title);
    expect(metaContent(head, 'og:description')?.length).toBeGreaterThan(20);
    expect(new URL(metaContent(head, 'og:url')!).pathname).toBe(`/share/${post.slug}`);
    expect(metaContent(head, 'og:url')).toBe(`${baseURL}/share/${post.slug}`);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:locale')).toBe('id_ID');
    expect(metaContent(head, 'og:image:width')).toBe('1200');
    expect(metaContent(head, 'og:image:height')).toBe('630');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'twitter:title')).toBe(post.title);

    const ogImage = metaContent(head, 'og:image');
    expect(ogImage).toMatch(/^https?:\/\//);
    // Named by the post's version, so crawlers may keep it a day: a changed post is a new address.
    expect(new URL(ogImage!).search).toMatch(/^\?v=[0-9a-z]+$/);
    const cached = await request.get(new URL(ogImage!).pathname + new URL(ogImage!).search);
    expect(cached.headers()['cache-control']).toMatch(/max-age=86400/);
    const image = await fetchImage(request, ogImage!);
    expect(image.type).toBe('image/png');
    expect(pngSize(image.bytes)).toEqual({ width: 1200, height: 630 });
    const twitterImage = await fetchImage(request, metaContent(head, 'twitter:image')!);
    expect(pngSize(twitterImage.bytes)).toEqual({ width: 1200, height: 630 });
  });

  test('a post without a featured image still gets a 1200×630 PNG (branded background)', async ({ request }) => {
    const posts = await wpPosts(request, 'berita', { per_page: 100 });
    const bare = posts.find((item) => !(item as unknown as { featured_image_url: string | null }).featured_image_url);
    expect(bare, 'the seed has published berita without a featured image').toBeTruthy();
    const response = await request.get(`/share/${bare!.slug}/opengraph-image`);
    expect(response.status()).toBe(200);
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  });

  test('a person following the link lands on the post', async ({ page, request }) => {
    const post = await sharedPost(request);
    await page.goto(`/share/${post.slug}`);
    // Sent on by the page itself once it runs (the detail page may need rendering first).
    await expect(page).toHaveURL(new RegExp(`/berita/biro/humas/${post.slug}$`), { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
  });

  test('without JavaScript the share page shows the summary and a link to the post', async ({ browser, request }) => {
    const post = await sharedPost(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/share/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    await expect(page.getByRole('link', { name: 'Baca selengkapnya' })).toHaveAttribute('href', `/berita/biro/humas/${post.slug}`);
    await context.close();
  });

  test('an unknown slug is a 404', async ({ request }) => {
    expect((await request.get('/share/tidak-ada-berita-seperti-ini')).status()).toBe(404);
    expect((await request.get('/share/tidak-ada-berita-seperti-ini/opengraph-image')).status()).toBe(404);
  });
});
