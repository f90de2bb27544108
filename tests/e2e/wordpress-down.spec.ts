import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { startRelay, type Relay } from './helpers/relay';
import { WP_URL } from './helpers/wp';

/**
 * A WordPress outage (behaviour §2.5, 2.10, 8). A second server from the same production build
 * (the portal's own server, as in production) reaches the real WordPress through a loopback relay
 * that the tests switch off and on. Pages already in the ISR cache keep being served (that is the
 * point of the cache), so the paths here are ones no other test visits first.
 */
const PORT = 3109;
const BASE = `http://localhost:${PORT}`;
const ROOT = process.cwd();
const STANDALONE = path.join(ROOT, '.next', 'standalone', 'server.js');
let server: ChildProcess | undefined;

let relay: Relay;

test.beforeAll(async () => {
  if (!existsSync(STANDALONE)) throw new Error('needs the production build made by scripts/e2e.sh');
  relay = await startRelay(WP_URL, true);
  server = spawn(process.execPath, [path.join(ROOT, 'server', 'index.cjs'), path.dirname(STANDALONE)], {
    // The portal's own WordPress time-out: the relay refuses at once while it is down, and while it
    // is up WordPress may be busy filling other servers' indexes (a test run alone meets that).
    env: { ...process.env, PORT: String(PORT), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', WORDPRESS_URL: relay.url },
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

test.afterAll(async () => {
  server?.kill();
  await relay.close();
});

test.beforeEach(({ allowProblem }) => {
  relay.setDown(true);
  // WordPress down (the relay switched off): the portal's designed answer is 503 with Retry-After
  // (behaviour §8), and React reports the server's error that the page's error view shows.
  allowProblem(/^console error on .*: Error: Minified React error #441;/);
  allowProblem(/^503 GET /);
});

test('a bureau listing says Kesalahan Memuat Konten with a retry button', async ({ page }) => {
  await page.goto(`${BASE}/undangan/biro/perlengkapan`);
  const alert = page.getByRole('alert').filter({ hasText: 'Kesalahan Memuat Konten' });
  await expect(alert.getByRole('heading', { name: 'Kesalahan Memuat Konten' })).toBeVisible();
  await expect(alert).toContainText('Failed to load bureau undangan. Please try again.');
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
});

test('an existing post and a listing nobody has cached: 503 with Retry-After while WordPress is down, the real page once it is back', async ({ page, request }) => {
  test.setTimeout(60_000);
  // The oldest umum artikel: no other test opens it on this build.
  const list = await request.get(`${WP_URL}/wp-json/wp/v2/artikel?bureau=umum&per_page=1&order=asc&_fields=slug,title`);
  const [post] = (await list.json()) as { slug: string; title: { rendered: string } }[];
  expect(post, 'the seed has umum artikel').toBeTruthy();
  const paths = [`/artikel/biro/umum/${post!.slug}`, '/pengumuman/biro/pimpinan'];

  for (const target of paths) {
    const response = await request.get(`${BASE}${target}`);
    expect(response.status(), target).toBe(503);
    expect(response.headers()['retry-after'], target).toBe('30');
  }
  await page.goto(`${BASE}${paths[0]}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load post.' })).toBeVisible();
  // The APIs too: 503 JSON with Retry-After.
  const vote = await request.post(`${BASE}/api/survey`, { data: { rating: 'puas', page: '/' } });
  expect([vote.status(), vote.headers()['retry-after']]).toEqual([503, '30']);
  expect(await vote.json()).toMatchObject({ success: false });

  // WordPress back: nothing of the outage was kept.
  relay.setDown(false);
  for (const target of paths) expect((await request.get(`${BASE}${target}`)).status(), target).toBe(200);
  await page.goto(`${BASE}${paths[0]}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load post.' })).toHaveCount(0);
});

test('a post WordPress does not have is still the 404 page (behaviour §2.6)', async ({ request }) => {
  relay.setDown(false);
  const response = await request.get(`${BASE}/artikel/biro/umum/artikel-yang-tidak-pernah-ada`);
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('404 - Halaman Tidak Ditemukan');
});

// Last: these start servers of the same build, which share its on-disk page cache, and the tests
// above need paths nobody has cached.
/** Another server of the same build on `port`, with `env` of its own; resolves once it answers. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'server', 'index.cjs'), path.dirname(STANDALONE)], {
    env: { ...process.env, PORT: String(port), HOSTNAME: '127.0.0.1', NODE_ENV: 'production', ...env },
    stdio: 'ignore',
  });
  await expect(async () => expect((await fetch(`http://localhost:${port}/images/logo-ma.svg`)).ok).toBe(true)).toPass({ timeout: 40_000 });
  return child;
}

test.describe('search needs no WordPress', () => {
  // A server whose embedded index was filled from WordPress at its start (lib/search/schedule.ts:
  // it answers once filled), through a relay of its own, switched off once it answers.
  const PORT_WITH_INDEX = 3111;
  let indexed: ChildProcess | undefined;
  let ownRelay: Relay;
  test.beforeAll(async () => {
    ownRelay = await startRelay(WP_URL);
    indexed = await startServer(PORT_WITH_INDEX, { WORDPRESS_URL: ownRelay.url });
  });
  test.afterAll(async () => {
    indexed?.kill();
    await ownRelay.close();
  });

  test('with WordPress down, a search never asked before is answered from the index', async ({ page }) => {
    // Its first search waits for the fill; only then is WordPress switched off.
    expect(await (await fetch(`http://localhost:${PORT_WITH_INDEX}/search?term=rapat`)).text()).toContain('hasil untuk');
    ownRelay.setDown(true);
    for (const query of ['term=anggaran', 'term=anggaran&bureau=keuangan']) {
      const response = await page.goto(`http://localhost:${PORT_WITH_INDEX}/search?${query}`);
      expect([query, response?.status()]).toEqual([query, 200]);
      await expect(page.getByRole('region', { name: 'Hasil pencarian' }).getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(page.getByLabel('Kata kunci', { exact: true })).toHaveValue('anggaran');
    }
  });
});

test.describe('with the search engine away', () => {
  // A server whose shared search engine does not answer (nothing listens on its port).
  const ENGINE_AWAY_PORT = 3110;
  let away: ChildProcess | undefined;
  test.beforeAll(async () => {
    away = await startServer(ENGINE_AWAY_PORT, { SEARCH_DATABASE_URL: 'postgres://bua_search:none@127.0.0.1:9/bua_search' });
  });
  test.afterAll(() => {
    away?.kill();
  });

  test("search says 'Terjadi kesalahan: Failed to fetch search results' with 'Coba Lagi', answered 503 with Retry-After", async ({ page }) => {
    // A plain search (the cached page, never rendered before) and a filtered one.
    for (const query of ['term=anggaran', 'term=anggaran&bureau=keuangan']) {
      const response = await page.goto(`http://localhost:${ENGINE_AWAY_PORT}/search?${query}`);
      expect([query, response?.status(), response?.headers()['retry-after']]).toEqual([query, 503, '30']);
      await expect(page.getByText('Terjadi kesalahan: Failed to fetch search results')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
      await expect(page.getByLabel('Kata kunci', { exact: true })).toHaveValue('anggaran');
    }
  });
});
