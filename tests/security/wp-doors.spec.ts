/**
 * Attacks on the local WordPress that used to work and are now refused.
 * HTTP only (the `api` project). Each test names the item it pins.
 */
import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { asPortal, testAddress, testVisitorId } from '../e2e/helpers/portalKey';
import { DEMO_PASSWORD, WP_URL, wpToken } from '../e2e/helpers/wp';

const API = `${WP_URL.replace(/\/+$/, '')}/wp-json`;
const RUN = Date.now().toString(36);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function expectCode(response: APIResponse, status: number, code: string) {
  const text = await response.text();
  expect(response.status(), text).toBe(status);
  expect((JSON.parse(text) as { code: string }).code, text).toBe(code);
}

async function userId(request: APIRequestContext, token: string, login: string): Promise<number> {
  const response = await request.get(`${API}/wp/v2/users?search=${login}&context=edit`, { headers: bearer(token) });
  const users = (await response.json()) as { id: number; username: string }[];
  const user = users.find((entry) => entry.username === login);
  expect(user, login).toBeTruthy();
  return user!.id;
}

test.describe('item 3: sign-in doors', () => {
  test('the token and login endpoints answer only the portal (403 bua_portal_only), also with a wrong key', async ({ request }) => {
    const credentials = { username: 'admin_humas', password: DEMO_PASSWORD };
    for (const headers of [{}, { 'X-BUA-Portal-Key': 'a'.repeat(64) }] as Record<string, string>[]) {
      const token = await request.post(`${API}/jwt-auth/v1/token`, { data: credentials, headers });
      await expectCode(token, 403, 'bua_portal_only');
      expect(await token.json()).toMatchObject({ message: 'Sign in through the portal.' });
      await expectCode(await request.post(`${API}/bua/v1/login`, { data: credentials, headers }), 403, 'bua_portal_only');
    }
    expect((await request.post(`${API}/jwt-auth/v1/token`, { data: credentials, headers: asPortal() })).status()).toBe(200);
  });

  test('XML-RPC is closed, system.multicall included', async ({ request }) => {
    const multicall = `<?xml version="1.0"?><methodCall><methodName>system.multicall</methodName><params><param><value><array><data>${'<value><struct><member><name>methodName</name><value><string>wp.getUsersBlogs</string></value></member><member><name>params</name><value><array><data><value><string>admin_humas</string></value><value><string>guess</string></value></data></array></value></member></struct></value>'.repeat(20)}</data></array></value></param></params></methodCall>`;
    const response = await request.post(`${WP_URL}/xmlrpc.php`, { data: multicall, headers: { 'Content-Type': 'text/xml' } });
    expect(response.status()).toBe(403);
    expect(await response.text()).toBe('XML-RPC is disabled.');
  });

  test('5 wrong passwords lock the user for that address, whatever the spelling; the owner elsewhere still signs in', async ({ request }) => {
    const attacker = asPortal(testAddress());
    for (const username of ['Admin_Kepegawaian', ' admin_kepegawaian', '<b>admin_kepegawaian</b>', 'ADMIN_KEPEGAWAIAN', 'admin.kepegawaian@bua.test']) {
      await expectCode(await request.post(`${API}/jwt-auth/v1/token`, { data: { username, password: 'not-the-password' }, headers: attacker }), 403, 'jwt_auth_failed');
    }
    // Locked for this address even with the right password: a guess cannot be confirmed.
    const locked = await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'admin_kepegawaian', password: DEMO_PASSWORD }, headers: attacker });
    await expectCode(locked, 429, 'bua_throttled');
    expect(Number(locked.headers()['retry-after'])).toBeGreaterThan(200);
    // The address header is believed only with the portal key: without it the attacker is the socket.
    const owner = await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'admin_kepegawaian', password: DEMO_PASSWORD }, headers: asPortal(testAddress()) });
    expect(owner.status()).toBe(200);
  });

  test("wp-login.php counts failures too and answers 429 after 5", async ({ request }) => {
    const username = `nobody_${RUN}`;
    for (let i = 0; i < 5; i += 1) {
      const response = await request.post(`${WP_URL}/wp-login.php`, { form: { log: username, pwd: `guess-${i}` }, maxRedirects: 0 });
      expect(response.status()).toBe(200);
    }
    const locked = await request.post(`${WP_URL}/wp-login.php`, { form: { log: username, pwd: 'guess-6' }, maxRedirects: 0 });
    expect(locked.status()).toBe(429);
    expect(await locked.text()).toContain('Too many failed sign-in attempts.');
  });
});

