/** @jest-environment node */
import { NextRequest } from 'next/server';
import { encode } from 'next-auth/jwt';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { QUERY_KEYS } from '@/lib/content/cachedLists';
import { config, internalTwinPath, isGuardedPath, isWellEncoded, normalizePath, proxy } from './proxy';
import { stubEnv } from '@/tests/unit/env';
import { staffClaims } from '@/tests/unit/sessions';
import { revokeSession, revokeUserSessions } from '@/lib/auth/revocation';

const SECRET = 'proxy-test-secret-that-is-long-enough';
stubEnv({ NEXTAUTH_SECRET: SECRET, NEXTAUTH_URL: 'http://localhost:3000' });

async function sessionCookie(roles: string[], overrides: Record<string, unknown> = {}): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = staffClaims('admin', { roles, wpToken: 'a.b.c', wpTokenExp: now + 3600, sid: 'test-session', issuedAt: now });
  const token = await encode({ secret: SECRET, token: { sub: 'u', ...claims, ...overrides } });
  return `next-auth.session-token=${token}`;
}

function request(path: string, cookie?: string) {
  return new NextRequest(`http://localhost:3000${path}`, cookie ? { headers: { cookie } } : undefined);
}

/** One test per case: `fn` maps the case's input to its expected value. */
function eachMapsTo<Input, Output>(fn: (input: Input) => Output, cases: [Input, Output][]): void {
  it.each(cases)('%s → %p', (input, expected) => {
    expect(fn(input)).toBe(expected);
  });
}

describe('isGuardedPath', () => {
  eachMapsTo(isGuardedPath, [
    ['/admin', true],
    ['/admin/berita', true],
    ['/admin/sakip', true],
    ['/admin-sakip', true],
    ['/admin-dashboard', true],
    ['/redaktur-dashboard', true],
    ['/redaktur/berita', true],
    ['/redaktur-sakip', true],
    ['/profile', true],
    ['/profile/edit', true],
    // "Paths starting /admin" (behaviour §2.1) is read literally: any path with that prefix is guarded.
    ['/administrasi', true],
    ['/profil', false],
    ['/profiles', false],
    ['/', false],
    ['/berita', false],
    ['/berita/biro/humas/rapat-admin', false],
    ['/login', false],
    ['/sakip', false],
    ['/BiroHumas', false],
    // Raw paths are case-sensitive; the proxy decides on normalizePath's result (below).
    ['/Admin', false],
  ]);

  // Issue 14: plainly spelled anonymous public pages skip the proxy; everything else enters it.
  const enters = (url: string, cookies: Record<string, string> = {}) => unstable_doesMiddlewareMatch({ config, url: `http://portal.test${url}`, cookies });

  it.each(['/', '/berita', '/berita/', '/berita/biro/humas', '/berita/biro/humas/rapat-koordinasi_2', '/berita/arsip/2', '/profil/humas', '/BiroHumas', '/sakip/lkj/2025', '/search', '/search?q=zona', '/sakip?utm_source=x', '/share/rapat', '/robots.txt', '/sitemap.xml', '/sitemap-news.xml', '/sitemaps/halaman.xml', '/sitemaps/berita-0.xml', '/sitemaps/sakip-12.xml', '/_next/static/chunks/a.js', '/images/logo-ma.svg'])(
    'an anonymous %s does not enter the proxy',
    (url) => expect(enters(url)).toBe(false),
  );

  it.each(['/admin', '/admin-dashboard', '/redaktur/berita', '/profile', '/login', '/internal/berita', '/ADMIN', '/%61dmin', '//admin', '/admin;x', '/x/../admin', '/berita/..%2fadmin', '/berita/%E0%A4%A', '/Berita', '/berita/rapat.', '/sitemaps/Berita-0.xml', '/sitemaps/../admin', '/api/staff/admin/berita'])(
    'an anonymous %s enters the proxy (guard, odd spellings)',
    (url) => expect(enters(url)).toBe(true),
  );

  it.each(['/search?term=zona', '/search?bureau=humas', '/search?postType=berita', '/search?dateFrom=2026-01-01', '/search?dateTo=2026-01-01', '/search?sort=date_desc', '/search?page=2', '/sakip?term=lkj', '/sakip?year=2025', '/sakip?sort=title_asc'])(
    'an anonymous %s enters the proxy (to the cached page of that query)',
    (url) => expect(enters(url)).toBe(true),
  );

  it('lets in /search and /sakip with exactly the query keys the lists read', () => {
    const keysOf = (source: string) => config.matcher.flatMap((entry) => (typeof entry === 'object' && entry.source === source ? entry.has.map((has) => has.key) : []));
    expect(keysOf('/search')).toEqual([...QUERY_KEYS['/search']]);
    expect(keysOf('/sakip')).toEqual([...QUERY_KEYS['/sakip']]);
  });

  it.each(['next-auth.session-token', 'next-auth.session-token.0', '__Secure-next-auth.session-token', '__Secure-next-auth.session-token.0', 'bua_session'])(
    'with the %s cookie, a public page enters the proxy (signed-in twins, hint clean-up)',
    (cookie) => {
      expect(enters('/berita/biro/humas', { [cookie]: 'x' })).toBe(true);
      expect(enters('/', { [cookie]: 'x' })).toBe(true);
      expect(enters('/_next/static/chunks/a.js', { [cookie]: 'x' })).toBe(false);
    },
  );
});

