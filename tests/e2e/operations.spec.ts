import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { passwordSignIn } from './helpers/auth';
import { atLeast, loadUntil } from './helpers/load';
import { clusterPids, isAlive, startScript, stopScript, waitUntilUp, type Started } from './helpers/processes';

/**
 * Operating the production topology (scripts/cluster.sh; docs/deploying.md): each instance's
 * Prometheus metrics, and restarts without a failed request (an instance drains on SIGTERM, nginx
 * tries the other, the cluster starts it again; a rolling restart, also onto a new build).
 */
const FRONT_PORT = 3390;
const FRONT = `http://localhost:${FRONT_PORT}`;
const A = `http://127.0.0.1:${FRONT_PORT + 1}`;
const B = `http://127.0.0.1:${FRONT_PORT + 2}`;
const STATE_PORT = 6591;
const CACHE_PORT = 6592;
const ENV = { NGINX_PORT: String(FRONT_PORT), CLUSTER_BASE_PORT: String(FRONT_PORT), REDIS_PORT: String(STATE_PORT), REDIS_URL: `redis://127.0.0.1:${STATE_PORT}`, REDIS_CACHE_PORT: String(CACHE_PORT), REDIS_CACHE_URL: `redis://127.0.0.1:${CACHE_PORT}` };
/**
 * The builds switched in by a rolling restart, as release directories: each switch builds into the
 * one the cluster is not running (so the test can be run again and again in a row).
 */
const SWITCH_DISTS = ['.next-switch', '.next-switch-b'] as const;
/**
 * Public pages through the front, each with a query of its own so nginx's micro-cache passes it on
 * to the instances; the search is rewritten by proxy.ts to its cached page.
 */
const MIX = ['/', '/berita', '/artikel', '/pengumuman', '/sakip', '/profil', '/berita/biro/humas', '/berita/arsip', '/search?term=mahkamah'];

let cluster: Started | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const port of [STATE_PORT, CACHE_PORT]) rmSync(path.join('.redis', String(port)), { recursive: true, force: true });
  cluster = startScript('scripts/cluster.sh', {
    ...ENV,
    SITE_URL: FRONT,
    NEXTAUTH_URL: FRONT,
    // The load below comes from one address: the limiter is not what is tested here.
    NGINX_LIMIT_RATE: '100000r/s',
    NGINX_LIMIT_BURST: '100000',
  }, ['start']);
  await waitUntilUp(cluster, `${FRONT}/api/health`, 90_000);
  for (const base of [A, B]) await waitUntilUp(cluster, `${base}/api/health?ready=1`, 30_000);
});

test.afterAll(async () => {
  await stopScript(cluster);
  for (const dist of SWITCH_DISTS) rmSync(dist, { recursive: true, force: true });
});

/** One sample of a metric from the Prometheus text, or 0 when it is not there yet. */
async function sample(request: APIRequestContext, name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await request.get(`${A}/api/metrics`)).text();
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  const line = text.split('\n').find((row) => row.startsWith(`${name}{`) ? wanted.every((label) => row.includes(label)) : row.startsWith(`${name} `) && wanted.length === 0);
  return line ? Number(line.split(' ').pop()) : 0;
}

test('each instance has Prometheus metrics, for this host only, and the counters follow real requests', async ({ playwright, request }) => {
  const metrics = await request.get(`${A}/api/metrics`);
  expect(metrics.status()).toBe(200);
  expect(metrics.headers()['content-type']).toContain('text/plain');
  const text = await metrics.text();
  for (const name of ['bua_http_requests_total', 'bua_http_request_duration_seconds', 'bua_page_cache_total', 'bua_cache_lookups_total', 'bua_wordpress_request_duration_seconds', 'bua_wordpress_errors_total', 'bua_redis_faults_total', 'bua_sign_ins_total', 'nodejs_eventloop_lag_seconds']) {
    expect(text, name).toContain(`# TYPE ${name} `);
  }
  // Never through the front, nor with a forwarded address.
  expect((await request.get(`${FRONT}/api/metrics`)).status()).toBe(404);
  expect((await request.get(`${A}/api/metrics`, { headers: { 'X-Forwarded-For': '203.0.113.5' } })).status()).toBe(404);

  const pagesBefore = await sample(request, 'bua_http_requests_total', { kind: 'page', status: '200' });
  const hitsBefore = await sample(request, 'bua_page_cache_total', { result: 'HIT' });
  const wordpressBefore = await sample(request, 'bua_wordpress_request_duration_seconds_count', { method: 'POST' });
  const failedBefore = await sample(request, 'bua_sign_ins_total', { method: 'password', outcome: 'failed' });
  for (let i = 0; i < 3; i += 1) expect((await request.get(`${A}/berita`)).status()).toBe(200);
  const staff = await playwright.request.newContext({ baseURL: A });
  expect(await passwordSignIn(staff, 'admin_keuangan', 'salah-sekali')).toBe('Username or password is incorrect. Please try again.');
  await staff.dispose();

  expect(await sample(request, 'bua_http_requests_total', { kind: 'page', status: '200' })).toBeGreaterThanOrEqual(pagesBefore + 3);
  expect(await sample(request, 'bua_page_cache_total', { result: 'HIT' })).toBeGreaterThan(hitsBefore);
  // The wrong password was WordPress's to refuse: its token call is timed, and the sign-in counted.
  expect(await sample(request, 'bua_wordpress_request_duration_seconds_count', { method: 'POST' })).toBeGreaterThan(wordpressBefore);
  expect(await sample(request, 'bua_sign_ins_total', { method: 'password', outcome: 'failed' })).toBe(failedBefore + 1);
  // The page comes from the shared cache (Redis, or this instance's memory copy of it) once an
  // instance has stored it there (its first answers may still be the build's own copy).
  const sharedHits = async () => (await sample(request, 'bua_cache_lookups_total', { layer: 'redis', result: 'hit' })) + (await sample(request, 'bua_cache_lookups_total', { layer: 'memory', result: 'hit' }));
  await expect
    .poll(async () => {
      expect((await request.get(`${A}/berita`)).status()).toBe(200);
      return sharedHits();
    })
    .toBeGreaterThan(0);
});