test.describe('item 5: sign-out ends the WordPress side', () => {
  test('a bare cookie cannot sign out; with the token every token of the user is revoked', async ({ request }) => {
    const token = await wpToken(request, 'redaktur_kepegawaian');
    const other = await wpToken(request, 'redaktur_kepegawaian');
    await expectCode(await request.post(`${API}/bua/v1/logout`), 401, 'rest_not_logged_in');
    expect((await request.post(`${API}/bua/v1/logout`, { headers: bearer(token) })).status()).toBe(200);
    for (const stale of [token, other]) {
      await expectCode(await request.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer(stale) }), 403, 'jwt_auth_invalid_token');
      await expectCode(await request.get(`${API}/bua/v1/current-user`, { headers: bearer(stale) }), 401, 'jwt_auth_invalid_token');
    }
  });
});

test.describe('item 1: authoring as another bureau', () => {
  test("admin_humas cannot create or move a post into keuangan's name", async ({ request }) => {
    const admin = await wpToken(request, 'admin', process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026');
    const keuangan = await userId(request, admin, 'admin_keuangan');
    const humasColleague = await userId(request, admin, 'redaktur_humas');
    const humas = await wpToken(request, 'admin_humas');

    const forged = await request.post(`${API}/wp/v2/berita`, { headers: bearer(humas), data: { title: `Forged ${RUN}`, status: 'draft', author: keuangan } });
    await expectCode(forged, 403, 'bua_forbidden_author');
    expect((await forged.json()) as { message: string }).toMatchObject({ message: 'A post can only be written in the name of your own bureau.' });

    const own = await request.post(`${API}/wp/v2/sakip`, { headers: bearer(humas), data: { title: `Own ${RUN}`, status: 'draft', author: humasColleague } });
    expect(own.status(), await own.text()).toBe(201);
    const created = (await own.json()) as { id: number; bureau: string | null };
    expect(created.bureau).toBe('humas');
    try {
      await expectCode(await request.post(`${API}/wp/v2/sakip/${created.id}`, { headers: bearer(humas), data: { author: keuangan } }), 403, 'bua_forbidden_author');
      const meta = await request.post(`${API}/wp/v2/sakip/${created.id}`, { headers: bearer(humas), data: { meta: { bua_bureau: 'keuangan' } } });
      expect(meta.status()).toBeGreaterThanOrEqual(400);
      const after = (await (await request.get(`${API}/wp/v2/sakip/${created.id}?context=edit`, { headers: bearer(humas) })).json()) as { bureau: string | null };
      expect(after.bureau).toBe('humas');
    } finally {
      await request.delete(`${API}/wp/v2/sakip/${created.id}?force=true`, { headers: bearer(admin) });
    }
  });
});

test.describe('item 9: stuffed votes and visits', () => {
  test('varying X-Forwarded-For, X-Real-IP, User-Agent and page from one address counts at most one vote', async ({ request }) => {
    const stats = async () => ((await (await request.get(`${API}/bua/v1/survey-stats?_=${Date.now()}`)).json()) as { totalVotes: number }).totalVotes;
    const before = await stats();
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      const response = await request.post(`${API}/bua/v1/survey`, {
        data: { rating: 'sangat_puas', page: `/stuffing-${RUN}-${i}` },
        headers: { 'X-Forwarded-For': `203.0.113.${i}`, 'X-Real-IP': `198.51.100.${i}`, 'User-Agent': `stuffer-${i}`, 'X-BUA-Client-IP': `192.0.2.${i}`, 'X-BUA-Visitor': testVisitorId() },
      });
      answers.push(response.status());
      if (response.status() !== 200) expect(((await response.json()) as { message: string }).message).toBe('Anda sudah memberikan penilaian hari ini.');
    }
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(answers.every((status) => status === 200 || status === 429)).toBe(true);
    expect((await stats()) - before).toBeLessThanOrEqual(1);
  });

  test('one address adds at most 5 votes a minute, even as the portal with fresh visitor ids', async ({ request }) => {
    const address = testAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const response = await request.post(`${API}/bua/v1/survey`, { data: { rating: 'cukup', page: '/' }, headers: asPortal(address, testVisitorId()) });
      statuses.push(response.status());
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

test.describe('item 6: user enumeration', () => {
  test('anonymous REST names no login: users endpoints 401, no author_login, no embedded author', async ({ request }) => {
    await expectCode(await request.get(`${API}/wp/v2/users`), 401, 'rest_user_cannot_view');
    await expectCode(await request.get(`${API}/wp/v2/users/1`), 401, 'rest_user_cannot_view');
    for (const type of ['berita', 'artikel', 'pengumuman', 'undangan', 'sakip']) {
      const text = await (await request.get(`${API}/wp/v2/${type}?per_page=5&_embed=true`)).text();
      const items = JSON.parse(text) as { author_login: string | null; bureau: string | null }[];
      expect(items.length).toBeGreaterThan(0);
      expect(items.every((item) => item.author_login === null)).toBe(true);
      expect(text).not.toMatch(/"(admin|redaktur)_(perencanaan|kepegawaian|keuangan|perlengkapan|pimpinan|humas|umum)"/);
    }
    const search = await (await request.get(`${API}/bua/v1/search?term=biro`, { headers: asPortal() })).text();
    expect(search).not.toMatch(/"author_login":"/);
  });

  test('staff still see logins', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const items = (await (await request.get(`${API}/wp/v2/berita?per_page=3&bureau=humas`, { headers: bearer(token) })).json()) as { author_login: string | null }[];
    expect(items.some((item) => typeof item.author_login === 'string' && item.author_login.length > 0)).toBe(true);
  });

  test('?author=N and author archives do not reveal a login', async ({ request }) => {
    for (const path of ['/?author=1', '/?author=3', '/author/admin_humas/', '/wp-sitemap-users-1.xml']) {
      const response = await request.get(`${WP_URL}${path}`, { maxRedirects: 0 });
      expect([301, 404], path).toContain(response.status());
      expect(response.headers()['location'] ?? '', path).not.toMatch(/author|admin_|redaktur_/);
    }
  });
});

test.describe("item 7: WordPress's front end is not a second portal", () => {
  const portal = (process.env.PORTAL_HOME || (process.env.PORTAL_URL ?? 'http://localhost:3000').split(',')[0]!).replace(/\/+$/, '');

  test('a post, ?p=ID, search and the home page answer 301 to the portal; feeds 404; previews go to the editor', async ({ request }) => {
    const [post] = (await (await request.get(`${API}/wp/v2/berita?per_page=1`)).json()) as { id: number; slug: string; link: string }[];
    const expectRedirect = async (url: string, location: string) => {
      const response = await request.get(url, { maxRedirects: 0 });
      expect(response.status(), url).toBe(301);
      expect(response.headers()['location'], url).toBe(location);
    };
    await expectRedirect(post!.link, `${portal}/berita/${post!.slug}`);
    await expectRedirect(`${WP_URL}/?p=${post!.id}`, `${portal}/berita/${post!.slug}`);
    await expectRedirect(`${WP_URL}/?s=zona`, `${portal}/search?term=zona`);
    await expectRedirect(`${WP_URL}/`, `${portal}/`);
    await expectRedirect(`${WP_URL}/?post_type=berita&p=${post!.id}&preview=true`, `${WP_URL}/wp-admin/post.php?post=${post!.id}&action=edit`);
    for (const feed of ['/feed/', '/?feed=rss2', '/?s=x&feed=rss2', '/comments/feed/', '/berita/feed/']) {
      // A feed WordPress recognises is 404; a path it does not know as a feed is just another page.
      const response = await request.get(`${WP_URL}${feed}`, { maxRedirects: 0 });
      if (response.status() === 301) expect(response.headers()['location'], feed).toBe(`${portal}/`);
      else expect(response.status(), feed).toBe(404);
      expect(await response.text(), feed).not.toContain('<rss');
    }
  });

  test('wp-admin, wp-login.php and the REST API still work', async ({ request }) => {
    expect((await request.get(`${WP_URL}/wp-login.php`)).status()).toBe(200);
    const admin = await request.get(`${WP_URL}/wp-admin/`, { maxRedirects: 0 });
    expect(admin.status()).toBe(302);
    expect(admin.headers()['location']).toContain('/wp-login.php');
    expect((await request.get(`${API}/`)).status()).toBe(200);
  });
});

test.describe('text search: a LIKE over every post, run for the portal and signed-in users only', () => {
  /** Every door of core's that takes `search`: the lists of the five types, pages, media, comments, users, wp/v2/search. */
  const CORE_SEARCHES = ['berita', 'artikel', 'pengumuman', 'undangan', 'sakip', 'pages', 'media', 'comments', 'users', 'search'].map((route) => `${API}/wp/v2/${route}?search=zzqx+rapat&per_page=5`);

  test('an anonymous or wrongly keyed search of any core list is refused with 400 rest_invalid_param, naming the portal’s search', async ({ request }) => {
    for (const headers of [{}, { 'X-BUA-Portal-Key': 'a'.repeat(64) }] as Record<string, string>[]) {
      for (const url of [...CORE_SEARCHES, `${API}/wp/v2/berita?search[]=rapat`, `${WP_URL}/?rest_route=/wp/v2/berita&search=rapat`]) {
        const response = await request.get(url, { headers });
        await expectCode(response, 400, 'rest_invalid_param');
        expect((await response.json()) as { message: string }, url).toMatchObject({ message: expect.stringContaining('/search?term=') });
      }
      // With nothing to search for, a list is a list.
      expect((await request.get(`${API}/wp/v2/berita?search=&per_page=1`, { headers })).status()).toBe(200);
    }
  });

  test('the portal (its key) and a signed-in user still search core’s lists', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    for (const headers of [asPortal(), bearer(token)]) {
      const response = await request.get(`${API}/wp/v2/berita?search=${encodeURIComponent('Zona Integritas')}&per_page=5`, { headers });
      expect(response.status(), await response.text()).toBe(200);
      expect(((await response.json()) as unknown[]).length).toBeGreaterThan(0);
    }
  });

  test('the plugin’s own search answers the portal’s key only: a stranger, a wrong key or a staff member’s token alone get 403', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    for (const headers of [{}, { 'X-BUA-Portal-Key': 'a'.repeat(64) }, bearer(token)] as Record<string, string>[]) {
      await expectCode(await request.get(`${API}/bua/v1/search?term=pengadaan+barang`, { headers }), 403, 'bua_portal_only');
    }
    expect((await request.get(`${API}/bua/v1/search?term=biro`, { headers: asPortal() })).status()).toBe(200);
  });

  test('the front end’s search goes to the portal’s search before WordPress runs one; its feed is 404', async ({ request }) => {
    const portal = (process.env.PORTAL_HOME || (process.env.PORTAL_URL ?? 'http://localhost:3000').split(',')[0]!).replace(/\/+$/, '');
    for (const [path, location] of [
      ['/?s=zzqx+rapat', `${portal}/search?term=zzqx%20rapat`],
      ['/search/zzqx+rapat/', `${portal}/search?term=zzqx%20rapat`],
      ['/?s=', `${portal}/search`],
      ['/?s[]=x', `${portal}/search`],
      // Not REST requests for core (an empty rest_route; a search term that names the REST prefix).
      ['/?s=rapat&rest_route=', `${portal}/search?term=rapat`],
      ['/search/wp-json/rapat/', `${portal}/search?term=wp-json%2Frapat`],
    ] as const) {
      const response = await request.get(`${WP_URL}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      expect(response.headers()['location'], path).toBe(location);
    }
    expect((await request.get(`${WP_URL}/?s=rapat&feed=rss2`, { maxRedirects: 0 })).status()).toBe(404);
  });
});

test.describe('a stranger’s lists, sitemaps and front end: what a page of recent posts costs, decided before any query', () => {
  const portal = (process.env.PORTAL_HOME || (process.env.PORTAL_URL ?? 'http://localhost:3000').split(',')[0]!).replace(/\/+$/, '');
  /** Each beyond a stranger's bounds, and the parameter its 400 names. */
  const BEYOND: [string, string][] = [
    ['wp/v2/berita?orderby=title', 'orderby'],
    ['wp/v2/berita?orderby=modified', 'orderby'],
    ['wp/v2/berita?orderby[]=date', 'orderby'],
    ['wp/v2/berita?modified_after=2000-01-01T00:00:00', 'modified_after'],
    ['wp/v2/berita?modified_before=2100-01-01T00:00:00', 'modified_before'],
    ['wp/v2/berita?per_page=21', 'per_page'],
    ['wp/v2/pages?per_page=100&_embed=1', 'per_page'],
    ['wp/v2/media?per_page=100', 'per_page'],
    ['wp/v2/search?per_page=100', 'per_page'],
    ['wp/v2/berita?page=51&per_page=20', 'page'],
    ['wp/v2/berita?page=101', 'page'],
    ['wp/v2/berita?offset=990&per_page=20', 'offset'],
    ['wp/v2/berita?bureau=humas&orderby=slug', 'orderby'],
  ];

  test('a list beyond the bounds is 400 rest_invalid_param naming the parameter and the portal; within them, or as the portal or a signed-in user, it is served', async ({ request }) => {
    for (const [path, param] of BEYOND) {
      for (const headers of [{}, { 'X-BUA-Portal-Key': 'a'.repeat(64) }] as Record<string, string>[]) {
        const response = await request.get(`${API}/${path}`, { headers });
        await expectCode(response, 400, 'rest_invalid_param');
        const body = (await response.json()) as { message: string; data: { params: Record<string, string> } };
        expect(Object.keys(body.data.params), path).toContain(param);
        expect(body.message, path).toContain(`${portal}/`);
      }
    }
    // The newest 1,000 at most: offset 980 + 20 is the last page within them (past the demo's posts: empty).
    for (const path of ['wp/v2/berita?per_page=20&page=2', 'wp/v2/berita?orderby=id&order=asc', 'wp/v2/berita?orderby=date&offset=980&per_page=20', 'wp/v2/search?per_page=20']) {
      expect((await request.get(`${API}/${path}`)).status(), path).toBe(200);
    }
    const token = await wpToken(request, 'admin_humas');
    for (const headers of [asPortal(), bearer(token)]) {
      // (Not the deep pages: past the demo's last page core itself answers 400 rest_post_invalid_page_number.)
      for (const [path] of BEYOND.filter(([path, param]) => param !== 'page' && !path.includes('orderby[]'))) {
        const response = await request.get(`${API}/${path}`, { headers });
        expect([path, response.status()], await response.text()).toEqual([path, 200]);
      }
    }
  });

  test('the sitemaps’ blocks answer the portal’s key only', async ({ request }) => {
    for (const path of ['bua/v1/sitemap/blocks?size=1', 'bua/v1/sitemap/posts?type=berita&block=0&size=50000']) {
      for (const headers of [{}, { 'X-BUA-Portal-Key': 'a'.repeat(64) }] as Record<string, string>[]) {
        await expectCode(await request.get(`${API}/${path}`, { headers }), 403, 'bua_portal_only');
      }
      expect((await request.get(`${API}/${path}`, { headers: asPortal() })).status(), path).toBe(200);
    }
  });

  test('the front end’s archives, sorts and deep pages go to the portal’s home before WordPress’s main query; a post’s own address to its page', async ({ request }) => {
    const [post] = (await (await request.get(`${API}/wp/v2/berita?per_page=1`)).json()) as { slug: string; link: string }[];
    for (const [path, location] of [
      ['/?post_type=berita&orderby=title', `${portal}/`],
      ['/?post_type=berita&orderby=rand&paged=9000', `${portal}/`],
      ['/?post_type[]=berita&post_type[]=artikel&paged=900', `${portal}/`],
      ['/?m=2020&paged=50', `${portal}/`],
      ['/?author=1', `${portal}/`],
      ['/wp-sitemap.xml', `${portal}/`],
      [new URL(post!.link).pathname, `${portal}/berita/${post!.slug}`],
      [`/?berita=${post!.slug}`, `${portal}/berita/${post!.slug}`],
    ] as const) {
      const response = await request.get(`${WP_URL}${path}`, { maxRedirects: 0 });
      expect([path, response.status(), response.headers()['location']]).toEqual([path, 301, location]);
    }
    for (const path of ['/?feed=rss2&post_type=berita&orderby=modified', '/?feed=rss2&paged=2000']) {
      expect((await request.get(`${WP_URL}${path}`, { maxRedirects: 0 })).status(), path).toBe(404);
    }
  });
});

test.describe('item 8: cross-origin', () => {
  test("another site's Origin gets no CORS grant; the portal's does", async ({ request }) => {
    const evil = await request.get(`${API}/wp/v2/berita?per_page=1`, { headers: { Origin: 'https://evil.example' } });
    expect(evil.headers()['access-control-allow-origin']).toBeUndefined();
    expect(evil.headers()['access-control-allow-credentials']).toBeUndefined();
    const preflight = await request.fetch(`${API}/bua/v1/logout`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' } });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();
    const portalOrigin = new URL((process.env.PORTAL_URL ?? 'http://localhost:3000').split(',')[0]!).origin;
    const portal = await request.get(`${API}/wp/v2/berita?per_page=1`, { headers: { Origin: portalOrigin } });
    expect(portal.headers()['access-control-allow-origin']).toBe(portalOrigin);
  });
});

test.describe("the portal's staff reader", () => {
  const READER = { 'X-BUA-Staff-Reader': '1' };
  const privateIn = async (response: APIResponse) => ((await response.json()) as { status: string }[]).filter((item) => item.status === 'private').length;

  test('reads published and private posts of every bureau only with the portal key; a stranger stays anonymous', async ({ request }) => {
    const list = `${API}/wp/v2/berita?status=publish,private&per_page=20&_fields=id,status`;
    expect(await privateIn(await request.get(list, { headers: { ...asPortal(), ...READER } }))).toBeGreaterThan(0);
    await expectCode(await request.get(list, { headers: READER }), 400, 'rest_invalid_param');
    await expectCode(await request.get(list, { headers: { 'X-BUA-Portal-Key': `${asPortal()['X-BUA-Portal-Key']}x`, ...READER } }), 400, 'rest_invalid_param');
    const me = await request.get(`${API}/bua/v1/current-user`, { headers: { ...asPortal(), ...READER } });
    expect(((await me.json()) as { user_login: string; roles: string[] })).toMatchObject({ user_login: 'bua_staff_reader', roles: ['bua_staff_reader'] });
    expect((await request.get(`${API}/bua/v1/current-user`, { headers: READER })).status()).toBe(401);
  });

  test('reads no pending, draft or future post and writes nothing', async ({ request }) => {
    const headers = { ...asPortal(), ...READER };
    for (const status of ['pending', 'draft', 'future']) await expectCode(await request.get(`${API}/wp/v2/berita?status=${status}`, { headers }), 400, 'rest_invalid_param');
    const admin = await wpToken(request, 'admin_humas');
    const pending = (await (await request.get(`${API}/wp/v2/berita?status=pending&bureau=humas&per_page=1&_fields=id`, { headers: bearer(admin) })).json()) as { id: number }[];
    expect(pending.length).toBe(1);
    expect([401, 403]).toContain((await request.get(`${API}/wp/v2/berita/${pending[0]!.id}`, { headers })).status());
    expect([401, 403]).toContain((await request.post(`${API}/wp/v2/berita`, { headers, data: { title: `reader ${RUN}`, status: 'publish' } })).status());
    expect([401, 403]).toContain((await request.delete(`${API}/wp/v2/berita/${pending[0]!.id}`, { headers })).status());
    // A GET that WordPress's REST server turns into a write (`?_method=`, X-HTTP-Method-Override).
    for (const [url, extra] of [
      [`${API}/wp/v2/users/me?_method=POST&description=x`, {}],
      [`${API}/bua/v1/handover?_method=POST`, {}],
      [`${API}/wp/v2/berita/${pending[0]!.id}`, { 'X-HTTP-Method-Override': 'DELETE' }],
    ] as const) {
      expect([401, 403], url).toContain((await request.get(url, { headers: { ...headers, ...extra } })).status());
    }
    // Nor is it anyone on wp-admin, whatever `rest_route` says.
    const wpAdmin = await request.get(`${WP_URL}/wp-admin/profile.php?rest_route=/`, { headers, maxRedirects: 0 });
    expect(wpAdmin.status()).toBe(302);
    expect(wpAdmin.headers()['location']).toMatch(/wp-login\.php/);
  });

  test('cannot sign in, even with a password an administrator set, nor get an application password', async ({ request }) => {
    const site = await wpToken(request, 'admin', process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026');
    const id = await userId(request, site, 'bua_staff_reader');
    const password = `Reader-${RUN}-pass-1234`;
    expect((await request.post(`${API}/wp/v2/users/${id}`, { headers: bearer(site), data: { password } })).status()).toBe(200);
    expect((await request.post(`${API}/jwt-auth/v1/token`, { headers: asPortal(testAddress()), data: { username: 'bua_staff_reader', password } })).status()).toBe(403);
    expect((await request.post(`${API}/bua/v1/login`, { headers: asPortal(testAddress()), data: { username: 'bua_staff_reader', password } })).status()).toBe(403);
    const form = await request.post(`${WP_URL}/wp-login.php`, { form: { log: 'bua_staff_reader', pwd: password }, maxRedirects: 0 });
    expect(form.status()).toBe(200);
    expect(form.headers()['set-cookie'] ?? '').not.toMatch(/wordpress_logged_in/);
    expect((await request.post(`${API}/wp/v2/users/${id}/application-passwords`, { headers: bearer(site), data: { name: 'x' } })).status()).toBeGreaterThanOrEqual(400);
  });
});

test.describe("the search index's door", () => {
  test("answers the portal only: a stranger, a staff member's token or a wrong key get 403 and no private text", async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const privateList = await request.get(`${API}/wp/v2/berita?status=private&per_page=1&_fields=id,title`, { headers: bearer(token) });
    const [privatePost] = (await privateList.json()) as { id: number }[];
    expect(privatePost, 'the seed has a private berita').toBeTruthy();
    const door = `${API}/bua/v1/search-index?ids=${privatePost!.id}`;
    for (const headers of [{}, bearer(token), { 'X-BUA-Portal-Key': 'a'.repeat(64) }, { 'X-BUA-Portal-Key': 'a'.repeat(64), 'X-BUA-Staff-Reader': '1' }] as Record<string, string>[]) {
      const refused = await request.get(door, { headers });
      await expectCode(refused, 403, 'bua_portal_only');
    }
    // The portal: the post whole, as plain text, and only as what it is.
    const answer = await request.get(door, { headers: asPortal() });
    expect(answer.status()).toBe(200);
    expect(answer.headers()['cache-control']).toContain('no-store');
    const [record] = ((await answer.json()) as { posts: { id: number; indexable: boolean; status: string; body: string }[] }).posts;
    expect(record).toMatchObject({ id: privatePost!.id, indexable: true, status: 'private' });
    expect(record!.body).not.toMatch(/<[a-z]/i);
  });

  test('never hands over a draft or pending post’s text, and refuses malformed selections with 400', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const draft = await request.post(`${API}/wp/v2/berita`, { headers: bearer(token), data: { title: `Draf rahasia ${RUN}`, content: `<p>isi draf ${RUN}</p>`, status: 'draft' } });
    expect(draft.status()).toBe(201);
    const { id } = (await draft.json()) as { id: number };
    try {
      const answer = await request.get(`${API}/bua/v1/search-index?ids=${id}`, { headers: asPortal() });
      const text = await answer.text();
      expect(JSON.parse(text)).toEqual({ posts: [expect.objectContaining({ id, indexable: false })] });
      expect(text).not.toContain(RUN);
    } finally {
      await request.delete(`${API}/wp/v2/berita/${id}?force=true`, { headers: bearer(token) });
    }
    for (const query of ['ids=1,,2', 'ids=x', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'afterId=-1', 'since=yesterday', 'perPage=501']) {
      expect((await request.get(`${API}/bua/v1/search-index?${query}`, { headers: asPortal() })).status(), query).toBe(400);
    }
  });

  test('the catch-up’s pages name a post deleted for good, in time order among the modified ones, as nothing to find', async ({ request }) => {
    const token = await wpToken(request, 'admin_humas');
    const made = await request.post(`${API}/wp/v2/berita`, { headers: bearer(token), data: { title: `Dihapus selamanya ${RUN}`, content: `<p>isi ${RUN}</p>`, status: 'publish' } });
    expect(made.status()).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const [record] = ((await (await request.get(`${API}/bua/v1/search-index?ids=${id}`, { headers: asPortal() })).json()) as { posts: { cursor: string }[] }).posts;
    // From just before the post's own change: the catch-up a portal would make next.
    const since = `since=${encodeURIComponent(record!.cursor)}&sinceId=${id - 1}&perPage=500`;
    const before = ((await (await request.get(`${API}/bua/v1/search-index?${since}`, { headers: asPortal() })).json()) as { posts: { id: number; indexable: boolean }[] }).posts;
    expect(before.find((post) => post.id === id)).toMatchObject({ id, indexable: true });

    expect((await request.delete(`${API}/wp/v2/berita/${id}?force=true`, { headers: bearer(token) })).status()).toBe(200);
    const answer = await request.get(`${API}/bua/v1/search-index?${since}`, { headers: asPortal() });
    const text = await answer.text();
    const after = (JSON.parse(text) as { posts: { id: number; cursor: string }[] }).posts;
    expect(after.filter((post) => post.id === id)).toEqual([{ id, modified_gmt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d/), cursor: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/), indexable: false }]);
    expect(text).not.toContain(RUN);
    const order = after.map((post) => `${post.cursor} ${String(post.id).padStart(12, '0')}`);
    expect(order).toEqual([...order].sort());
  });
});
