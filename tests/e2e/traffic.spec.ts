import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type PlaywrightWorkerArgs } from './fixtures';
import { expectCaptchaUsedOnce, passwordSignIn, sessionOf, signInWithApi, signOutWithApi } from './helpers/auth';
import { startScript, stopScript, waitUntilUp, type Started } from './helpers/processes';
import { HOME_AND_LISTS } from './helpers/routes';
import { DEMO_PASSWORD, wpPosts } from './helpers/wp';

/**
 * Real traffic (docs/deploying.md, "Sizing the cache"): every public answer comes from the portal's
 * cache with a Cache-Control a shared cache may keep, and what one anonymous client sends cannot
 * grow the cache past its bound nor touch the security state.
 */

/** A Cache-Control a shared cache (nginx, a CDN) may keep: a positive s-maxage or max-age, nothing private. */
function sharedCacheable(value: string | undefined): boolean {
  if (!value || /\b(private|no-store|no-cache)\b/i.test(value)) return false;
  const age = /\bs-maxage=(\d+)/i.exec(value) ?? /\bmax-age=(\d+)/i.exec(value);
  return Boolean(age && Number(age[1]) > 0);
}

test.describe('every kind of public address is served from the cache', () => {
  test('pages, lists, filters, search forms, feeds, sitemap, robots, share page and image: a shared-cacheable answer from the portal cache, GET and HEAD', async ({ request }) => {
    test.setTimeout(120_000);
    const [news] = await wpPosts(request, 'berita', { per_page: 1, _fields: 'slug,bureau' } as Record<string, string | number>);
    const [sakip] = (await wpPosts(request, 'sakip', { per_page: 1, _fields: 'slug,date' } as Record<string, string | number>)) as unknown as Array<{ slug: string; date: string }>;
    const year = sakip!.date.slice(0, 4);
    const addresses = [
      ...HOME_AND_LISTS,
      `/berita/${news!.slug}`,
      `/berita/biro/${news!.bureau ?? 'humas'}/${news!.slug}`,
      '/berita/arsip',
      '/berita/arsip/2',
      '/profil',
      '/BiroHumas',
      '/sakip',
      `/sakip?year=${year}`,
      '/sakip?term=laporan&sort=title_asc',
      `/sakip/${sakip!.slug}`,
      '/search',
      '/search?term=rapat',
      '/search?term=rapat&bureau=humas&sort=date_desc',
      '/search?term=biro&postType=berita&page=2',
      `/share/${news!.slug}`,
      `/share/${news!.slug}/opengraph-image`,
      '/feed/berita.xml',
      '/sitemap.xml',
      '/sitemap-news.xml',
      '/robots.txt',
    ];
    for (const address of addresses) {
      // A query asked for the first time is answered but stored from its second ask (bounded).
      for (let ask = 0; ask < 2; ask += 1) expect((await request.get(address)).status(), address).toBe(200);
      const again = await request.get(address);
      expect(again.status(), address).toBe(200);
      expect([address, again.headers()['x-nextjs-cache']]).toEqual([address, expect.stringMatching(/^(HIT|STALE)$/)]);
      expect([address, again.headers()['cache-control'], sharedCacheable(again.headers()['cache-control'])]).toEqual([address, again.headers()['cache-control'], true]);
      const head = await request.head(address);
      expect([address, head.status(), sharedCacheable(head.headers()['cache-control'])]).toEqual([address, 200, true]);
    }
  });

  test('an unknown address is answered 404 and kept seconds only', async ({ request }) => {
    for (const address of ['/berita/tidak-ada-alamat-ini', '/share/tidak-ada-alamat-ini/opengraph-image']) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(404);
      const control = response.headers()['cache-control'] ?? '';
      const age = Number((/\bs-maxage=(\d+)/.exec(control) ?? /\bmax-age=(\d+)/.exec(control))?.[1] ?? 0);
      expect(age, `${address}: ${control}`).toBeLessThanOrEqual(60);
    }
  });
});

/**
 * Its own production topology (scripts/cluster.sh: two instances, the state Redis, a cache Redis of
 * FLOOD_CACHE_MB, the nginx front with its limiter), so the flood touches nothing of the other specs.
 */
const FRONT_PORT = 3290;
const FRONT = `http://localhost:${FRONT_PORT}`;
const A = `http://localhost:${FRONT_PORT + 1}`;
const STATE_PORT = 6491;
const CACHE_PORT = 6492;
const FLOOD_CACHE_MB = 32;
/** Requests of the flood through the front (most are held back by its limiter). */
const FLOOD = 1_000;
/**
 * Requests of each flood straight to an instance: every one is rendered and asks WordPress, so
 * fewer; still many times what FLOOD_CACHE_MB can hold (a not-found view is hundreds of KB).
 */
