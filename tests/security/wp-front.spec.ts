/**
 * WordPress behind the front ops deploy (deploy/nginx/bua-wordpress.conf, run as shipped by
 * scripts/wp-front.sh: nginx and PHP-FPM on the local WordPress). A stranger (a client on
 * 127.0.0.2) gets a bounded share of PHP and 429 with Retry-After beyond it; the portal's host
 * (127.0.0.1 here) is never limited. HTTP only.
 */
import http from 'node:http';
import { expect, test } from '@playwright/test';
import { startScript, stopScript, waitUntilUp, type Started } from '../e2e/helpers/processes';
import { asPortal } from '../e2e/helpers/portalKey';
import { DEMO_PASSWORD } from '../e2e/helpers/wp';

const PORT = 3870;
const STRANGER = '127.0.0.2';
const PORTAL_HOST = '127.0.0.1';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request to the front from `from`, with nothing of a browser's. */
function ask(path: string, { from = STRANGER, method = 'GET', headers = {}, body }: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path, method, headers, localAddress: from, agent: false, timeout: 30_000 }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 30 s`)));
    request.on('error', reject);
    request.end(body);
  });
}

/** `count` requests at once; how many answered each status, and whether every 429 said when to come back. */
async function burst(count: number, make: (i: number) => Promise<Answer>) {
  const answers = await Promise.all(Array.from({ length: count }, (_, i) => make(i)));
  const statuses: Record<number, number> = {};
  for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
  const retryAfter = answers.filter((answer) => answer.status === 429).map((answer) => answer.headers['retry-after']);
  return { statuses, retryAfter };
}

let front: Started | undefined;

test.beforeAll(async () => {
  test.setTimeout(60_000);
  front = startScript('scripts/wp-front.sh', { WP_FRONT_PORT: String(PORT), WP_FRONT_PORTAL_HOSTS: PORTAL_HOST });
  await waitUntilUp(front, `http://127.0.0.1:${PORT}/wp-json/`, 30_000);
});

test.afterAll(async () => {
  await stopScript(front);
});

test('XML-RPC is closed and wp-cron.php is for the portal hosts only, before any PHP runs', async () => {
  const call = '<?xml version="1.0"?><methodCall><methodName>system.listMethods</methodName></methodCall>';
  expect((await ask('/xmlrpc.php')).status).toBe(403);
  expect((await ask('/xmlrpc.php', { method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: call })).status).toBe(403);
  expect((await ask('/xmlrpc.php', { from: PORTAL_HOST, method: 'POST', headers: { 'Content-Type': 'text/xml' }, body: call })).status).toBe(403);
  expect((await ask('/wp-cron.php')).status).toBe(403);
  expect((await ask('/wp-cron.php', { from: PORTAL_HOST })).status).toBe(200);
});

test('a body over 64 MB is refused with 413 before it is read; uploaded PHP never runs', async () => {
  const refused = await new Promise<number>((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port: PORT, path: '/wp-admin/async-upload.php', method: 'POST', headers: { 'Content-Length': String(65 * 1024 * 1024 + 1) }, localAddress: STRANGER, agent: false }, (response) => {
      resolve(response.statusCode ?? 0);
      response.resume();
      request.destroy();
    });
    request.on('error', reject);
    request.flushHeaders();
  });
  expect(refused).toBe(413);
  expect((await ask('/wp-content/uploads/shell.php')).status).toBe(403);
});

test('one client’s sign-in page: 6 at once are answered, then 429 with Retry-After 60', async () => {
  const first = await burst(6, () => ask('/wp-login.php', { from: '127.0.0.3' }));
  expect(first.statuses).toEqual({ 200: 6 });
  const over = await ask('/wp-login.php', { from: '127.0.0.3', method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `log=admin_humas&pwd=${DEMO_PASSWORD}` });
  expect([over.status, over.headers['retry-after'], over.body]).toEqual([429, '60', 'Terlalu banyak permintaan masuk. Silakan coba lagi dalam satu menit.\n']);
});

test('a stranger’s flood of the REST API gets 429 with Retry-After beyond its share; the portal host at the same time is never limited', async () => {
  const list = (i: number) => `/wp-json/wp/v2/berita?per_page=1&_fields=id&flood=${i}`;
  const [stranger, portal] = await Promise.all([
    burst(60, (i) => ask(list(i))),
    burst(60, (i) => ask(list(i), { from: PORTAL_HOST, headers: asPortal() })),
  ]);
  expect(Object.keys(stranger.statuses).sort()).toEqual(['200', '429']);
  // Its burst of 20 and a few at its pace of 10 a second; the rest waited for nothing.
  expect(stranger.statuses[200]).toBeGreaterThanOrEqual(8);
  expect(stranger.statuses[200]).toBeLessThanOrEqual(40);
  expect(new Set(stranger.retryAfter)).toEqual(new Set(['5']));
  expect(portal.statuses).toEqual({ 200: 60 });
});

test('a stranger’s searches count apart: beyond six at once, 429 whatever door they take', async () => {
  const searches = await burst(8, (i) => ask(i % 2 ? `/wp-json/wp/v2/berita?search=rapat${i}` : `/?s=rapat${i}`, { from: '127.0.0.4' }));
  expect(searches.statuses[429] ?? 0).toBeGreaterThanOrEqual(2);
  // Those let through are refused or sent to the portal's search by WordPress at once.
  expect(Object.keys(searches.statuses).every((status) => ['301', '400', '429'].includes(status)), JSON.stringify(searches.statuses)).toBe(true);
  expect((await ask('/wp-json/wp/v2/berita?per_page=1&_fields=id', { from: '127.0.0.4' })).status).toBe(200);
});
