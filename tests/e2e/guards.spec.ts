import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect, test, type APIRequestContext } from './fixtures';
import { signInWithApi } from './helpers/auth';

/**
 * Table-driven guard-bypass attempts: encodings, case, doubled slashes, trailing dots,
 * dot segments, matrix parameters, backslashes, RSC and prefetch headers. Run against the
 * production build (scripts/e2e.sh). Every one must be refused: a redirect to /login (or /) or
 * the 404 page — never a staff page's content.
 */
const STAFF_MARKERS = ['Dasbor Admin', 'Dasbor Redaktur', 'Profil Pengguna'];

const ATTEMPTS: { path: string; headers?: Record<string, string> }[] = [
  { path: '/admin' },
  { path: '/admin/' },
  { path: '/admin?x=1' },
  { path: '/ADMIN' },
  { path: '/Admin' },
  { path: '/aDmIn/' },
  { path: '//admin' },
  { path: '///admin' },
  { path: '/admin.' },
  { path: '/admin..' },
  { path: '/admin./' },
  { path: '/admin%2e' },
  { path: '/admin%20' },
  { path: '/admin%09' },
  { path: '/admin%00' },
  { path: '/admin;x' },
  { path: '/admin;jsessionid=1' },
  { path: '/admin%3bx' },
  { path: '/%61dmin' },
  { path: '/%41DMIN' },
  { path: '/%2561dmin' },
  { path: '/adm%69n' },
  { path: '/admin%2f' },
  { path: '/admin%2F..' },
  { path: '/admin%2f..%2fadmin' },
  { path: '/%2fadmin' },
  { path: '/%2Fadmin' },
  { path: '/%5cadmin' },
  { path: '/admin%5c' },
  { path: '/./admin' },
  { path: '/x/../admin' },
  { path: '/admin/../admin' },
  { path: '/admin/./' },
  { path: '/%2e/admin' },
  { path: '/berita/..%2fadmin' },
  { path: '/admin-dashboard' },
  { path: '/ADMIN-DASHBOARD' },
  { path: '/redaktur-dashboard' },
  { path: '/REDAKTUR-dashboard' },
  { path: '/redaktur%2ddashboard' },
  { path: '/%72edaktur-dashboard' },
  { path: '//redaktur-dashboard/' },
  { path: '/redaktur-dashboard.' },
  { path: '/profile' },
  { path: '/PROFILE' },
  { path: '/%70rofile' },
  { path: '/profile;x' },
  { path: '/admin', headers: { RSC: '1' } },
  { path: '/admin?_rsc=abc', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
  { path: '/admin', headers: { 'Next-Router-State-Tree': encodeURIComponent(JSON.stringify(['', { children: ['(staff)', { children: ['admin', { children: ['__PAGE__', {}] }] }] }, null, null, true])), RSC: '1' } },
  { path: '/admin', headers: { 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy', 'x-middleware-prefetch': '1' } },
  { path: '/admin', headers: { 'x-nextjs-data': '1', 'x-invoke-path': '/admin' } },
  { path: '/_next/data/build/admin.json' },
  { path: '/admin/index' },
  { path: '/index/admin' },
  { path: '/admin.rsc' },
  { path: '/admin.txt' },
];

/** The signed-in twins of public pages (app/(internal)): nothing for a visitor. */
const TWIN_ATTEMPTS: { path: string; headers?: Record<string, string> }[] = [
  { path: '/internal/berita/arsip' },
  { path: '/%69nternal/berita/arsip' },
  { path: '/INTERNAL/berita/arsip' },
  { path: '/internal/berita/biro/humas' },
  { path: '//internal/berita/arsip/2' },
  // The twins are cached pages: none of Next's other spellings of a cached page may serve one.
  { path: '/internal/berita/biro/humas.rsc' },
  { path: '/internal/berita/biro/humas.html' },
  { path: '/internal/berita/biro/humas.prefetch.rsc' },
  { path: '/internal/berita/biro/humas.segments/_tree.segment.rsc' },
  { path: '/internal.rsc' },
  { path: '/internal.html' },
  { path: '/internal/berita/biro/humas?_rsc=abc', headers: { RSC: '1', 'Next-Router-Prefetch': '1' } },
  { path: '/images/../internal/berita/biro/humas' },
  { path: '/_next/static/../../internal/berita/biro/humas' },
];

interface RawAnswer {
  status: number;
  path: string;
  body: string;
}

/**
 * GET with the path sent byte for byte (a browser or fetch would resolve `..`, `//` and `\\`
 * before sending), following redirects like a browser would — except a redirect to a path that
 * `stopAt` matches (the refusal itself), which is answered as that path.
 */
async function rawGet(base: string, path: string, headers: Record<string, string> = {}, stopAt?: RegExp, hops = 10): Promise<RawAnswer> {
  const origin = new URL(base);
  const answer = await new Promise<{ status: number; location?: string; body: string }>((resolve, reject) => {
    const send = origin.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send({ host: origin.hostname, port: origin.port, path, method: 'GET', headers: { host: origin.host, ...headers } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      // A `_next/data` request gets its redirect in x-nextjs-redirect (as …/login.json).
      const dataRedirect = res.headers['x-nextjs-redirect'];
      const location = res.headers.location ?? (typeof dataRedirect === 'string' ? dataRedirect.replace(/^\/_next\/data\/[^/]+(\/.*?)(?:index)?\.json/, '$1') : undefined);
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location, body }));
    });
    req.on('error', reject);
    req.end();
  });
  if (answer.location && answer.status >= 300 && answer.status < 400 && hops > 0) {
    const next = new URL(answer.location, new URL(path.replace(/^\/+/, '/'), origin));
    if (next.origin !== origin.origin) return { status: answer.status, path: next.href, body: answer.body };
    if (stopAt?.test(next.pathname)) return { status: 200, path: next.pathname, body: answer.body };
    return rawGet(base, `${next.pathname}${next.search}`, headers, stopAt, hops - 1);
  }
  return { status: answer.status, path: path.split('?')[0] ?? path, body: answer.body };
}

