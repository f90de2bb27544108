import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { asPortal } from './helpers/portalKey';
import { plainTitle, wpPosts, wpToken, WP_URL } from './helpers/wp';

/** A published humas berita of the seed. */
const KNOWN_TITLE = 'Sosialisasi Zona Integritas';
/** A word of its title that other posts (other types, other bureaus) share, so filters have something to remove. */
const SHARED_WORD = 'Sosialisasi';

async function knownPost(request: APIRequestContext) {
  const [post] = await wpPosts(request, 'berita', { search: KNOWN_TITLE, per_page: 1 });
  expect(post, `the seed has the published humas berita "${KNOWN_TITLE}"`).toBeTruthy();
  return { ...post!, title: plainTitle(post!) };
}

/** Result titles shown on the page, in order. */
async function resultTitles(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('heading', { level: 2 }).allTextContents();
}

test.describe('search (behaviour §2.10)', () => {
  test('a word of a published title finds it; bureau, type and date filters narrow the results', async ({ page, request }) => {
    const post = await knownPost(request);
    await page.goto(`/search?term=${SHARED_WORD}`);
    const link = page.getByRole('link', { name: post.title });
    await expect(link).toHaveAttribute('href', `/berita/biro/humas/${post.slug}`);
    const broad = await resultTitles(page);
    expect(broad.length).toBeGreaterThan(1);

    // Filters through the form itself (a GET form; with JavaScript it navigates on the client).
    await page.getByLabel('Biro').selectOption('humas');
    await page.getByLabel('Jenis Konten').selectOption('berita');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/bureau=humas/);
    await expect(page).toHaveURL(/postType=berita/);
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();
    const narrow = await resultTitles(page);
    expect(narrow.length).toBeGreaterThan(0);
    expect(narrow.length).toBeLessThan(broad.length);

    // Another bureau or a date range before the post: it is gone.
    await page.goto(`/search?term=${SHARED_WORD}&bureau=keuangan&postType=berita`);
    await expect(page.getByRole('link', { name: post.title })).toHaveCount(0);
    await page.goto(`/search?term=${encodeURIComponent(KNOWN_TITLE)}&dateTo=2000-01-01`);
    await expect(page.getByText('Tidak ada hasil ditemukan')).toBeVisible();
  });

  test('the results are in the server HTML, and the form works without JavaScript', async ({ browser, request }) => {
    const post = await knownPost(request);
    const raw = await (await request.get(`/search?term=${encodeURIComponent(KNOWN_TITLE)}`)).text();
    expect(raw).toContain(`/berita/biro/humas/${post.slug}`);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/search');
    await expect(page.getByText('Silakan masukkan kata kunci pencarian.')).toBeVisible();
    await page.getByLabel('Kata kunci', { exact: true }).fill(KNOWN_TITLE);
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/term=Sosialisasi\+Zona\+Integritas/);
    await expect(page.getByRole('link', { name: post.title })).toBeVisible();
    await context.close();
  });

  test('a blank term is not submitted and the page prompts for one', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByText('Silakan masukkan kata kunci pencarian.')).toBeVisible();
    await page.getByLabel('Kata kunci', { exact: true }).fill('    ');
    await page.getByRole('button', { name: 'Cari', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
    // A blank term typed into the address is no term either.
    await page.goto('/search?term=%20%20%09');
    await expect(page.getByText('Silakan masukkan kata kunci pencarian.')).toBeVisible();
  });

  test('nothing found says so', async ({ page }) => {
    await page.goto('/search?term=zzqxwvutsr');
    await expect(page.getByText('Tidak ada hasil ditemukan')).toBeVisible();
  });

  test('hostile query strings get a clean page: no 500, no reflected markup', async ({ request }) => {
    const long = await request.get(`/search?term=${'a'.repeat(5000)}`);
    expect(long.status()).toBe(200);
    const longHtml = await long.text();
    expect(longHtml).toContain('Kata kunci terlalu panjang (maksimal 200 karakter).');
    expect(longHtml).not.toContain(`value="${'a'.repeat(300)}`);

    const marker = 'xss' + Date.now();
    const hostile = await request.get(
      `/search?term=${encodeURIComponent(`<script>${marker}</script><img src=x onerror=${marker}>' OR 1=1 --`)}&bureau=%3Cb%3E&postType=%22%3E&page=-7&sort=DROP%20TABLE&dateFrom=2026-02-30&dateTo=abc`,
    );
    expect(hostile.status()).toBe(200);
    const html = await hostile.text();
    expect(html).not.toContain(`<script>${marker}`);
    expect(html).not.toContain(`<img src=x onerror=${marker}`);

    for (const query of ['page=999999999999', 'page=1e3', 'term=a&page=1000', 'term[]=x', 'term=%00%01', 'sort=date_asc&term=%25%25%25']) {
      expect((await request.get(`/search?${query}`)).status(), query).toBe(200);
    }
  });

  test('a private post is found only for a signed-in user (the plugin, the portal asking with a bearer token)', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const [privatePost] = await wpPosts(request, 'berita', { status: 'private', bureau: 'humas', per_page: 1 }, token);
    expect(privatePost?.status).toBe('private');
    const term = plainTitle(privatePost!).replace(/^Private:\s*/, '').split(/\s+/).slice(0, 6).join(' ');
    // The plugin's search answers the portal's server only (a stranger: tests/security/wp-doors.spec.ts).
    const search = (headers: Record<string, string>) =>
      request.get(`${WP_URL}/wp-json/bua/v1/search?${new URLSearchParams({ term, perPage: '50' })}`, { headers: { ...asPortal(), ...headers } });

    const anonymous = await search({});
    expect(anonymous.status()).toBe(200);
    const anonymousIds = ((await anonymous.json()) as { posts: { id: number }[] }).posts.map((item) => item.id);
    expect(anonymousIds).not.toContain(privatePost!.id);

    const signedIn = await search({ Authorization: `Bearer ${token}` });
    expect(signedIn.status()).toBe(200);
    const found = ((await signedIn.json()) as { posts: { id: number; status: string }[] }).posts.find((item) => item.id === privatePost!.id);
    expect(found?.status).toBe('private');

    // The public portal page searches anonymously: the private post is not there.
    const portal = await (await request.get(`/search?term=${encodeURIComponent(term)}`)).text();
    expect(portal).not.toContain(`/${privatePost!.slug}"`);
  });

  test('every search is served from the page cache (its query in one spelling), and shows a change within 5 s', async ({ request }) => {
    test.setTimeout(60_000);
    const hrefs = (html: string) => [...html.matchAll(/<h2[^>]*>\s*<a[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    const plain = `/search?term=${SHARED_WORD}`;
    // Free text is stored from its second ask.
    await request.get(plain);
    await request.get(plain);
    const cached = await request.get(plain);
    expect(cached.status()).toBe(200);
    // From the page cache: HIT, or STALE right after another test changed a post (refreshed behind it).
    expect(cached.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(cached.headers()['cache-control']).toContain('s-maxage=60');
    const cachedHtml = await cached.text();
    expect(cachedHtml).toContain(`<title>Pencarian: ${SHARED_WORD} | `);
    expect(hrefs(cachedHtml).length).toBeGreaterThan(1);
    // What a form without JavaScript sends (empty filters, the default order, another key order) is
    // the same search, so the same cached page.
    const form = await request.get(`/search?sort=relevance&bureau=&postType=&dateFrom=&dateTo=&term=${SHARED_WORD}&page=1`);
    expect(form.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(hrefs(await form.text())).toEqual(hrefs(cachedHtml));
    // A filter, too, is a cached page of its own; one that removes nothing lists the same posts.
    const filtered = `/search?term=${SHARED_WORD}&dateFrom=1000-01-01`;
    await request.get(filtered);
    await request.get(filtered);
    const filteredAgain = await request.get(filtered);
    expect(filteredAgain.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(filteredAgain.headers()['cache-control']).toContain('s-maxage=60');
    expect(hrefs(await filteredAgain.text())).toEqual(hrefs(cachedHtml));
    // The form without a query is a static page.
    const bare = await request.get('/search');
    expect(bare.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    expect(await bare.text()).toContain('Silakan masukkan kata kunci pencarian.');

    // A search cached with no results finds a post renamed to match, within the 5 s of behaviour §9.
    const token = await wpToken(request, 'admin_humas');
    const [, , post] = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 3 });
    expect(post).toBeTruthy();
    const edit = await request.get(`${WP_URL}/wp-json/wp/v2/berita/${post!.id}?context=edit&_fields=title`, { headers: { Authorization: `Bearer ${token}` } });
    const original = ((await edit.json()) as { title: { raw: string } }).title.raw;
    const word = `kesegaranpencarian${Date.now()}`;
    const search = `/search?term=${word}`;
    await request.get(search);
    expect(await (await request.get(search)).text()).toContain('Tidak ada hasil ditemukan');
    const rename = (title: string) => request.post(`${WP_URL}/wp-json/wp/v2/berita/${post!.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { title } });
    const startedAt = Date.now();
    expect((await rename(`${original} ${word}`)).status()).toBe(200);
    try {
      let found = false;
      while (!found && Date.now() - startedAt < 5_000) {
        found = (await (await request.get(search)).text()).includes(`/berita/biro/humas/${post!.slug}`);
        if (!found) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      expect(found, 'the renamed post is in the cached search within 5 s').toBe(true);
    } finally {
      expect((await rename(original)).status()).toBe(200);
    }
  });
});
