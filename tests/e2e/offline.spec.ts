import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInContext, signInWithForm, userMenuButton } from './helpers/auth';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { WP_URL, plainTitle, wpPosts, wpToken } from './helpers/wp';

/*
 * Offline mode (behaviour §9) in the production build, with the service worker allowed: what a
 * reader read opens again without the network, with a note; a page never read shows the portal's
 * offline page; nothing of a staff member stays in the browser's Cache Storage.
 * Offline is emulated twice over: the context offline, and every request aborted (the worker's own
 * fetches included, which setOffline alone does not cut).
 */

test.use({ serviceWorkers: 'allow' });

// The home page's complaint pop-up opens after 1 s and would cover what these tests read.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.sessionStorage.setItem('bua_complaint_popup_closed', '1'));
});

/** Opens `path` and waits until the worker is active and has kept that page. */
async function readWithWorker(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(() => savedPaths(page), { message: `${path} saved` }).toContain(path);
}

/** The addresses (path + query) of the pages the phone keeps. */
async function savedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = await caches.keys();
    const pages = names.find((name) => name.startsWith('bua-pages'));
    if (!pages) return [];
    return (await (await caches.open(pages)).keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    });
  });
}

/** How many of the optimiser's images the page shows whole. */
function shownImages(page: Page): Promise<number> {
  return page.locator('img').evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => image.complete && image.naturalWidth > 0 && image.currentSrc.includes('/_next/image')).length);
}

/** Every entry of the browser's Cache Storage, with its text when it is a text. */
function storedEntries(page: Page): Promise<{ cache: string; url: string; body: string }[]> {
  return page.evaluate(async () => {
    const entries: { cache: string; url: string; body: string }[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const response = await cache.match(key);
        entries.push({ cache: name, url: key.url, body: response && (response.headers.get('content-type') ?? '').match(/html|json|text/) ? await response.text() : '' });
      }
    }
    return entries;
  });
}

async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route(/.*/, (route) => route.abort('internetdisconnected'));
}

/** Every answer to `address` (the worker's own fetches included) arrives `ms` late: a slow network. */
async function slowDown(context: BrowserContext, address: RegExp, ms: number) {
  await context.route(address, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue().catch(() => undefined);
  });
}

async function goOnline(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
}

const SAVED_NOTE = /^Anda sedang luring\. Ini salinan halaman yang tersimpan di perangkat ini pada \d{1,2} \S+ \d{4}, \d{2}\.\d{2} WIB\.$/;

