import { expect, test } from '../e2e/fixtures';
import { rawRequest, type RawAnswer } from './helpers/raw';

/**
 * A bounded fuzz run against the production build on loopback. A few thousand requests
 * over paths, methods, headers and parameters, each carrying a markup marker: no answer may be a
 * 5xx, and no answer may carry the marker back as live markup. Deterministic (seeded), bounded in
 * count (REQUESTS) and time (DEADLINE_MS), and it stops by itself.
 * It runs last (file order): it spends the address's survey and visit allowances.
 */

const REQUESTS = 4000;
const CONCURRENCY = 4;
const DEADLINE_MS = 120_000;

/** Markers that would be live markup if reflected unescaped. */
const MARKERS = ['<script>bua_fuzz()</script>', '"><img src=x onerror=bua_fuzz()>', "'><svg onload=bua_fuzz()>"];
const LIVE = /<script>bua_fuzz\(\)<\/script>|<img src=x onerror=bua_fuzz\(\)>|<svg onload=bua_fuzz\(\)>/i;

const PATHS = [
  '/', '/berita', '/artikel', '/pengumuman', '/undangan', '/sakip', '/berita/arsip', '/berita/arsip/{n}', '/berita/biro/{w}',
  '/berita/{w}', '/artikel/{w}', '/share/berita/{w}', '/search', '/search?q={w}', '/search?q={w}&page={n}&sort={w}&type={w}',
  '/login', '/login?returnTo={w}', '/login?sso_error={w}&message={w}', '/auth/sso-callback?sso_status={w}&sso_message={w}',
  '/admin-dashboard', '/admin/{w}', '/redaktur-dashboard', '/profile', '/internal/berita/{w}', '/feed/{w}.xml', '/feed/berita.xml',
  '/sitemap.xml', '/robots.txt', '/api/survey', '/api/visitors/track', '/api/captcha', '/api/revalidate', '/api/auth/session',
  '/api/auth/csrf', '/api/auth/providers', '/api/staff/admin/{w}', '/api/staff/posts/{w}/{n}', '/api/staff/redaktur/berita?page={w}',
  '/_next/static/{w}', '/_next/image?url={w}&w={n}&q={n}', '/%2e%2e/%2e%2e/etc/passwd', '/{w}', '/{w}/{w}/{w}', '/berita?page={w}',
  '/api/{w}/{w}', '/api/auth/{w}', '/api/auth/callback/{w}?callbackUrl={w}', '/api/auth/signin/{w}',
];
const METHODS = ['GET', 'GET', 'GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'FUZZ'];
const WORDS = [
  ...MARKERS, '', '-1', '0', '99999999999999999999', 'NaN', '%', '%%32%65', '..', '../..', '%00', '\u202e', '你好', 'berita',
  'javascript:alert(1)', '//evil.example', 'https://evil.example/x', '${7*7}', '{{7*7}}', "' OR 1=1 --", 'a'.repeat(3000),
];
const BODIES = ['', '{', '{"rating":"puas","page":"/"}', '[]', 'null', 'rating=puas&page=/', JSON.stringify({ rating: MARKERS[0], page: MARKERS[1] }), '\u0000\u0001'];
const TYPES = ['application/json', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml', ''];

/** mulberry32: the same run every time, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Probe {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function probeOf(next: () => number): Probe {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const word = () => {
    const raw = pick(WORDS);
    // Raw (unencoded) 30 % of the time; bytes outside printable ASCII cannot travel raw.
    return next() < 0.7 ? encodeURIComponent(raw) : raw.replace(/[^\x21-\x7e]|#/g, (char) => encodeURIComponent(char));
  };
  const path = pick(PATHS).replace(/\{w\}/g, word).replace(/\{n\}/g, () => String(Math.floor(next() * 200) - 20));
  const method = pick(METHODS);
  const headers: Record<string, string> = {};
  if (next() < 0.3) headers['X-Forwarded-For'] = pick(['1.2.3.4', '::1', 'garbage', '127.0.0.1, 10.0.0.1', MARKERS[0]!.replace(/[^\x20-\x7e]/g, '')]);
  if (next() < 0.2) headers.Cookie = pick(['next-auth.session-token=garbage', 'bua_visitor=x.y', 'bua_sso_state=%ZZ', `next-auth.callback-url=${encodeURIComponent(MARKERS[1]!)}`]);
  if (next() < 0.2) headers['Accept-Language'] = pick(['id', '*', MARKERS[2]!, 'zz-ZZ;q=abc']);
  if (next() < 0.1) headers.Referer = pick(['https://evil.example/', MARKERS[0]!]);
  if (next() < 0.1) headers['X-Forwarded-Host'] = 'evil.example';
  if (next() < 0.1) headers.Accept = pick(['text/x-component', 'application/json', '*/*']);
  if (next() < 0.05) headers.RSC = '1';
  if (next() < 0.05) headers['Next-Router-State-Tree'] = pick(['garbage', encodeURIComponent('["",{}]')]);
  if (next() < 0.05) headers['Next-Action'] = pick(['0123456789abcdef', 'x']);
  let body: string | undefined;
  if (method !== 'GET' && method !== 'HEAD' && next() < 0.8) {
    body = pick(BODIES);
    const type = pick(TYPES);
    if (type) headers['Content-Type'] = type;
  }
  return { method, path, headers, body };
}

test('fuzz: a few thousand odd requests, no 5xx and no reflected markup', async () => {
  test.setTimeout(DEADLINE_MS + 30_000);
  const next = random(20_261_125);
  const probes = Array.from({ length: REQUESTS }, () => probeOf(next));
  const started = Date.now();
  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let done = 0;

  async function worker() {
    while (done < probes.length && Date.now() - started < DEADLINE_MS) {
      const probe = probes[done++]!;
      let answer: RawAnswer;
      try {
        answer = await rawRequest(probe.method, probe.path, { headers: probe.headers, body: probe.body });
      } catch (error) {
        failures.push(`${probe.method} ${probe.path.slice(0, 120)}: ${(error as Error).message}`);
        continue;
      }
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      if (answer.status >= 500) failures.push(`${answer.status} ${probe.method} ${probe.path.slice(0, 160)} ${JSON.stringify(probe.headers).slice(0, 200)}`);
      if (LIVE.test(answer.body)) failures.push(`reflected markup: ${probe.method} ${probe.path.slice(0, 160)}`);
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));

  const summary = `${done} requests in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`;
  test.info().annotations.push({ type: 'fuzz', description: summary });
  console.log(`[fuzz] ${summary}`);
  expect(failures, summary).toEqual([]);
  expect(done, `the run ended at the deadline: ${summary}`).toBe(REQUESTS);
});