test('an instance stopped with SIGTERM says it is not ready at once, drains, and is started again', async ({ request }) => {
  test.setTimeout(60_000);
  const pidfile = path.join('.cluster', String(FRONT_PORT), 'instance-2.pid');
  const old = execFileSync('cat', [pidfile], { encoding: 'utf8' }).trim();
  process.kill(Number(old), 'SIGTERM');
  // The instance takes the signal on its event loop's next turn, so a readiness request that meets
  // it there may still be answered 200. Then, for the drain's grace (DRAIN_GRACE_MS, 500 ms), it
  // says 503 while it still answers; after that it no longer accepts, and nothing here can pass.
  await expect
    .poll(async () => (await request.get(`${B}/api/health?ready=1`, { timeout: 2_000 }).catch(() => null))?.status(), { intervals: [10], timeout: 2_000 })
    .toBe(503);
  await expect.poll(async () => execFileSync('cat', [pidfile], { encoding: 'utf8' }).trim(), { timeout: 20_000 }).not.toBe(old);
  await expect.poll(async () => (await request.get(`${B}/api/health?ready=1`).catch(() => null))?.status(), { timeout: 30_000 }).toBe(200);
});

/**
 * What the cluster said that could explain the failed requests: its instances' errors, warnings and
 * WordPress outages, anything not a JSON log line (a stack trace), nginx's last lines, and last of
 * all (a run's log may keep only its end) nginx's lines about each failed address: its retries log
 * (every try and its answer) and its error log.
 */
function clusterTrouble(failures: readonly string[]): string {
  const lines = (name: string) => {
    try {
      return readFileSync(path.join('.nginx', String(FRONT_PORT), name), 'utf8').split('\n').filter((line) => line && !line.includes('limiting requests'));
    } catch {
      return [];
    }
  };
  const failedPaths = failures.map((failure) => /https?:\/\/[^/\s]+(\/\S*)/.exec(failure)?.[1]).filter((found): found is string => Boolean(found));
  const last = (name: string, count: number) => `--- nginx ${name}: last ${count} ---\n${lines(name).slice(-count).join('\n') || '(none)'}`;
  const about = (name: string) => `--- nginx ${name}: the failed requests ---\n${lines(name).filter((line) => failedPaths.some((failed) => line.includes(`${failed} `))).join('\n') || '(none)'}`;
  return [cluster?.linesAbout('"level":"error"', '"level":"warn"', '"outage":true') ?? '', last('bua-portal-retries.log', 5), last('error.log', 5), about('bua-portal-retries.log'), about('error.log')].join('\n');
}

/** Runs `bash scripts/cluster.sh restart [dist]`, with at least `minMs` of load around it. */
function rollingRestart(dist?: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/cluster.sh', 'restart', ...(dist ? [dist] : [])], { env: { ...process.env, ...ENV }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`restart failed (${code}):\n${output}`))));
  });
}

test('a rolling restart under load of 50 clients: 0 failed requests', async ({ request }) => {
  test.setTimeout(180_000);
  const { failures, requests } = await loadUntil(request, FRONT, MIX, atLeast(30_000, rollingRestart()), 50);
  test.info().annotations.push({ type: 'rolling restart', description: `${requests} requests, ${failures.length} failed` });
  expect(requests).toBeGreaterThan(500);
  expect(failures, clusterTrouble(failures)).toEqual([]);
});

/**
 * The revisions of the offline page in the worker's precache: each build's worker brings its own,
 * adds it as it installs and drops the other once it has taken over.
 */
async function precachedRevisions(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const revisions: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.pathname === '/offline') revisions.push(url.searchParams.get('__WB_REVISION__') ?? '');
      }
    }
    return revisions;
  });
}