test('a post, home and a listing read online open again offline, each with the note of when it was saved', async ({ page, context, request, allowProblem }) => {
  allowProblem(/internetdisconnected|ERR_INTERNET_DISCONNECTED/);
  const [post] = await wpPosts(request, 'berita', { per_page: 1 });
  const postPath = `/berita/biro/${post!.bureau}/${post!.slug}`;
  await readWithWorker(page, '/');
  await readWithWorker(page, postPath);
  await readWithWorker(page, '/berita');

  await goOffline(context);
  await page.goto(postPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainTitle(post!));
  await expect(page.getByRole('status').filter({ hasText: 'Anda sedang luring' })).toHaveText(SAVED_NOTE);
  await page.goto('/');
  await expect(page.getByRole('link', { name: plainTitle(post!) }).first()).toBeAttached();
  await expect(page.locator('[data-saved-copy]')).toHaveText(SAVED_NOTE);
  // The images it showed come from the phone too (the optimiser's, through the worker's image cache).
  await expect.poll(() => shownImages(page), { message: 'images shown offline' }).toBeGreaterThan(0);
  await page.goto('/berita');
  await expect(page.getByRole('link', { name: plainTitle(post!) }).first()).toBeAttached();
  await expect(page.locator('[data-saved-copy]')).toHaveText(SAVED_NOTE);

  // Online again, the page comes from the network, without the note.
  await goOnline(context);
  await page.goto(postPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(plainTitle(post!));
  await expect(page.locator('[data-saved-copy]')).toHaveCount(0);
});

test('online, a title changed in WordPress shows on the next load as before; a post deleted there leaves the phone', { tag: '@writes' }, async ({ page, request }) => {
  test.setTimeout(60_000);
  const token = await wpToken(request, 'admin_humas');
  const title = `Kabar Luring ${Date.now()}`;
  const post = await wpCreatePost(request, token, 'berita', { title });
  try {
    const path = `/berita/biro/humas/${post.slug}`;
    await readWithWorker(page, path);
    const renamed = `${title} Diperbarui`;
    const update = await request.post(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { title: renamed } });
    expect(update.ok()).toBe(true);
    // Once the portal serves the new title (its freshness window, 5 s), the very next load shows it:
    // neither the worker nor the browser's HTTP cache answers with the copy they hold.
    await expect.poll(async () => (await request.get(path)).text(), { timeout: 5_000 }).toContain(renamed);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(renamed);
    await expect(page.locator('[data-saved-copy]')).toHaveCount(0);

    await wpDeletePost(request, token, 'berita', post.id);
    await expect(async () => {
      expect((await page.goto(path))?.status()).toBe(404);
    }).toPass({ timeout: 5_000 });
    await expect.poll(() => savedPaths(page)).not.toContain(path);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

test('a page never read shows the portal’s offline page, which lists the saved pages as links', async ({ page, context, allowProblem }) => {
  allowProblem(/internetdisconnected|ERR_INTERNET_DISCONNECTED|503/);
  await readWithWorker(page, '/berita');
  await goOffline(context);
  const answer = await page.goto('/pengumuman');
  expect(answer?.status()).toBe(503);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anda sedang luring');
  await expect(page.getByRole('navigation', { name: 'Menu utama' })).toBeAttached();
  const saved = page.locator('#halaman-tersimpan').getByRole('link');
  await expect(saved.first()).toBeVisible();
  await expect(page.locator('#halaman-tersimpan a[href="/berita"]')).toHaveCount(1);
  await page.locator('#halaman-tersimpan a[href="/berita"]').click();
  await expect(page).toHaveURL(/\/berita$/);
  await expect(page.locator('[data-saved-copy]')).toHaveText(SAVED_NOTE);
});

test('on a network slower than 3 s the saved copy comes, with its note; the network’s answer still refreshes it', async ({ page, context }) => {
  await readWithWorker(page, '/berita');
  const savedAt = () => page.evaluate(async () => (await (await caches.open('bua-pages-v1')).match('/berita'))?.headers.get('x-bua-saved-at') ?? '');
  const before = await savedAt();
  await slowDown(context, /\/berita$/, 6_000);
  const started = Date.now();
  await page.goto('/berita');
  await expect(page.locator('[data-saved-copy]')).toHaveText(SAVED_NOTE);
  expect(Date.now() - started).toBeLessThan(6_000);
  // The network's late answer still replaces the saved copy.
  await expect.poll(savedAt, { timeout: 10_000 }).not.toBe(before);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('signed in, a slow network is waited for: the saved copy is a visitor’s page, never shown to staff in place of theirs', async ({ page, context }) => {
  await readWithWorker(page, '/berita');
  await signInContext(context, 'admin_humas');
  await slowDown(context, /\/berita$/, 4_000);
  const started = Date.now();
  await page.goto('/berita');
  expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-saved-copy]')).toHaveCount(0);
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('after a staff session the Cache Storage holds no private title, no private image, no staff screen and no signed-in page', { tag: '@writes' }, async ({ page, request }) => {
  test.setTimeout(60_000);
  const keuangan = await wpToken(request, 'admin_keuangan');
  const marker = `Nota Internal Luring ${Date.now()}`;
  const internal = await wpCreatePost(request, keuangan, 'berita', { title: marker, status: 'private', date: new Date().toISOString().slice(0, 19) });
  try {
    await readWithWorker(page, '/berita');
    // Through the form, as staff do: the session's cookies come with the browser's own answers.
    await signInWithForm(page, 'admin_humas');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto(`/berita/${internal.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(marker);
    for (const path of ['/', '/berita', '/admin', '/admin/berita', '/berita/arsip']) {
      await page.goto(path);
      await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    }
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The archive's thumbnails load lazily, after the page's load event.
    await expect.poll(() => shownImages(page), { message: 'the signed-in pages showed images' }).toBeGreaterThan(0);
    // Let the worker finish anything it was keeping.
    await page.waitForTimeout(1_000);
    const stored = await storedEntries(page);
    expect(stored.filter((entry) => entry.body.includes(marker)).map((entry) => entry.url)).toEqual([]);
    expect(stored.map((entry) => new URL(entry.url).pathname).filter((path) => /^\/(admin|redaktur|internal|api|login|profile)/.test(path))).toEqual([]);
    // The page read before was emptied by the sign-in, and the signed-in visits kept no page and
    // no image: an image does not say whether a private post showed it.
    expect(stored.filter((entry) => entry.cache.startsWith('bua-pages') || entry.cache.startsWith('bua-images')).map((entry) => entry.url)).toEqual([]);
  } finally {
    await wpDeletePost(request, keuangan, 'berita', internal.id);
  }
});

test('signing out through the menu empties what the browser kept before it goes home', { tag: '@writes' }, async ({ page, context }) => {
  await signInContext(context, 'admin_humas');
  await page.goto('/berita/biro/humas');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  // A page this browser kept (as one kept before a session would be): the sign-out must take it.
  await page.evaluate(async () => {
    const pages = await caches.open('bua-pages-v1');
    await pages.put('/pengumuman?kept=1', new Response('<html><body>kept</body></html>', { headers: { 'content-type': 'text/html' } }));
  });
  await userMenuButton(page, /Admin|admin_humas/).click();
  await page.getByRole('button', { name: 'Keluar' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Masuk' })).toBeVisible();
  expect(await savedPaths(page)).not.toContain('/pengumuman?kept=1');
});

test('coming back online leaves the page as it is: nothing typed is lost to a reload', async ({ page, context }) => {
  await readWithWorker(page, '/search');
  // The page's own record: each `online` event, and each navigation begun (the Navigation API's
  // `navigate` fires as a reload is asked for, before the handlers after it run).
  await page.evaluate(() => {
    const seen = window as unknown as { onlineEvents: number; navigations: string[] };
    seen.onlineEvents = 0;
    seen.navigations = [];
    const navigation = (window as unknown as { navigation: EventTarget }).navigation;
    navigation.addEventListener('navigate', (event) => seen.navigations.push((event as Event & { navigationType: string }).navigationType));
    window.addEventListener('online', () => (seen.onlineEvents += 1));
  });
  const field = page.getByRole('searchbox', { name: 'Kata kunci', exact: true });
  await field.fill('draf yang belum dikirim');
  await context.setOffline(true);
  await context.setOffline(false);
  // This page's listener is the last added: once it has run, every other `online` handler has too.
  await expect.poll(() => page.evaluate(() => (window as unknown as { onlineEvents?: number }).onlineEvents)).toBe(1);
  expect(await page.evaluate(() => (window as unknown as { navigations?: string[] }).navigations)).toEqual([]);
  await expect(field).toHaveValue('draf yang belum dikirim');
  expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe('navigate');
});

test('50 pages read within the week all open offline, each with its content', async ({ page, context, request, allowProblem }) => {
  test.setTimeout(180_000);
  allowProblem(/internetdisconnected|ERR_INTERNET_DISCONNECTED/);
  const posts = await wpPosts(request, 'berita', { per_page: 50 });
  expect(posts).toHaveLength(50);
  const paths = posts.map((post) => `/berita/biro/${post.bureau}/${post.slug}`);
  for (const path of paths) await readWithWorker(page, path);
  expect(new Set(await savedPaths(page))).toEqual(new Set(paths));

  await goOffline(context);
  for (const [index, path] of paths.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(plainTitle(posts[index]!));
    await expect(page.locator('[data-saved-copy]')).toHaveText(SAVED_NOTE);
  }
});

test('the worker is registered only once the page has loaded, never competing with its first paint', async ({ page }) => {
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      (window as unknown as { registeredAt: number }).registeredAt = performance.now();
      return register.apply(this, args);
    };
  });
  await page.goto('/');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const { registeredAt, loadedAt } = await page.evaluate(() => ({
    registeredAt: (window as unknown as { registeredAt?: number }).registeredAt ?? -1,
    loadedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
  }));
  expect(loadedAt).toBeGreaterThan(0);
  expect(registeredAt).toBeGreaterThanOrEqual(loadedAt);
});

test('registering the worker breaks no rule of the page’s policy, the reported Trusted Types included', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.disposition} ${event.effectiveDirective} ${event.sourceFile}`));
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy-report-only']).toContain("require-trusted-types-for 'script'");
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.active?.scriptURL))).toMatch(/\/sw\.js$/);
  expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
});

test('signing in through the form empties the pages the browser kept', async ({ page }) => {
  await readWithWorker(page, '/berita');
  await signInWithForm(page, 'redaktur_humas');
  await page.waitForURL(/\/redaktur-dashboard$/);
  await expect.poll(() => savedPaths(page)).toEqual([]);
});

test('the portal installs as an app: a manifest with maskable icons, and no installability error', async ({ request, playwright, baseURL }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as { name: string; lang: string; description: string; theme_color: string; icons: { sizes: string; purpose: string }[] };
  expect(manifest.name).toBe('Badan Urusan Administrasi Mahkamah Agung RI');
  expect(manifest.lang).toBe('id');
  expect(manifest.icons.filter((icon) => icon.purpose === 'maskable').map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  for (const icon of ['/icons/icon-192.png', '/icons/icon-512.png']) expect((await request.get(icon)).headers()['content-type']).toBe('image/png');
  // A browser profile of its own: Chromium installs nothing from an incognito context (Playwright's).
  const profile = mkdtempSync(path.join(tmpdir(), 'bua-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
});

test('sw.js is asked for again on every visit: no-cache, never kept on the way', async ({ request }) => {
  const answer = await request.get('/sw.js');
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-cache');
});

test('the sign-out answer asks the browser to drop its HTTP cache', { tag: '@writes' }, async ({ context }) => {
  await signInContext(context, 'redaktur_humas');
  const { csrfToken } = (await (await context.request.get('/api/auth/csrf')).json()) as { csrfToken: string };
  const signOut = await context.request.post('/api/auth/signout', { form: { csrfToken, callbackUrl: '/', json: 'true' }, headers: { 'X-Auth-Return-Redirect': '1' } });
  expect(signOut.ok()).toBe(true);
  expect(signOut.headers()['clear-site-data']).toBe('"cache"');
});

test('a development server (npm run dev) registers no worker', async ({ page }) => {
  test.setTimeout(180_000);
  const port = 3160;
  const dist = '.next-dev-offline';
  // `next dev` writes its folder's type paths into these files: they are put back as they were.
  const kept = ['tsconfig.json', 'next-env.d.ts'].map((file) => [file, readFileSync(file, 'utf8')] as const);
  const dev = spawn('node', ['server/index.cjs', '--dev'], { env: { ...process.env, PORT: String(port), NEXT_DIST_DIR: dist, NODE_ENV: 'development' }, stdio: 'ignore', detached: true });
  try {
    await expect(async () => {
      expect((await fetch(`http://localhost:${port}/robots.txt`)).ok).toBe(true);
    }).toPass({ timeout: 120_000 });
    await page.goto(`http://localhost:${port}/profil`, { timeout: 120_000 });
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => typeof (window as unknown as { serwist?: unknown }).serwist)).toBe('undefined');
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  } finally {
    if (dev.exitCode === null) {
      const ended = new Promise((resolve) => dev.once('exit', resolve));
      process.kill(-dev.pid!, 'SIGTERM');
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    for (const [file, text] of kept) writeFileSync(file, text);
    rmSync(dist, { recursive: true, force: true });
  }
});