const DIRECT_FLOOD = 300;
const THROTTLED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

/** The front's limiter of uncached requests as shipped: its pace per second and its burst. */
function shippedLimiter(): { perSecond: number; burst: number } {
  const conf = readFileSync(path.join('deploy', 'nginx', 'bua-portal.conf'), 'utf8');
  const perSecond = Number(/zone=bua_uncached:\S+ rate=(\d+)r\/s/.exec(conf)?.[1]);
  const burst = Number(/limit_req zone=bua_uncached burst=(\d+)/.exec(conf)?.[1]);
  if (!(perSecond > 0 && burst > 0)) throw new Error('deploy/nginx/bua-portal.conf: the bua_uncached limiter is not where the flood test reads it');
  return { perSecond, burst };
}

test.describe('a flood from one anonymous client', { tag: '@alone' }, () => {
  let cluster: Started | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    for (const port of [STATE_PORT, CACHE_PORT]) rmSync(path.join('.redis', String(port)), { recursive: true, force: true });
    cluster = startScript('scripts/cluster.sh', {
      NGINX_PORT: String(FRONT_PORT),
      CLUSTER_BASE_PORT: String(FRONT_PORT),
      REDIS_PORT: String(STATE_PORT),
      REDIS_URL: `redis://127.0.0.1:${STATE_PORT}`,
      REDIS_CACHE_PORT: String(CACHE_PORT),
      REDIS_CACHE_URL: `redis://127.0.0.1:${CACHE_PORT}`,
      REDIS_CACHE_MAXMEMORY: `${FLOOD_CACHE_MB}mb`,
      SITE_URL: FRONT,
      NEXTAUTH_URL: FRONT,
    }, ['start']);
    await waitUntilUp(cluster, `${FRONT}/api/health`, 90_000);
    await waitUntilUp(cluster, `${A}/api/health?ready=1`, 30_000);
  });

  test.afterAll(async () => {
    await stopScript(cluster);
  });

  function redisInfo(port: number, section: string): Record<string, string> {
    const text = execFileSync('redis-cli', ['-p', String(port), 'info', section], { encoding: 'utf8' });
    return Object.fromEntries(text.split(/\r?\n/).filter((line) => line.includes(':')).map((line) => line.split(':', 2) as [string, string]));
  }

  /**
   * `count` requests to `base` from `make(i)`, `concurrency` at a time; the statuses seen. Each flood
   * is a client of its own, on fresh connections: a connection the shared client left idle for about
   * an instance's keep-alive time-out (5 s) may be closed by the instance just as it is reused, a
   * reset that any client meets and browsers answer by asking again; that is not what this measures.
   */
  async function flood(playwright: PlaywrightWorkerArgs['playwright'], base: string, count: number, make: (i: number) => string, concurrency: number) {
    const request = await playwright.request.newContext();
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const requestIds: string[] = [];
    let retryAfter = 0;
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < count) {
          const i = next++;
          const response = await request.get(`${base}${make(i)}`, { maxRedirects: 0, timeout: 30_000 });
          statuses.set(response.status(), (statuses.get(response.status()) ?? 0) + 1);
          if (response.status() >= 500 && failures.length < 5) {
            requestIds.push(response.headers()['x-request-id'] ?? '');
            failures.push(`${response.status()} ${make(i)} request id ${response.headers()['x-request-id'] ?? '-'}: ${(await response.text()).slice(0, 200)}`);
          }
          if (response.status() === 429 && Number(response.headers()['retry-after']) > 0) retryAfter += 1;
        }
      }),
    ).finally(() => request.dispose());
    return { statuses: Object.fromEntries(statuses), retryAfter, failures, requestIds };
  }

  test('stays within the cache bound; sign-in, sign-out, captcha, throttle and a page cached before still work', async ({ playwright, request }) => {
    test.setTimeout(600_000);
    const run = Date.now().toString(36);

    // Before: a session signed out (its cookie must stay refused), and the home page cached.
    const before = await playwright.request.newContext({ baseURL: A });
    await signInWithApi(before, 'admin_humas');
    const revoked = (await before.storageState()).cookies;
    await signOutWithApi(before);
    await before.dispose();
    for (let ask = 0; ask < 3; ask += 1) await request.get(`${A}/`);
    expect((await request.get(`${A}/`)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);
    // The front keeps the home page too (its micro-cache, then a stale copy while it refreshes).
    expect((await request.get(`${FRONT}/`)).status()).toBe(200);

    // Through the front: the limiter holds one client back with 429 and Retry-After; nothing fails.
    const started = Date.now();
    const front = await flood(playwright, FRONT, FLOOD, (i) => (i % 2 ? `/berita/acak-${run}-${i}` : `/search?term=acak${run}x${i}`), 16);
    const seconds = (Date.now() - started) / 1000;
    expect(Object.keys(front.statuses).map(Number).every((status) => [200, 404, 429].includes(status)), `${JSON.stringify(front.statuses)} ${front.failures.join('; ')}\n${cluster!.linesAbout(...front.requestIds)}`).toBe(true);
    // nginx lets one client's uncached requests through at its limiter's pace after its burst (the
    // shipped deploy/nginx/bua-portal.conf, zone bua_uncached): however long the flood took (its
    // admitted requests are rendered), every request beyond that was held back. The flood's clock
    // starts before nginx sees its first request, so it over-counts; 10 spare for nginx's rounding.
    const { perSecond, burst } = shippedLimiter();
    const admitted = FLOOD - (front.statuses[429] ?? 0);
    expect(front.statuses[429] ?? 0).toBeGreaterThan(0);
    expect(admitted, `${JSON.stringify(front.statuses)} in ${seconds.toFixed(1)} s`).toBeLessThanOrEqual(burst + Math.ceil(perSecond * seconds) + 10);
    expect(front.retryAfter).toBe(front.statuses[429]);
    // A page the front keeps is never limited, even now.
    expect((await request.get(`${FRONT}/`)).status()).toBe(200);

    // Straight to an instance (no limiter): everything answered, the cache Redis within its bound.
    const slugs = await flood(playwright, A, DIRECT_FLOOD, (i) => `/berita/acak-langsung-${run}-${i}`, 8);
    expect(slugs.statuses).toEqual({ 404: DIRECT_FLOOD });
    const searches = await flood(playwright, A, DIRECT_FLOOD, (i) => `/search?term=unik${run}q${i}`, 8);
    expect(searches.statuses).toEqual({ 200: DIRECT_FLOOD });

    const memory = redisInfo(CACHE_PORT, 'memory');
    expect(memory.maxmemory_policy).toBe('volatile-lru');
    expect(Number(memory.maxmemory)).toBe(FLOOD_CACHE_MB * 1024 * 1024);
    expect(Number(memory.used_memory)).toBeLessThanOrEqual(Number(memory.maxmemory));
    test.info().annotations.push({ type: 'cache Redis after the flood', description: `${memory.used_memory_human} of ${FLOOD_CACHE_MB} MB` });
    // The security state lives apart and never evicts.
    expect(redisInfo(STATE_PORT, 'memory').maxmemory_policy).toBe('noeviction');
    expect(redisInfo(STATE_PORT, 'stats').evicted_keys).toBe('0');

    // After: the page cached before is still served from the cache.
    expect((await request.get(`${A}/`)).headers()['x-nextjs-cache']).toMatch(/^(HIT|STALE)$/);

    // The revoked cookie stays refused; a new sign-in and sign-out work.
    const copy = await playwright.request.newContext({ baseURL: A, storageState: { cookies: revoked, origins: [] } });
    expect((await sessionOf(copy)).user).toBeUndefined();
    await copy.dispose();
    const staff = await playwright.request.newContext({ baseURL: A });
    await signInWithApi(staff, 'admin_umum');
    const session = (await staff.storageState()).cookies;
    await signOutWithApi(staff);
    await staff.dispose();
    const ended = await playwright.request.newContext({ baseURL: A, storageState: { cookies: session, origins: [] } });
    expect((await sessionOf(ended)).user).toBeUndefined();
    await ended.dispose();

    // The captcha: one solved captcha is used once.
    const once = await playwright.request.newContext({ baseURL: A });
    await expectCaptchaUsedOnce(playwright.request, once, A, 'admin_keuangan');
    await once.dispose();

    // The throttle: five failures lock the name for this address (a name of its own: WordPress,
    // shared with the other specs, keeps its own count of failures per name).
    const locked = `banjir_${run}`;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const context = await playwright.request.newContext({ baseURL: A });
      expect(await passwordSignIn(context, locked, `wrong-${attempt}`)).toBe('Username or password is incorrect. Please try again.');
      await context.dispose();
    }
    const sixth = await playwright.request.newContext({ baseURL: A });
    expect(await passwordSignIn(sixth, locked, DEMO_PASSWORD)).toMatch(THROTTLED);
    await sixth.dispose();
  });
});
