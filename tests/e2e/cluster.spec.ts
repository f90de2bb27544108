import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { expectCaptchaUsedOnce, passwordSignIn, sessionOf, signInAsPainted, signInWithApi, signOutWithApi, userMenuButton } from './helpers/auth';
import { clusterCommand, clusterEnv, clusterPids, isAlive, startScript, stopScript, waitUntilUp, type Started } from './helpers/processes';
import { startRelay, type Relay } from './helpers/relay';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { DEMO_PASSWORD, WP_URL, wpToken } from './helpers/wp';

/**
 * The production topology, as `npm run demo:cluster` runs it (scripts/cluster.sh): two
 * instances of this build sharing Redis, behind the nginx front. WordPress notifies the front
 * (PORTAL_URL in scripts/e2e.sh), so one instance receives each change and Redis carries it to the
 * other. A and B are the instances themselves; FRONT is nginx.
 */
const FRONT_PORT = Number(process.env.CLUSTER_PORT ?? 3190);
const REDIS_PORT = String(process.env.CLUSTER_REDIS_PORT ?? 6391);
const FRONT = `http://localhost:${FRONT_PORT}`;
const A = `http://localhost:${FRONT_PORT + 1}`;
const B = `http://localhost:${FRONT_PORT + 2}`;
const EVERYWHERE = [A, B, FRONT];
/** Spec: a change in WordPress is visible within 5 s. */
const VISIBLE_WITHIN_MS = 5_000;
const THROTTLED = /^Too many failed login attempts\. Please try again in \d+ minutes?\.$/;

// A worker's own fetches (its precache, the page it saves) would reach the instances after the test
// that opened the page has ended, in the next one's count of the pages an instance answered.
test.use({ serviceWorkers: 'block' });

let cluster: Started | undefined;
/**
 * The instances reach WordPress through this relay, which the outage test switches off, in front of
 * WordPress's own front that the cluster starts (scripts/wp-front.sh, on the cluster's port + 70).
 */
let wordpress: Relay;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // A Redis of its own, started empty: no sign-in locks or pages left from an earlier run.
  rmSync(path.join('.redis', REDIS_PORT), { recursive: true, force: true });
  wordpress = await startRelay(`http://127.0.0.1:${FRONT_PORT + 70}`);
  cluster = startScript('scripts/cluster.sh', {
    WORDPRESS_URL: wordpress.url,
    WORDPRESS_API_URL: `${wordpress.url}/wp-json`,
    WP_TIMEOUT_MS: '3000',
    ...clusterEnv(FRONT_PORT, REDIS_PORT),
  }, ['start']);
  await waitUntilUp(cluster, `${FRONT}/api/health`, 90_000);
  for (const base of [A, B]) await waitUntilUp(cluster, `${base}/api/health?ready=1`, 30_000);
});

test.afterAll(async () => {
  await stopScript(cluster);
  await wordpress?.close();
});

function redis(script: 'redis-stop.sh' | 'redis-start.sh'): void {
  execFileSync('bash', [`scripts/${script}`], { env: { ...process.env, REDIS_PORT }, stdio: 'ignore' });
}