describe('normalizePath', () => {
  eachMapsTo(normalizePath, [
    ['/admin', '/admin'],
    ['/ADMIN', '/admin'],
    ['//admin', '/admin'],
    ['/admin/', '/admin'],
    ['/admin.', '/admin'],
    ['/admin..', '/admin'],
    ['/admin%20', '/admin'],
    ['/admin;x', '/admin'],
    ['/admin;jsessionid=1/berita', '/admin/berita'],
    ['/%61dmin', '/admin'],
    ['/%2561dmin', '/admin'],
    ['/%41DMIN', '/admin'],
    ['/admin%2f..', '/'],
    ['/admin%2fberita', '/admin/berita'],
    ['/x/../admin', '/admin'],
    ['/admin/../admin', '/admin'],
    ['/./admin', '/admin'],
    ['/\\admin', '/admin'],
    ['/%5cadmin', '/admin'],
    ['/admin%00', '/admin'],
    ['/Redaktur-Dashboard', '/redaktur-dashboard'],
    ['/%70rofile', '/profile'],
    ['/berita/rapat%20kerja', '/berita/rapat kerja'],
    ['/', '/'],
  ]);
});

describe('isWellEncoded', () => {
  eachMapsTo(isWellEncoded, [
    ['/berita/rapat-kerja', true],
    ['/berita/rapat%20kerja', true],
    ['/search/%E2%80%93', true],
    ['/berita/%', false],
    ['/berita/%E0%A4%A', false],
    ['/berita/%zz', false],
  ]);
});

describe('internalTwinPath', () => {
  eachMapsTo(internalTwinPath, [
    ['/berita/rapat-kerja', '/internal/berita/rapat-kerja'],
    ['/undangan/rapat%20kerja', '/internal/undangan/rapat%20kerja'],
    ['/artikel/biro/humas', '/internal/artikel/biro/humas'],
    ['/pengumuman/biro/umum/libur', '/internal/pengumuman/biro/umum/libur'],
    ['/berita/arsip', '/internal/berita/arsip'],
    ['/search', '/internal/search'],
    ['/search/hasil/term%3Dzona', '/internal/search/hasil/term%3Dzona'],
    ['/', '/internal'],
    ['/pengumuman', '/internal/pengumuman'],
    ['/berita/arsip/3', '/internal/berita/arsip/3'],
    ['/berita/biro/humas/halaman/2', '/internal/berita/biro/humas/halaman/2'],
    ['/berita/biro/humas/halaman/2/x', null],
    ['/berita', '/internal/berita'],
    ['/sakip/dokumen', null],
    ['/berita/a/b/c/d', null],
    ['/profil', null],
  ]);
});