/** The registration's workers and whether this page is controlled, for a failure's message. */
async function workerStates(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const state = (worker: ServiceWorker | null | undefined) => worker?.state ?? 'none';
    return `installing ${state(registration?.installing)}, waiting ${state(registration?.waiting)}, active ${state(registration?.active)}, controlled ${Boolean(navigator.serviceWorker.controller)}`;
  });
}

test('a new build switched in by a rolling restart under load: 0 failed requests; a reader’s worker gives way to the new build’s once a page of that build is open, without a failed chunk', async ({ request, page }) => {
  test.setTimeout(600_000);
  // A reader with the current build's service worker (offline mode), whose page stays open.
  const browserFaults: string[] = [];
  // (Not what a navigation cuts short: the images a page was still loading when the reader went on.)
  page.on('requestfailed', (failed) => {
    if (failed.failure()?.errorText !== 'net::ERR_ABORTED') browserFaults.push(`${failed.url()} ${failed.failure()?.errorText}`);
  });
  page.on('response', (answer) => {
    if (answer.status() >= 400) browserFaults.push(`${answer.status()} ${answer.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') browserFaults.push(message.text());
  });
  await page.addInitScript(() => window.sessionStorage.setItem('bua_complaint_popup_closed', '1'));
  await page.goto(`${FRONT}/berita`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect.poll(async () => (await precachedRevisions(page)).length).toBe(1);
  const [oldRevision] = await precachedRevisions(page);
  // A second build of the same sources into its own folder, as a release directory would be. (Next
  // writes that folder's type paths into tsconfig.json: the file is put back as it was.)
  const running = readFileSync(path.join('.cluster', String(FRONT_PORT), 'dist'), 'utf8').trim();
  const dist = running === SWITCH_DISTS[0] ? SWITCH_DISTS[1] : SWITCH_DISTS[0];
  const tsconfig = readFileSync('tsconfig.json', 'utf8');
  try {
    execFileSync('npm', ['run', 'build'], { env: { ...process.env, NEXT_DIST_DIR: dist, NEXT_TELEMETRY_DISABLED: '1' }, stdio: 'ignore', timeout: 480_000 });
  } finally {
    writeFileSync('tsconfig.json', tsconfig);
  }
  const { failures, requests } = await loadUntil(request, FRONT, MIX, atLeast(30_000, rollingRestart(dist)), 50);
  test.info().annotations.push({ type: 'build switched in', description: `${requests} requests, ${failures.length} failed` });
  expect(requests).toBeGreaterThan(500);
  expect(failures, clusterTrouble(failures)).toEqual([]);
  // Both instances now run the new build.
  const buildId = execFileSync('cat', [path.join(dist, 'BUILD_ID')], { encoding: 'utf8' }).trim();
  for (const base of [A, B]) expect(await (await request.get(`${base}/`)).text()).toContain(buildId);

  // The reader goes on reading: the new build's worker installs and waits while the page is open,
  // then takes over once a page of its own build is loaded and quiet; every page and chunk loads,
  // none from the other build.
  const readers = ['/artikel', '/pengumuman', '/berita/arsip', '/'];
  const steps: string[] = [];
  const switchStart = Date.now();
  const cdp = await page.context().newCDPSession(page);
  cdp.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const v of versions) steps.push(`  cdp ${Date.now() - switchStart} ms: version ${v.versionId} ${v.status} ${v.runningStatus}`);
  });
  cdp.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => steps.push(`  cdp error ${JSON.stringify(errorMessage)}`));
  await cdp.send('ServiceWorker.enable');
  await expect(async () => {
    const next = readers.shift() ?? '/berita';
    const asked = Date.now() - switchStart;
    await page.goto(`${FRONT}${next}`);
    const loaded = Date.now() - switchStart;
    const revisions = await precachedRevisions(page);
    steps.push(`${next} asked at ${asked} ms, loaded at ${loaded} ms: ${revisions.length} revisions; ${await workerStates(page)}`);
    expect(revisions, steps.join('\n')).toHaveLength(1);
    expect(revisions[0]).not.toBe(oldRevision);
  }).toPass({ intervals: [2_000], timeout: 60_000 });
  console.log(`[worker switch]\n${steps.join('\n')}`);
  await page.goto(`${FRONT}/berita`);
  expect(await page.evaluate(() => document.documentElement.innerHTML.includes('/_next/static/'))).toBe(true);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null)).toBeNull();
  expect(browserFaults).toEqual([]);
});

// Last in this file: it stops the cluster, as a person at its terminal would.
test('Ctrl-C stops the whole cluster: no instance, nginx, WordPress front or Redis left behind', async () => {
  const pids = clusterPids(FRONT_PORT, [STATE_PORT, CACHE_PORT]);
  expect(pids).toHaveLength(8);
  process.kill(-cluster!.child.pid!, 'SIGINT');
  await expect.poll(() => pids.filter(isAlive), { timeout: 20_000 }).toEqual([]);
});
