import { expect, test, type APIRequestContext } from './fixtures';
import { signInContext, signInWithApi } from './helpers/auth';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { wpToken } from './helpers/wp';

/**
 * Behaviour §6 ("See private posts (INTERNAL)": signed in, any): a private post of
 * one bureau is readable by staff of every bureau — detail, home, landing list, bureau listing,
 * archive and search,
 * with the INTERNAL badge — while another bureau's pending post stays out of sight.
 */
test('a humas admin reads a keuangan private post everywhere, but not its pending one', async ({ page, context, request }) => {
  test.setTimeout(60_000);
  const keuangan = await wpToken(request, 'admin_keuangan');
  const now = new Date().toISOString().slice(0, 19);
  const marker = `Rapat Internal Keuangan ${Date.now()}`;
  const internal = await wpCreatePost(request, keuangan, 'berita', { title: marker, status: 'private', date: now });
  const pending = await wpCreatePost(request, keuangan, 'berita', { title: `${marker} Tertunda`, status: 'pending', date: now });
  try {
    // A visitor: 404 (behaviour §2.5).
    expect((await request.get(`/berita/${internal.slug}`)).status()).toBe(404);

    await signInContext(context, 'admin_humas');
    const detail = await page.goto(`/berita/${internal.slug}`);
    expect(detail?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
    await expect(page.getByText('INTERNAL', { exact: true }).first()).toBeVisible();

    // Home: the newest news leads the carousel, private or not. The lists staff read are cached
    // once for all staff and expired by WordPress's notice of the new post, which arrives within
    // the portal's freshness window (5 s, as for published posts): each page is reloaded until then.
    const showsWithin5s = async (path: string, what: () => ReturnType<typeof page.getByText>) => {
      await expect(async () => {
        await page.goto(path);
        await expect(what(), path).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 5_000 });
    };
    await showsWithin5s('/', () => page.getByText(marker, { exact: true }).first());

    for (const listing of ['/berita', '/berita/biro/keuangan', '/berita/arsip', `/search?term=${encodeURIComponent(marker)}`]) {
      await showsWithin5s(listing, () => page.getByRole('link', { name: marker, exact: true }).first());
      const link = page.getByRole('link', { name: marker, exact: true }).first();
      await expect(link, listing).toBeVisible();
      await expect(page.getByText('INTERNAL', { exact: true }).first(), listing).toBeVisible();
      await expect(page.getByRole('link', { name: `${marker} Tertunda` }), listing).toHaveCount(0);
    }
  } finally {
    await wpDeletePost(request, keuangan, 'berita', internal.id);
    await wpDeletePost(request, keuangan, 'berita', pending.id);
  }
});

/**
 * The staff view is the same for every staff member, so it is rendered once and served
 * from the page cache to all of them (never to anyone else, and never cacheable on the way).
 */
test("the staff view is rendered once for all staff: another bureau's redaktur gets the cached copy, a visitor never", async ({ playwright, request, baseURL }) => {
  test.setTimeout(60_000);
  const keuangan = await wpToken(request, 'admin_keuangan');
  const marker = `Catatan Internal Bersama ${Date.now()}`;
  const internal = await wpCreatePost(request, keuangan, 'berita', { title: marker, status: 'private', date: new Date().toISOString().slice(0, 19) });
  const staff: APIRequestContext[] = [];
  try {
    for (const login of ['admin_humas', 'redaktur_umum']) {
      const context = await playwright.request.newContext({ baseURL });
      await signInWithApi(context, login);
      staff.push(context);
    }
    const [first, second] = staff as [APIRequestContext, APIRequestContext];
    await expect(async () => expect(await (await first.get('/berita/biro/keuangan')).text()).toContain(marker)).toPass({ timeout: 5_000 });

    // WordPress notifies a new post in a few notices (each expires the page once): within the
    // freshness window the other staff member is served the page from the cache.
    await expect(async () => {
      const copy = await second.get('/berita/biro/keuangan');
      expect(await copy.text()).toContain(marker);
      expect(copy.headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
      expect(copy.headers()['cache-control']).toMatch(/private/);
      expect(copy.headers()['cache-control']).toMatch(/no-store/);
    }).toPass({ timeout: 5_000 });

    const visitor = await request.get('/berita/biro/keuangan');
    expect(visitor.status()).toBe(200);
    expect(await visitor.text()).not.toContain(marker);
    const direct = await request.get('/internal/berita/biro/keuangan');
    expect(direct.status()).toBe(404);
    expect(await direct.text()).not.toContain(marker);
  } finally {
    await Promise.all(staff.map((context) => context.dispose()));
    await wpDeletePost(request, keuangan, 'berita', internal.id);
  }
});