describe('proxy, anonymous', () => {
  it('sends an anonymous visitor of /admin to /login with returnTo', async () => {
    const response = await proxy(request('/admin'));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Fadmin');
  });

  it('sends an anonymous visitor of either dashboard to /login in one redirect (issue 13, item 11)', async () => {
    for (const path of ['/admin-dashboard', '/redaktur-dashboard']) {
      const response = await proxy(request(path));
      expect(response.status).toBe(307);
      expect(response.headers.get('location')).toBe(`http://localhost:3000/login?returnTo=${encodeURIComponent(path)}`);
    }
  });

  it('keeps the query string in returnTo', async () => {
    const response = await proxy(request('/redaktur/berita?page=2&status=pending'));
    expect(response.status).toBe(307);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/login');
    expect(location.searchParams.get('returnTo')).toBe('/redaktur/berita?page=2&status=pending');
  });

  it.each(['/ADMIN', '//admin', '/%61dmin', '/admin;x', '/x/../admin', '/Profile', '/REDAKTUR-dashboard', '/admin%2f..%2fadmin'])('guards the disguised %s too', async (path) => {
    const response = await proxy(request(path));
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it('does not let a bare (or forged) session cookie through', async () => {
    for (const cookie of ['next-auth.session-token=abc.def', '__Secure-next-auth.session-token=abc', 'next-auth.session-token.0=x']) {
      const response = await proxy(request('/admin', cookie));
      expect(response.status).toBe(307);
      expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
    }
  });

  it('ignores other cookies and a Bearer header', async () => {
    const response = await proxy(new NextRequest('http://localhost:3000/profile', { headers: { cookie: 'next-auth.csrf-token=x; other=y', authorization: `Bearer ${(await sessionCookie(['bureau_admin'])).split('=')[1]}` } }));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Fprofile');
  });

  it.each([
    ['/search?term=zona', '/search/hasil/term%3Dzona'],
    ['/search?sort=relevance&term=zona&bureau=&page=1', '/search/hasil/term%3Dzona'],
    ['/search?page=2&bureau=humas&term=Zona+Integritas&sort=date_desc', '/search/hasil/term%3DZona%2BIntegritas%26bureau%3Dhumas%26sort%3Ddate_desc%26page%3D2'],
    ['/search?term=' + 'x'.repeat(201), '/search/hasil/~terlalu-panjang'],
    ['/search?term=&bureau=', '/search'],
    ['/sakip?term=lkj&year=2025&sort=title_asc', '/sakip/daftar/term%3Dlkj%26year%3D2025%26sort%3Dtitle_asc'],
    ['/sakip?sort=title_asc&term=', '/sakip/daftar/sort%3Dtitle_asc'],
    ['/sakip?year=abc', '/sakip'],
  ])('rewrites %s to the cached page of its query (%s)', async (url, target) => {
    const response = await proxy(request(url));
    expect(response.headers.get('x-middleware-rewrite')).toBe(`http://localhost:3000${target}`);
    expect(response.headers.get('cache-control')).toBeNull();
  });

  it("moves /login asked on another host name to the same step on SITE_URL's host (its cookies and CAS's return are there)", async () => {
    const other = await proxy(new NextRequest('http://127.0.0.1:3000/login?returnTo=%2Fadmin', { headers: { host: '127.0.0.1:3000' } }));
    expect(other.status).toBe(307);
    expect(other.headers.get('location')).toBe('http://localhost:3000/login?returnTo=%2Fadmin');
    const www = await proxy(new NextRequest('http://www.localhost:3000/login', { headers: { host: 'www.localhost:3000' } }));
    expect(www.headers.get('location')).toBe('http://localhost:3000/login');
    const same = await proxy(new NextRequest('http://localhost:3000/login', { headers: { host: 'localhost:3000' } }));
    expect(same.headers.get('location')).toBeNull();
  });

  it("keeps /login where it is behind a front on its own port (the request layer read the port from the front's X-Forwarded-Host)", async () => {
    process.env.SITE_URL = 'http://localhost:8080';
    const front = await proxy(new NextRequest('http://localhost/login', { headers: { host: 'localhost', 'x-bua-visitor-origin': 'http://localhost:8080' } }));
    expect(front.status).toBe(200);
    expect(front.headers.get('location')).toBeNull();
  });

  it('rewrites a malformed percent-encoding to the 404 page instead of redirecting or passing it on', async () => {
    const response = await proxy(request('/berita/%E0%A4%A'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    expect(response.headers.get('location')).toBeNull();
    const guarded = await proxy(request('/admin/%zz'));
    expect(guarded.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    expect(guarded.status).toBe(200);
  });

  it('answers 404 for the twins addressed without a session, however disguised', async () => {
    for (const path of ['/internal/berita/x', '/INTERNAL/berita/x', '/%69nternal/berita/biro/humas', '//internal']) {
      expect((await proxy(request(path))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
      expect((await proxy(request(path, 'next-auth.session-token=forged'))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    }
  });

  it("lets the rewrite's second pass (/internal… with a session) through, uncacheable", async () => {
    const response = await proxy(request('/internal/berita/rapat-kerja', await sessionCookie(['bureau_redaktur'])));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
  });

  it('lets public paths through without a session, and forgets a stale hint cookie', async () => {
    const response = await proxy(request('/berita/rapat%20kerja'));
    expect(response.headers.get('x-middleware-next')).toBe('1');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    const stale = await proxy(request('/profil', 'bua_session=1'));
    expect(stale.headers.get('x-middleware-next')).toBe('1');
    expect(stale.headers.get('set-cookie')).toMatch(/^bua_session=;/);
  });
});

describe('proxy, signed in', () => {
  it('resolves /admin-dashboard to /admin for an admin', async () => {
    const response = await proxy(request('/admin-dashboard', await sessionCookie(['bureau_admin'])));
    expect(response.status).toBe(307);
    expect(response.headers.get('location')).toBe('http://localhost:3000/admin');
  });

  it('lets a bureau_admin into /admin… and sends a bureau_redaktur from there to /', async () => {
    const admin = await proxy(request('/admin/berita', await sessionCookie(['bureau_admin'])));
    expect(admin.headers.get('x-middleware-next')).toBe('1');
    expect(admin.headers.get('cache-control')).toMatch(/no-store/);
    const redaktur = await proxy(request('/ADMIN', await sessionCookie(['bureau_redaktur'])));
    expect(redaktur.status).toBe(307);
    expect(redaktur.headers.get('location')).toBe('http://localhost:3000/');
  });

  it('gates /redaktur… to bureau_redaktur, and /profile to anyone signed in', async () => {
    expect((await proxy(request('/redaktur-dashboard', await sessionCookie(['bureau_redaktur'])))).headers.get('x-middleware-next')).toBe('1');
    expect((await proxy(request('/redaktur-dashboard', await sessionCookie(['bureau_admin'])))).headers.get('location')).toBe('http://localhost:3000/');
    expect((await proxy(request('/admin', await sessionCookie(['administrator'])))).headers.get('location')).toBe('http://localhost:3000/');
    expect((await proxy(request('/profile', await sessionCookie(['subscriber'])))).headers.get('x-middleware-next')).toBe('1');
  });

  it('treats a session whose WordPress token expired as signed out', async () => {
    const response = await proxy(request('/admin', await sessionCookie(['bureau_admin'], { wpTokenExp: Math.floor(Date.now() / 1000) - 1 })));
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/login');
  });

  it('rewrites public content paths to their signed-in twin, uncacheable', async () => {
    const cookie = await sessionCookie(['bureau_redaktur']);
    const detail = await proxy(request('/berita/rapat-kerja?x=1', cookie));
    expect(detail.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita/rapat-kerja?x=1');
    expect(detail.headers.get('cache-control')).toMatch(/private/);
    expect((await proxy(request('/berita/biro/humas', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita/biro/humas');
    expect((await proxy(request('/berita/arsip/2', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita/arsip/2');
    expect((await proxy(request('/', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal');
  });

  it('answers the router of a public or sign-in page with 204 once the session is there (its prefetches are of the public view), and routes the staff view\'s own to it', async () => {
    const cookie = await sessionCookie(['bureau_admin']);
    const fromPage = (page: string) => proxy(new NextRequest('http://localhost:3000/berita?_rsc=x1', { headers: { cookie, rsc: '1', 'next-url': page } }));
    for (const page of ['/auth/sso-callback', '/login', '/berita/biro/humas', '/']) {
      const response = await fromPage(page);
      expect([page, response.status]).toEqual([page, 204]);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
      expect(response.headers.get('cache-control')).toMatch(/private/);
    }
    // A staff-view page, and pages that belong to neither view.
    for (const page of ['/internal/berita/arsip', '/internal', '/admin', '/sakip']) {
      expect([page, (await fromPage(page)).headers.get('x-middleware-rewrite')]).toEqual([page, 'http://localhost:3000/internal/berita?_rsc=x1']);
    }
    expect((await proxy(request('/berita', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita');
  });

  it('answers the router of a staff-view page with 204 once the session has ended (its prefetches are of the staff view), and lets a visitor\'s own router through', async () => {
    const fromPage = (page: string) => proxy(new NextRequest('http://localhost:3000/?_rsc=x1', { headers: { rsc: '1', 'next-url': page } }));
    for (const page of ['/internal', '/internal/berita/arsip']) {
      const response = await fromPage(page);
      expect([page, response.status]).toEqual([page, 204]);
      expect(response.headers.get('cache-control')).toMatch(/private/);
    }
    for (const page of ['/berita/arsip', '/internals']) {
      const response = await fromPage(page);
      expect([page, response.status]).toEqual([page, 200]);
      expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });

  it("sends a staff member's search to the cached twin of its page, a SAKIP filter to the public one", async () => {
    const cookie = await sessionCookie(['bureau_admin']);
    expect((await proxy(request('/search?bureau=humas&term=zona', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/search/hasil/term%3Dzona%26bureau%3Dhumas');
    expect((await proxy(request('/sakip?year=2025', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/sakip/daftar/year%3D2025');
  });

  it('gives the staff view (the cached twins) only to the roles WordPress lets read every private post', async () => {
    for (const role of ['bureau_admin', 'bureau_redaktur', 'administrator', 'editor']) {
      expect((await proxy(request('/berita/biro/humas', await sessionCookie([role])))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita/biro/humas');
    }
    for (const roles of [['subscriber'], ['author'], ['contributor'], []]) {
      const cookie = await sessionCookie(roles);
      const page = await proxy(request('/berita/biro/humas', cookie));
      expect(page.headers.get('x-middleware-next')).toBe('1');
      expect(page.headers.get('x-middleware-rewrite')).toBeNull();
      expect((await proxy(request('/internal/berita/biro/humas', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    }
  });

  it('reads the session only from its own cookie names (nginx keeps no page for those; it might for another spelling)', async () => {
    const jwe = (await sessionCookie(['bureau_admin'])).split('=')[1];
    for (const name of ['next-auth.session-token.x', 'next-auth.session-tokenx', '__Secure-next-auth.session-token.0a', 'next-auth.session-token.']) {
      const page = await proxy(request('/berita/biro/humas', `${name}=${jwe}; bua_session=1`));
      expect([name, page.headers.get('x-middleware-rewrite')]).toEqual([name, null]);
    }
    expect((await proxy(request('/berita/biro/humas', `next-auth.session-token.0=${jwe}`))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/internal/berita/biro/humas');
  });

  it('gives an ended session (signed out, or ended by WordPress) neither the staff view nor a staff page', async () => {
    const now = Math.floor(Date.now() / 1000);
    const cookie = await sessionCookie(['bureau_admin'], { sid: 'ended-by-sign-out', login: 'admin_ended' });
    await revokeSession({ sid: 'ended-by-sign-out', issuedAt: now });
    expect((await proxy(request('/berita', cookie))).headers.get('x-middleware-rewrite')).toBeNull();
    expect((await proxy(request('/internal/berita', cookie))).headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/404');
    expect(new URL((await proxy(request('/admin', cookie))).headers.get('location') ?? '').pathname).toBe('/login');
    const everywhere = await sessionCookie(['bureau_redaktur'], { sid: 'other', login: 'redaktur_ended', issuedAt: now - 10 });
    await revokeUserSessions('redaktur_ended', now);
    expect((await proxy(request('/berita', everywhere))).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('does not rewrite for an anonymous visitor', async () => {
    expect((await proxy(request('/berita/rapat-kerja'))).headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('sends a signed-in user away from /login to returnTo or the dashboard, unless a login is finishing', async () => {
    const cookie = await sessionCookie(['bureau_admin']);
    expect((await proxy(request('/login', cookie))).headers.get('location')).toBe('http://localhost:3000/admin-dashboard');
    expect((await proxy(request('/login?returnTo=%2Fberita%2Fx', cookie))).headers.get('location')).toBe('http://localhost:3000/berita/x');
    expect((await proxy(request('/login?returnTo=%2F%2Fevil.example', cookie))).headers.get('location')).toBe('http://localhost:3000/admin-dashboard');
    expect((await proxy(request('/login', `${cookie}; bua_login_pending=1`))).headers.get('x-middleware-next')).toBe('1');
    expect((await proxy(request('/login'))).headers.get('x-middleware-next')).toBe('1');
  });
});
