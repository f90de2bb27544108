import type { APIResponse } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithApi } from './helpers/auth';
import { startScript, stopScript, waitUntilUp, type Started } from './helpers/processes';

/**
 * The reference front (deploy/nginx/bua-portal.conf) with Debian's nginx in front of the
 * production build, run by the project's own script (scripts/nginx-front.sh): anonymous pages come
 * from its micro-cache, a signed-in visitor never does, answers that set a cookie are never
 * stored, build assets are immutable.
 */
const FRONT_PORT = 3180;
const FRONT = `http://127.0.0.1:${FRONT_PORT}`;
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
let nginx: Started | undefined;
// One front on one port: this file's tests share it, in one worker.
test.describe.configure({ mode: 'default' });

test.beforeAll(async () => {
  nginx = startScript('scripts/nginx-front.sh', { NGINX_PORT: String(FRONT_PORT), PORTAL_UPSTREAMS: `127.0.0.1:${PORTAL_PORT}` });
  await waitUntilUp(nginx, `${FRONT}/robots.txt`, 15_000);
});

test.afterAll(async () => {
  await stopScript(nginx);
});

test('an anonymous page is served from the micro-cache on the next request', async ({ request }) => {
  const first = await request.get(`${FRONT}/profil`);
  expect(first.status()).toBe(200);
  const second = await request.get(`${FRONT}/profil`);
  expect(second.status()).toBe(200);
  expect(second.headers()['x-cache-status']).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  // X-BUA-Edge (an edge asking past the micro-cache) is believed only from the edge's addresses:
  // this front has none, so anyone sending it still gets the cached copy.
  expect((await request.get(`${FRONT}/profil`, { headers: { 'X-BUA-Edge': '1' } })).headers()['x-cache-status']).toBe('HIT');
  // The portal's own word to shared caches for a page it refreshes (home, every 30 s): a short
  // s-maxage, a long stale-while-revalidate and stale-if-error.
  expect((await request.get(`${FRONT}/`)).headers()['cache-control']).toMatch(/^s-maxage=\d{1,3}, stale-while-revalidate=\d+, stale-if-error=86400$/);
  // Each answer names its own request (the cached one does not repeat the id of the first).
  expect(second.headers()['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
  expect(second.headers()['x-request-id']).not.toBe(first.headers()['x-request-id']);
});

test('the front refuses methods the portal has no use for and overlong paths itself, before any instance sees them', async ({ request }) => {
  // nginx's own answers are its HTML pages; the portal's refusals are plain text (server/refusals.cjs).
  const byNginx = async (answer: APIResponse) => [answer.status(), answer.headers()['content-type'], /<center>nginx/.test(await answer.text())];
  for (const method of ['TRACE', 'PROPFIND', 'MKCOL']) expect(await byNginx(await request.fetch(`${FRONT}/`, { method })), method).toEqual([405, 'text/html', true]);
  expect(await byNginx(await request.get(`${FRONT}/${'a'.repeat(1100)}`))).toEqual([414, 'text/html', true]);
  // What the portal answers itself still passes: a page's path of 1024 characters is its own 404.
  expect((await request.get(`${FRONT}/${'a'.repeat(1023)}`)).status()).toBe(404);
});

test('a signed-in visitor is never served from the cache, nor stored in it', async ({ playwright }) => {
  const staff = await playwright.request.newContext({ baseURL: FRONT });
  await signInWithApi(staff, 'redaktur_kepegawaian');
  for (let i = 0; i < 2; i += 1) expect((await staff.get('/sakip')).headers()['x-cache-status']).toBe('BYPASS');
  await staff.dispose();
});

test('answers that set a cookie and the APIs are never cached; build assets are immutable', async ({ request }) => {
  for (let i = 0; i < 2; i += 1) {
    const captcha = await request.get(`${FRONT}/api/captcha`);
    expect(captcha.headers()['set-cookie']).toBeTruthy();
    expect(captcha.headers()['x-cache-status']).toBeUndefined();
  }
  const html = await (await request.get(`${FRONT}/`)).text();
  const asset = /\/_next\/static\/[^"']+\.js/.exec(html)?.[0];
  expect(asset, 'the home page links a script').toBeTruthy();
  const script = await request.get(`${FRONT}${asset}`);
  expect(script.status()).toBe(200);
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  // The service worker is looked up on every visit: never kept, its no-cache passed on.
  for (let i = 0; i < 2; i += 1) {
    const worker = await request.get(`${FRONT}/sw.js`);
    expect(worker.status()).toBe(200);
    expect(worker.headers()['cache-control']).toBe('no-cache');
    expect(worker.headers()['x-cache-status']).toBeUndefined();
  }
});

test('browsers’ reports of what the policy blocked pass a few per client; beyond, the front answers 429 itself', async ({ request }) => {
  const report = JSON.stringify({ 'csp-report': { 'document-uri': `${FRONT}/`, 'effective-directive': 'img-src', 'blocked-uri': 'https://x.example/a.png', disposition: 'enforce' } });
  const byNginx: boolean[] = [];
  for (let i = 0; i < 20; i += 1) {
    const answer = await request.post(`${FRONT}/api/csp-report`, { headers: { 'Content-Type': 'application/csp-report' }, data: report });
    byNginx.push(answer.status() === 429 && /<center>nginx/.test(await answer.text()));
  }
  // A burst of 10 after the first, then one a second: of 20 sent in a row, most of the last 9 are the front's.
  expect(byNginx.slice(0, 11)).not.toContain(true);
  expect(byNginx.filter(Boolean).length).toBeGreaterThanOrEqual(5);
});