/** The Cookie header of a signed-in request context. */
async function cookieHeader(request: APIRequestContext): Promise<string> {
  const { cookies } = await request.storageState();
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
}

async function expectRefused(base: string, attempt: (typeof ATTEMPTS)[number], allowed: RegExp, cookie?: string) {
  const label = `${attempt.path} ${attempt.headers ? JSON.stringify(Object.keys(attempt.headers)) : ''}`;
  const answer = await rawGet(base, attempt.path, { ...attempt.headers, ...(cookie ? { cookie } : {}) }, allowed);
  for (const marker of STAFF_MARKERS) expect(answer.body, `${label}: staff content leaked`).not.toContain(marker);
  const refused = answer.status === 404 || answer.status === 400 || (answer.status === 200 && allowed.test(answer.path));
  expect(refused, `${label}: ended with ${answer.status} on ${answer.path}`).toBe(true);
}

test.describe('guard bypass attempts (production build)', () => {
  test(`${ATTEMPTS.length} disguised staff URLs (and the twins), anonymous: /login or 404`, async ({ baseURL }) => {
    test.setTimeout(180_000);
    expect(ATTEMPTS.length).toBeGreaterThanOrEqual(30);
    for (const attempt of ATTEMPTS) await expectRefused(baseURL!, attempt, /^\/login$/);
    for (const attempt of TWIN_ATTEMPTS) await expectRefused(baseURL!, attempt, /^$/);
  });

  test("headers naming a twin (Next's internal routing headers) get a visitor the public page, never the staff view", async ({ playwright, baseURL }) => {
    const badge = '>INTERNAL</span>';
    const staff = await playwright.request.newContext({ baseURL });
    await signInWithApi(staff, 'admin_humas');
    // The staff view of this listing shows private posts, so the check below can tell the two apart.
    expect(await (await staff.get('/berita/biro/keuangan')).text()).toContain(badge);
    await staff.dispose();
    const twin = '/internal/berita/biro/keuangan';
    const disguises: Record<string, string>[] = [{ 'x-matched-path': twin, 'x-invoke-path': twin }, { 'x-middleware-rewrite': twin, 'x-middleware-subrequest': 'proxy:proxy:proxy:proxy:proxy' }, { 'x-now-route-matches': 'type=berita&bureauId=keuangan' }];
    for (const headers of disguises) {
      const answer = await rawGet(baseURL!, '/berita/biro/keuangan', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(200);
      expect(answer.body, JSON.stringify(headers)).not.toContain(badge);
    }
  });

  test('the same URLs for a user without the staff roles: / , /login or 404', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const request = await playwright.request.newContext({ baseURL });
    await signInWithApi(request, 'admin', process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026');
    const cookie = await cookieHeader(request);
    for (const attempt of ATTEMPTS.filter(({ path }) => !/profile/i.test(path))) await expectRefused(baseURL!, attempt, /^\/(login)?$/, cookie);
    await request.dispose();
  });

  test('a bureau_redaktur cannot reach admin pages in disguise, and the reverse', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    const redaktur = await playwright.request.newContext({ baseURL });
    await signInWithApi(redaktur, 'redaktur_keuangan');
    const redakturCookie = await cookieHeader(redaktur);
    for (const attempt of ATTEMPTS.filter(({ path }) => /admin/i.test(path))) {
      expect((await rawGet(baseURL!, attempt.path, { ...attempt.headers, cookie: redakturCookie })).body, attempt.path).not.toContain('Dasbor Admin');
    }
    const admin = await playwright.request.newContext({ baseURL });
    await signInWithApi(admin, 'admin_keuangan');
    const adminCookie = await cookieHeader(admin);
    // The detection works: the real page, with the right role, does show its heading.
    expect((await rawGet(baseURL!, '/admin', { cookie: adminCookie })).body).toContain('Dasbor Admin');
    for (const attempt of ATTEMPTS.filter(({ path }) => /redaktur/i.test(path))) {
      expect((await rawGet(baseURL!, attempt.path, { ...attempt.headers, cookie: adminCookie })).body, attempt.path).not.toContain('Dasbor Redaktur');
    }
    await redaktur.dispose();
    await admin.dispose();
  });
});