/** Milliseconds from `since` until `check` holds for the answer at `url` (polling like a reader), or Infinity. */
async function timeUntil(request: APIRequestContext, url: string, check: (status: number, html: string) => boolean, since: number): Promise<number> {
  while (Date.now() - since < VISIBLE_WITHIN_MS + 5_000) {
    const response = await request.get(url, { maxRedirects: 0 });
    if (check(response.status(), await response.text())) return Date.now() - since;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return Infinity;
}

/**
 * Every address polled at once, each timed from `since` on its own (polled one after the other, a
 * late address was charged the time spent waiting on the earlier ones).
 */
async function expectEverywhereWithin5s(request: APIRequestContext, path: string, what: string, check: (status: number, html: string) => boolean, since: number) {
  const times = await Promise.all(EVERYWHERE.map((base) => timeUntil(request, `${base}${path}`, check, since)));
  EVERYWHERE.forEach((base, index) => {
    test.info().annotations.push({ type: `${what} @ ${base}`, description: `${times[index]} ms` });
    expect(times[index], `${what} on ${base}${path}`).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  });
}

/**
 * Pages instance `base` has answered so far (its Prometheus counter over every status, for every
 * kind of rendered route: a page it fetched from itself counts here, while WordPress's notices,
 * which reach either instance whenever one is due, these readings, sign-in, and the build's files
 * and images, which an earlier test's service worker may still be fetching to keep, do not).
 */
async function pagesAnsweredBy(request: APIRequestContext, base: string): Promise<number> {
  const text = await (await request.get(`${base}/api/metrics`)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith('bua_http_requests_total{') && !/kind="(?:api|sign-in|static|image)"/.test(line))
    .reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

test("a browser signs in and out through the front on a port of its own (nginx's Host names none)", async ({ page, context }) => {
  const session = async () => ((await (await context.request.get(`${FRONT}/api/auth/session`)).json()) as { user?: { login: string } }).user?.login;
  // Filled and sent as soon as the form is painted, as a fast typist or a password manager does, and
  // the cluster's first sign-in since it started (when the form's scripts are the slowest to come).
  await signInAsPainted(page, `${FRONT}/login`, 'redaktur_humas');
  expect(new URL(page.url()).origin).toBe(FRONT);
  expect(await session()).toBe('redaktur_humas');
  // (A page without home's complaint popup, which would cover the menu.)
  await page.goto(`${FRONT}/berita`);
  await userMenuButton(page, /Redaktur|redaktur_humas/).click();
  await page.getByRole('button', { name: 'Keluar' }).click();
  await page.waitForURL(`${FRONT}/`);
  await expect.poll(session).toBeUndefined();
});

test("a search and a signed-in page are rendered by the instance asked: it never fetches proxy.ts's rewrite from itself", async ({ playwright, request }) => {
  // An instance listens on loopback here (HOSTNAME_BIND=127.0.0.1, as the systemd unit has it).
  const before = await pagesAnsweredBy(request, A);
  for (let i = 0; i < 5; i += 1) expect((await request.get(`${A}/search?term=sekali${Date.now()}x${i}`)).status()).toBe(200);
  expect(await pagesAnsweredBy(request, A)).toBe(before + 5);

  const staff = await playwright.request.newContext({ baseURL: A });
  await signInWithApi(staff, 'admin_humas');
  const signedIn = await pagesAnsweredBy(request, A);
  const twin = await staff.get('/berita');
  expect(twin.status()).toBe(200);
  expect(twin.headers()['cache-control']).toMatch(/private/);
  expect(await pagesAnsweredBy(request, A)).toBe(signedIn + 1);
  await staff.dispose();
});

test('a post published, renamed and deleted in WordPress changes on both instances and through the front within 5 s', async ({ request }) => {
  test.setTimeout(120_000);
  const token = await wpToken(request, 'admin_humas');
  const listing = '/berita/biro/humas';
  for (const base of EVERYWHERE) for (let i = 0; i < 2; i += 1) expect((await request.get(`${base}${listing}`)).status()).toBe(200);

  const title = `Berita Klaster ${Date.now()}`;
  let since = Date.now();
  const post = await wpCreatePost(request, token, 'berita', { title, date: new Date().toISOString().slice(0, 19) });
  try {
    await expectEverywhereWithin5s(request, listing, 'published', (status, html) => status === 200 && html.includes(title), since);

    const detail = `${listing}/${post.slug}`;
    for (const base of EVERYWHERE) expect((await request.get(`${base}${detail}`)).status()).toBe(200);
    const renamed = `${title} (diubah)`;
    since = Date.now();
    const update = await request.post(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { title: renamed } });
    expect(update.status()).toBe(200);
    await expectEverywhereWithin5s(request, detail, 'renamed', (status, html) => status === 200 && html.includes(renamed), since);

    since = Date.now();
    const trash = await request.delete(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` } });
    expect(trash.status()).toBe(200);
    await Promise.all([
      expectEverywhereWithin5s(request, detail, 'deleted', (status) => status === 404, since),
      expectEverywhereWithin5s(request, listing, 'gone from the list', (status, html) => status === 200 && !html.includes(title), since),
    ]);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

test('a post deleted from the staff screen on instance A is gone on instance B', async ({ playwright, request }) => {
  const token = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, token, 'berita', { title: `Hapus Klaster ${Date.now()}` });
  const detail = `/berita/biro/humas/${post.slug}`;
  const staffOnA = await playwright.request.newContext({ baseURL: A });
  try {
    for (let i = 0; i < 2; i += 1) expect((await request.get(`${B}${detail}`)).status()).toBe(200);
    await signInWithApi(staffOnA, 'admin_humas');
    const since = Date.now();
    expect((await staffOnA.delete(`/api/staff/posts/berita/${post.id}`)).status()).toBe(200);
    const elapsed = await timeUntil(request, `${B}${detail}`, (status) => status === 404, since);
    expect(elapsed, 'gone on B').toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  } finally {
    await staffOnA.dispose();
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

test('sign-in state is one for all instances: the throttle counts failures on A and B together, a captcha used on A is refused on B, signing out on A ends the session on B', async ({ playwright }) => {
  test.setTimeout(90_000);
  // A user no other spec signs in as: it stays locked for this address for minutes after this.
  const locked = 'admin_pimpinan';
  for (const [attempt, base] of [A, B, A, B, A].entries()) {
    const context = await playwright.request.newContext({ baseURL: base });
    expect(await passwordSignIn(context, locked, `wrong-${attempt}`), `attempt ${attempt + 1} on ${base}`).toBe('Username or password is incorrect. Please try again.');
    await context.dispose();
  }
  const sixth = await playwright.request.newContext({ baseURL: B });
  expect(await passwordSignIn(sixth, locked, DEMO_PASSWORD)).toMatch(THROTTLED);
  await sixth.dispose();

  // The captcha: solved and used on A; the same sealed captcha with the same answer on B.
  const onA = await playwright.request.newContext({ baseURL: A });
  await expectCaptchaUsedOnce(playwright.request, onA, B, 'admin_umum');

  // The session: valid on B (cookies do not depend on the port), then ended on A.
  const session = (await onA.storageState()).cookies;
  const copyOnB = await playwright.request.newContext({ baseURL: B, storageState: { cookies: session, origins: [] } });
  expect((await sessionOf(copyOnB)).user?.login).toBe('admin_umum');
  await signOutWithApi(onA);
  await onA.dispose();
  expect((await sessionOf(copyOnB)).user).toBeUndefined();
  const dashboard = await copyOnB.get('/admin', { maxRedirects: 0 });
  expect(dashboard.status()).toBe(307);
  await copyOnB.dispose();
});

test("a signed-in page is never served from, nor stored in, the front's cache", async ({ playwright, request }) => {
  const keuangan = await wpToken(request, 'admin_keuangan');
  const title = `Internal Klaster ${Date.now()}`;
  const internal = await wpCreatePost(request, keuangan, 'berita', { title, status: 'private', date: new Date().toISOString().slice(0, 19) });
  const listing = `${FRONT}/berita/biro/keuangan`;
  const staff = await playwright.request.newContext({ baseURL: FRONT });
  try {
    await signInWithApi(staff, 'admin_humas');
    // Anonymous first (now in nginx's cache), then signed in: the private post is there.
    await expect.poll(async () => (await request.get(listing)).headers()['x-cache-status']).toBe('HIT');
    expect(await (await request.get(listing)).text()).not.toContain(title);
    const signedIn = await staff.get(listing);
    expect(signedIn.headers()['x-cache-status']).toBe('BYPASS');
    expect(await signedIn.text()).toContain(title);
    // And the reverse: what the signed-in visitor saw was not kept for the next anonymous one.
    const anonymous = await request.get(listing);
    expect(await anonymous.text()).not.toContain(title);
  } finally {
    await staff.dispose();
    await wpDeletePost(request, keuangan, 'berita', internal.id);
  }
});

test('with Redis stopped, pages are still served and sign-in says it cannot; with Redis back, sharing resumes without a restart', async ({ playwright, request }) => {
  test.setTimeout(90_000);
  redis('redis-stop.sh');
  try {
    for (const base of EVERYWHERE) {
      for (const path of ['/', '/berita', '/profil']) expect((await request.get(`${base}${path}`)).status(), `${base}${path}`).toBe(200);
    }
    const context = await playwright.request.newContext({ baseURL: A });
    expect(await passwordSignIn(context, 'admin_umum', DEMO_PASSWORD)).toBe('Server error. Please try again later.');
    await context.dispose();
  } finally {
    redis('redis-start.sh');
  }
  // Back: a captcha used on A is refused on B again, so the instances share the store once more.
  await expect
    .poll(async () => {
      const onA = await playwright.request.newContext({ baseURL: A });
      const error = await passwordSignIn(onA, 'admin_umum', DEMO_PASSWORD);
      await onA.dispose();
      return error;
    }, { timeout: 15_000 })
    .toBeNull();
  const token = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, token, 'berita', { title: `Setelah Redis ${Date.now()}` });
  const detail = `/berita/biro/humas/${post.slug}`;
  try {
    for (const base of [A, B]) expect((await request.get(`${base}${detail}`)).status()).toBe(200);
    const since = Date.now();
    await request.delete(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` } });
    for (const base of [A, B]) expect(await timeUntil(request, `${base}${detail}`, (status) => status === 404, since), base).toBeLessThanOrEqual(VISIBLE_WITHIN_MS);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

test('with WordPress down, cached pages stay 200 everywhere, an uncached post and the APIs answer 503 with Retry-After; back, the next request is the real page', async ({ request }) => {
  test.setTimeout(90_000);
  const cached = ['/', '/berita', '/profil'];
  for (const base of EVERYWHERE) for (const path of cached) expect((await request.get(`${base}${path}`)).status()).toBe(200);
  // A post made for this test: no instance (nor the single-instance server beside them, which
  // shares the build folder) has rendered it. (An uncached listing: wordpress-down.spec.ts.)
  const token = await wpToken(request, 'admin_humas');
  const post = await wpCreatePost(request, token, 'berita', { title: `Saat WordPress Mati ${Date.now()}` });
  const uncached = `/berita/biro/humas/${post.slug}`;
  try {
    wordpress.setDown(true);
    try {
      for (const base of EVERYWHERE) {
        for (const path of cached) expect((await request.get(`${base}${path}`)).status(), `${base}${path}`).toBe(200);
        const response = await request.get(`${base}${uncached}`);
        expect([response.status(), response.headers()['retry-after']], `${base}${uncached}`).toEqual([503, '30']);
      }
      for (const base of [A, B]) {
        const vote = await request.post(`${base}/api/survey`, { data: { rating: 'puas', page: '/' } });
        expect([vote.status(), vote.headers()['retry-after']], `${base}/api/survey`).toEqual([503, '30']);
      }
    } finally {
      wordpress.setDown(false);
    }
    for (const base of EVERYWHERE) expect((await request.get(`${base}${uncached}`)).status(), `${base}${uncached} after the outage`).toBe(200);
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

// Last in this file: it stops the cluster.
test('scripts/cluster.sh: status says what runs; an unknown word and a second start change nothing; stop leaves no process behind', async ({ request }) => {
  test.setTimeout(90_000);
  const env = { NGINX_PORT: String(FRONT_PORT), CLUSTER_BASE_PORT: String(FRONT_PORT), REDIS_PORT, REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}` };
  const redisPorts = [Number(REDIS_PORT), Number(REDIS_PORT) + 1];
  expect((await clusterCommand(env, 'status')).stdout).toMatch(new RegExp(`instance 1: pid \\d+, port ${FRONT_PORT + 1}, ready\n.*instance 2: pid \\d+, port ${FRONT_PORT + 2}, ready`));
  expect((await clusterCommand(env, 'status')).status).toBe(0);
  const pids = clusterPids(FRONT_PORT, redisPorts);
  expect(pids).toHaveLength(8);

  const unknown = await clusterCommand(env, 'statsu');
  expect(unknown.status).toBe(2);
  expect(unknown.stderr).toContain('bash scripts/cluster.sh start');
  const again = await clusterCommand(env, 'start');
  expect(again.status).toBe(1);
  expect(again.stderr).toContain('already running');
  expect(clusterPids(FRONT_PORT, redisPorts)).toEqual(pids);
  expect((await request.get(`${FRONT}/berita`)).status()).toBe(200);

  const stop = await clusterCommand(env, 'stop');
  expect([stop.status, stop.stdout.trim()]).toEqual([0, '[cluster] stopped']);
  await expect.poll(() => pids.filter(isAlive), { timeout: 20_000 }).toEqual([]);
  expect((await clusterCommand(env, 'status')).status).toBe(3);
});
