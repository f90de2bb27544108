/**
 * WordPress API contract tests (docs/wordpress-contract.md) against the local WordPress with the
 * bua-portal plugin and the demo seed (scripts/wp-start.sh). HTTP only, no browser.
 *
 * Re-runnable against the same database: content the tests need is created per run with a unique
 * word and deleted afterwards; survey/visitor requests use per-run visitor ids and addresses (as the portal sends them), and
 * counters are compared before/after rather than with absolute numbers.
 */
import { execFileSync } from 'node:child_process';
import { expect, request as playwrightRequest, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { asPortal, testAddress, testVisitorId } from './helpers/portalKey';

// WP_URL, else the WORDPRESS_URL that scripts/e2e.sh exports, else the local default.
const WP_URL = (process.env.WP_URL ?? process.env.WORDPRESS_URL ?? 'http://127.0.0.1:8881').replace(/\/+$/, '');
const API = `${WP_URL}/wp-json`;
const USER_PASSWORD = process.env.DEMO_USER_PASSWORD ?? 'bua-demo-2026';
const ADMIN_PASSWORD = process.env.DEMO_ADMIN_PASSWORD ?? 'bua-admin-2026';
/** Token lifetime WordPress was started with (wp-config default 7 days). */
const JWT_TTL = Number(process.env.WP_JWT_TTL ?? 604800);
/** Unique per run (lowercase letters and digits only: it becomes a search word). */
const RUN = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

const BUREAUS = ['perencanaan', 'kepegawaian', 'keuangan', 'perlengkapan', 'pimpinan', 'humas', 'umum'];

interface ApiError {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}
interface WpPost {
  id: number;
  slug: string;
  status: string;
  date: string;
  title: { rendered: string; raw?: string };
  featured_media: number;
  bureau: string | null;
  author_login: string | null;
  author_name: string | null;
  featured_image_url: string | null;
}
interface SearchPost {
  id: number;
  post_type: string;
  title: string;
  date: string;
  date_gmt: string;
  slug: string;
  url: string;
  bureau: string | null;
  bureau_id: string | null;
  author: string | null;
  author_login: string | null;
  thumbnail: string | null;
  lead: string;
  excerpt: string;
  status: string;
}
interface SearchResult {
  posts: SearchPost[];
  pagination: { total: number; totalPages: number; page: number; perPage: number };
}
interface SurveyStats {
  score: number;
  totalVotes: number;
  ratings: { value: string; label: string; percentage: number; count: number }[];
}
interface JwtPayload {
  iss: string;
  iat: number;
  nbf: number;
  exp: number;
  data: { user: { id: number } };
}

// --- helpers ------------------------------------------------------------------------------------

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function json<T>(response: APIResponse): Promise<T> {
  return (await response.json()) as T;
}

/** Asserts status and error code of a WordPress error answer; returns it. */
async function expectError(response: APIResponse, status: number, code: string): Promise<ApiError> {
  const body = await response.text();
  expect(response.status(), body).toBe(status);
  const error = JSON.parse(body) as ApiError;
  expect(error.code, body).toBe(code);
  expect(typeof error.message).toBe('string');
  expect(error.message.length).toBeGreaterThan(0);
  return error;
}

async function token(request: APIRequestContext, username: string, password = USER_PASSWORD): Promise<string> {
  const response = await request.post(`${API}/jwt-auth/v1/token`, { data: { username, password }, headers: asPortal() });
  expect(response.status(), `token for ${username}: ${await response.text()}`).toBe(200);
  return (await json<{ token: string }>(response)).token;
}

function decodeJwt(jwt: string): { header: { alg: string; typ: string }; payload: JwtPayload } {
  const [header, payload] = jwt.split('.');
  return {
    header: JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as { alg: string; typ: string },
    payload: JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as JwtPayload,
  };
}

async function search(request: APIRequestContext, query: Record<string, string | number>, jwt?: string): Promise<SearchResult> {
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  const response = await request.get(`${API}/bua/v1/search?${params}`, { headers: { ...asPortal(), ...(jwt ? bearer(jwt) : {}) } });
  expect(response.status(), await response.text()).toBe(200);
  return json<SearchResult>(response);
}

async function searchStatus(request: APIRequestContext, query: string): Promise<APIResponse> {
  return request.get(`${API}/bua/v1/search?${query}`, { headers: asPortal() });
}

/** Creates a post through core REST as the given user; returns it. */
async function createPost(request: APIRequestContext, jwt: string, type: string, data: Record<string, string>): Promise<WpPost> {
  const response = await request.post(`${API}/wp/v2/${type}`, { headers: bearer(jwt), data });
  expect(response.status(), await response.text()).toBe(201);
  return json<WpPost>(response);
}

async function surveyStats(request: APIRequestContext): Promise<SurveyStats> {
  const response = await request.get(`${API}/bua/v1/survey-stats?_=${Date.now()}`);
  expect(response.status()).toBe(200);
  return json<SurveyStats>(response);
}

function ratingCount(stats: SurveyStats, value: string): number {
  const rating = stats.ratings.find((r) => r.value === value);
  expect(rating, `rating ${value} listed`).toBeTruthy();
  return rating!.count;
}

async function visitorCount(request: APIRequestContext, period: string): Promise<number> {
  const response = await request.get(`${API}/visitor-stats/v1/count?period=${period}`);
  expect(response.status()).toBe(200);
  const body = await json<{ period: string; count: number }>(response);
  expect(body.period).toBe(period);
  expect(Number.isInteger(body.count)).toBe(true);
  return body.count;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// --- JWT and accounts ---------------------------------------------------------------------------

test.describe('jwt-auth/v1 and bua/v1 accounts', () => {
  test('token: HS256 JWT with the contract claims and user fields', async ({ request }) => {
    const response = await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'admin_humas', password: USER_PASSWORD }, headers: asPortal() });
    expect(response.status()).toBe(200);
    const body = await json<Record<string, string>>(response);
    expect(Object.keys(body).sort()).toEqual(['token', 'user_display_name', 'user_email', 'user_nicename']);
    expect(body.user_nicename).toBe('admin_humas');
    expect(body.token!.split('.')).toHaveLength(3);

    const { header, payload } = decodeJwt(body.token!);
    expect(header.alg).toBe('HS256');
    expect(payload.iss).toBe(WP_URL);
    expect(payload.nbf).toBe(payload.iat);
    expect(Math.abs(payload.iat - Date.now() / 1000)).toBeLessThan(60);
    expect(payload.exp - payload.iat).toBe(JWT_TTL);
    expect(Number.isInteger(payload.data.user.id)).toBe(true);

    // The token's user is the one current-user reports.
    const me = await request.get(`${API}/bua/v1/current-user`, { headers: bearer(body.token!) });
    expect((await json<{ id: number }>(me)).id).toBe(payload.data.user.id);
  });

  test('token: wrong password 403 jwt_auth_failed, missing or empty field 400', async ({ request }) => {
    const headers = asPortal(testAddress());
    await expectError(await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'admin_humas', password: 'wrong-password' }, headers }), 403, 'jwt_auth_failed');
    await expectError(await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'no_such_user_x', password: 'whatever1' }, headers }), 403, 'jwt_auth_failed');
    await expectError(await request.post(`${API}/jwt-auth/v1/token`, { data: { username: 'admin_humas' }, headers }), 400, 'rest_missing_callback_param');
    await expectError(await request.post(`${API}/jwt-auth/v1/token`, { data: { username: '', password: 'x' }, headers }), 400, 'rest_invalid_param');
  });

  test('token/validate: valid 200, tampered, garbage and missing 403', async ({ request }) => {
    const jwt = await token(request, 'redaktur_umum');
    const ok = await request.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer(jwt) });
    expect(ok.status()).toBe(200);
    expect(await ok.json()).toEqual({ code: 'jwt_auth_valid_token', data: { status: 200 } });

    const [h, p, s] = jwt.split('.');
    const tampered = `${h}.${p}.${s!.slice(0, -2)}${s!.endsWith('AA') ? 'BB' : 'AA'}`;
    await expectError(await request.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer(tampered) }), 403, 'jwt_auth_invalid_token');
    await expectError(await request.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer('not-a-jwt') }), 403, 'jwt_auth_invalid_token');
    const missing = await request.post(`${API}/jwt-auth/v1/token/validate`);
    expect(missing.status()).toBe(403);
  });

  test('token/refresh: a new token with a later exp; bad token 403', async ({ request }) => {
    const first = await token(request, 'admin_keuangan');
    await sleep(1100); // exp has one-second resolution
    const response = await request.post(`${API}/jwt-auth/v1/token/refresh`, { headers: bearer(first) });
    expect(response.status()).toBe(200);
    const refreshed = (await json<{ token: string }>(response)).token;
    expect(refreshed).not.toBe(first);
    const before = decodeJwt(first).payload;
    const after = decodeJwt(refreshed).payload;
    expect(after.exp).toBeGreaterThan(before.exp);
    expect(after.data.user.id).toBe(before.data.user.id);
    const validate = await request.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer(refreshed) });
    expect(validate.status()).toBe(200);
    await expectError(await request.post(`${API}/jwt-auth/v1/token/refresh`, { headers: bearer('a.b.c') }), 403, 'jwt_auth_invalid_token');
  });

  test('bearer auth on current-user: roles and bureau; anonymous 401', async ({ request }) => {
    const admin = await request.get(`${API}/bua/v1/current-user`, { headers: bearer(await token(request, 'admin_humas')) });
    expect(admin.status()).toBe(200);
    expect(await admin.json()).toMatchObject({ user_login: 'admin_humas', slug: 'admin_humas', roles: ['bureau_admin'], bureau: 'humas' });

    const redaktur = await request.get(`${API}/bua/v1/current-user`, { headers: bearer(await token(request, 'redaktur_keuangan')) });
    expect(redaktur.status()).toBe(200);
    const body = await json<{ id: number; name: string; roles: string[]; bureau: string }>(redaktur);
    expect(body.roles).toEqual(['bureau_redaktur']);
    expect(body.bureau).toBe('keuangan');
    expect(body.name.length).toBeGreaterThan(0);

    const siteAdmin = await request.get(`${API}/bua/v1/current-user`, { headers: bearer(await token(request, 'admin', ADMIN_PASSWORD)) });
    expect(await siteAdmin.json()).toMatchObject({ user_login: 'admin', roles: ['administrator'], bureau: null });

    await expectError(await request.get(`${API}/bua/v1/current-user`), 401, 'rest_not_logged_in');
  });

  test('an invalid bearer is 401 everywhere, never silently anonymous', async ({ request }) => {
    const jwt = await token(request, 'admin_humas');
    const [h, p] = jwt.split('.');
    for (const bad of ['garbage', `${h}.${p}.invalidsignature`, `${h}.${p}`]) {
      await expectError(await request.get(`${API}/bua/v1/current-user`, { headers: bearer(bad) }), 401, 'jwt_auth_invalid_token');
      await expectError(await request.get(`${API}/wp/v2/berita?per_page=1`, { headers: bearer(bad) }), 401, 'jwt_auth_invalid_token');
    }
    // alg "none" with a forged user id is refused too.
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`;
    await expectError(await request.get(`${API}/bua/v1/current-user`, { headers: bearer(none) }), 401, 'jwt_auth_invalid_token');
  });

  test('bua/v1 login sets a session cookie and returns token, bureau, roles; wrong 403; logout', async () => {
    const context = await playwrightRequest.newContext();
    try {
      const response = await context.post(`${API}/bua/v1/login`, { data: { username: 'admin_perlengkapan', password: USER_PASSWORD }, headers: asPortal() });
      expect(response.status()).toBe(200);
      const body = await json<{ success: boolean; token: string; bureau: string; roles: string[]; user_login: string }>(response);
      expect(body).toMatchObject({ success: true, bureau: 'perlengkapan', roles: ['bureau_admin'], user_login: 'admin_perlengkapan' });
      expect(decodeJwt(body.token).header.alg).toBe('HS256');
      const cookies = await context.storageState();
      expect(cookies.cookies.some((c) => c.name.startsWith('wordpress_logged_in_'))).toBe(true);

      const wrong = await context.post(`${API}/bua/v1/login`, { data: { username: 'admin_perlengkapan', password: 'wrong-password' }, headers: asPortal(testAddress()) });
      expect(wrong.status()).toBe(403);
      const wrongBody = await json<{ success: boolean; error: string; message: string }>(wrong);
      expect(wrongBody.success).toBe(false);
      expect(wrongBody.error.length).toBeGreaterThan(0);
      expect(wrongBody.message.length).toBeGreaterThan(0);

      // A bare cookie cannot sign out (another site could forge that): 401 without the token.
      await expectError(await context.post(`${API}/bua/v1/logout`), 401, 'rest_not_logged_in');
      const logout = await context.post(`${API}/bua/v1/logout`, { headers: bearer(body.token) });
      expect(logout.status()).toBe(200);
      expect(await logout.json()).toEqual({ success: true });
      const after = await context.storageState();
      expect(after.cookies.some((c) => c.name.startsWith('wordpress_logged_in_'))).toBe(false);
      // Sign-out revokes the user's tokens in WordPress.
      const stale = await expectError(await context.post(`${API}/jwt-auth/v1/token/validate`, { headers: bearer(body.token) }), 403, 'jwt_auth_invalid_token');
      expect(stale.message).toBe('Invalid token: revoked (signed out, or the password changed) since it was issued.');
    } finally {
      await context.dispose();
    }
  });
});

// --- private posts and bureau scope -------------------------------------------------------------

test.describe('private visibility and bureau scope', () => {
  test('anonymous cannot list private posts', async ({ request }) => {
    const response = await request.get(`${API}/wp/v2/berita?status=private`);
    expect([400, 401]).toContain(response.status());
  });

  test('admin_humas sees the private berita of every bureau, with a right total (behaviour §6)', async ({ request }) => {
    const jwt = await token(request, 'admin_humas');
    const response = await request.get(`${API}/wp/v2/berita?status=private&per_page=100`, { headers: bearer(jwt) });
    expect(response.status()).toBe(200);
    const posts = await json<WpPost[]>(response);
    expect(new Set(posts.map((p) => p.status))).toEqual(new Set(['private']));
    expect(new Set(posts.map((p) => p.bureau)).size, 'the seed has private berita of several bureaus').toBeGreaterThan(1);
    expect(Number(response.headers()['x-wp-total'])).toBe(posts.length);

    // The site administrator sees the same ones.
    const admin = await token(request, 'admin', ADMIN_PASSWORD);
    const all = await request.get(`${API}/wp/v2/berita?status=private&per_page=100&_fields=id`, { headers: bearer(admin) });
    expect((await json<{ id: number }[]>(all)).map((p) => p.id).sort()).toEqual(posts.map((p) => p.id).sort());
  });

  test("another bureau's private post is readable by any bureau role; its pending post is 403 bua_forbidden_bureau", async ({ request }) => {
    const admin = await token(request, 'admin', ADMIN_PASSWORD);
    const list = await request.get(`${API}/wp/v2/berita?status=private&bureau=keuangan&per_page=1`, { headers: bearer(admin) });
    const [post] = await json<WpPost[]>(list);
    expect(post, 'the seed has private keuangan berita').toBeTruthy();

    for (const user of ['admin_humas', 'redaktur_humas', 'redaktur_keuangan']) {
      const read = await request.get(`${API}/wp/v2/berita/${post!.id}`, { headers: bearer(await token(request, user)) });
      expect(read.status(), user).toBe(200);
      expect(await read.json()).toMatchObject({ id: post!.id, status: 'private', bureau: 'keuangan' });
    }
    expect((await request.get(`${API}/wp/v2/berita/${post!.id}`)).status()).toBe(401);
    // Reading is not changing: humas still cannot edit keuangan's private post.
    await expectError(await request.post(`${API}/wp/v2/berita/${post!.id}`, { headers: bearer(await token(request, 'admin_humas')), data: { title: 'diubah' } }), 403, 'bua_forbidden_bureau');

    const keuangan = await token(request, 'admin_keuangan');
    const pending = await createPost(request, keuangan, 'pengumuman', { title: `E2E tertunda ${RUN}`, content: 'Menunggu tinjauan.', status: 'pending' });
    try {
      const humas = await token(request, 'admin_humas');
      await expectError(await request.get(`${API}/wp/v2/pengumuman/${pending.id}`, { headers: bearer(humas) }), 403, 'bua_forbidden_bureau');
      const pendingList = await request.get(`${API}/wp/v2/pengumuman?status=pending&per_page=100&_fields=id`, { headers: bearer(humas) });
      expect((await json<{ id: number }[]>(pendingList)).map((p) => p.id)).not.toContain(pending.id);
    } finally {
      await request.delete(`${API}/wp/v2/pengumuman/${pending.id}?force=true`, { headers: bearer(keuangan) });
    }
  });

  test('a redaktur approves (publish) and rejects (draft) pending posts of its bureau only, and publishes nothing else', async ({ request }) => {
    const keuangan = await token(request, 'admin_keuangan');
    const redaktur = await token(request, 'redaktur_keuangan');
    const approve = await createPost(request, keuangan, 'berita', { title: `E2E setujui ${RUN}`, content: 'Tinjau.', status: 'pending' });
    const reject = await createPost(request, keuangan, 'berita', { title: `E2E tolak ${RUN}`, content: 'Tinjau.', status: 'pending' });
    const humasPending = await createPost(request, await token(request, 'admin_humas'), 'berita', { title: `E2E humas tertunda ${RUN}`, content: 'Tinjau.', status: 'pending' });
    const ids: Array<[number, string]> = [[approve.id, keuangan], [reject.id, keuangan], [humasPending.id, await token(request, 'admin_humas')]];
    try {
      const approved = await request.post(`${API}/wp/v2/berita/${approve.id}`, { headers: bearer(redaktur), data: { status: 'publish', title: `E2E disetujui ${RUN}` } });
      expect(approved.status(), await approved.text()).toBe(200);
      expect(await approved.json()).toMatchObject({ status: 'publish', bureau: 'keuangan' });
      const rejected = await request.post(`${API}/wp/v2/berita/${reject.id}`, { headers: bearer(redaktur), data: { status: 'draft' } });
      expect(rejected.status()).toBe(200);
      expect(await rejected.json()).toMatchObject({ status: 'draft' });
      // Not pending any more: no publishing it now.
      await expectError(await request.post(`${API}/wp/v2/berita/${reject.id}`, { headers: bearer(redaktur), data: { status: 'publish' } }), 403, 'bua_review_only');
      // Another bureau's pending post: neither approve nor reject.
      await expectError(await request.post(`${API}/wp/v2/berita/${humasPending.id}`, { headers: bearer(redaktur), data: { status: 'publish' } }), 403, 'bua_forbidden_bureau');
      await expectError(await request.post(`${API}/wp/v2/berita/${humasPending.id}`, { headers: bearer(redaktur), data: { status: 'draft' } }), 403, 'bua_forbidden_bureau');
      // A new post straight to publish: refused; and still no deleting.
      await expectError(await request.post(`${API}/wp/v2/berita`, { headers: bearer(redaktur), data: { title: `E2E redaktur ${RUN}`, status: 'publish' } }), 403, 'bua_review_only');
      expect((await request.delete(`${API}/wp/v2/berita/${approve.id}?force=true`, { headers: bearer(redaktur) })).status()).toBe(403);
    } finally {
      for (const [id, owner] of ids) await request.delete(`${API}/wp/v2/berita/${id}?force=true`, { headers: bearer(owner) });
    }
  });

  test('delete: other bureau 403, redaktur 403, own bureau admin deletes', async ({ request }) => {
    const keuangan = await token(request, 'admin_keuangan');
    const post = await createPost(request, keuangan, 'pengumuman', { title: `E2E hapus ${RUN}`, content: 'Sementara.', status: 'publish' });
    expect(post.bureau).toBe('keuangan');
    expect(post.author_login).toBe('admin_keuangan');

    const humas = await token(request, 'admin_humas');
    await expectError(await request.delete(`${API}/wp/v2/pengumuman/${post.id}?force=true`, { headers: bearer(humas) }), 403, 'bua_forbidden_bureau');
    await expectError(await request.post(`${API}/wp/v2/pengumuman/${post.id}`, { headers: bearer(humas), data: { title: 'diubah' } }), 403, 'bua_forbidden_bureau');
    const redaktur = await request.delete(`${API}/wp/v2/pengumuman/${post.id}?force=true`, { headers: bearer(await token(request, 'redaktur_keuangan')) });
    expect(redaktur.status()).toBe(403);
    expect((await request.get(`${API}/wp/v2/pengumuman/${post.id}`)).status()).toBe(200);

    const deleted = await request.delete(`${API}/wp/v2/pengumuman/${post.id}?force=true`, { headers: bearer(keuangan) });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: true, previous: { id: post.id } });
    expect((await request.get(`${API}/wp/v2/pengumuman/${post.id}`)).status()).toBe(404);
  });
});

// --- search -------------------------------------------------------------------------------------

test.describe('bua/v1 read (several reads in one call)', () => {
  test("answers each read as the caller would get it alone: totals, bureau scope, another bureau's pending post absent", async ({ request }) => {
    const keuangan = await token(request, 'admin_keuangan');
    const pending = await createPost(request, keuangan, 'pengumuman', { title: `E2E baca ${RUN}`, content: 'Menunggu tinjauan.', status: 'pending' });
    try {
      const humas = await token(request, 'admin_humas');
      const reads = [
        { path: 'wp/v2/berita', query: { status: 'publish', bureau: 'humas', per_page: 2, _embed: true } },
        { path: 'wp/v2/pengumuman', query: { status: ['pending'], per_page: 100, _fields: 'id' } },
      ];
      const answer = await request.post(`${API}/bua/v1/read`, { headers: bearer(humas), data: { reads } });
      expect(answer.status()).toBe(200);
      const { answers } = await json<{ answers: Array<{ status: number; total: number; totalPages: number; body: Array<{ id: number; bureau?: string; _embedded?: unknown }> }> }>(answer);
      const alone = await request.get(`${API}/wp/v2/berita?status=publish&bureau=humas&per_page=2&_embed=1`, { headers: bearer(humas) });
      expect(answers[0]).toMatchObject({ status: 200, total: Number(alone.headers()['x-wp-total']), totalPages: Number(alone.headers()['x-wp-totalpages']) });
      expect(answers[0]!.body.map((post) => post.id)).toEqual((await json<WpPost[]>(alone)).map((post) => post.id));
      expect(answers[0]!.body[0]!._embedded).toBeTruthy();
      expect(answers[1]!.status).toBe(200);
      expect(answers[1]!.body.map((post) => post.id)).not.toContain(pending.id);
      // The same read as keuangan's admin does list it.
      const own = await request.post(`${API}/bua/v1/read`, { headers: bearer(keuangan), data: { reads: [reads[1]] } });
      expect((await json<{ answers: Array<{ body: Array<{ id: number }> }> }>(own)).answers[0]!.body.map((post) => post.id)).toContain(pending.id);
    } finally {
      await request.delete(`${API}/wp/v2/pengumuman/${pending.id}?force=true`, { headers: bearer(keuangan) });
    }
  });

  test('a read embeds what its _embed names, as the same list over a URL: the featured image and not the author', async ({ request }) => {
    const humas = await token(request, 'admin_humas');
    type Embedded = { id: number; featured_media: number; _embedded?: { author?: unknown; 'wp:featuredmedia'?: unknown } };
    const query = { status: 'publish', per_page: 20, _embed: 'wp:featuredmedia' };
    const answer = await request.post(`${API}/bua/v1/read`, { headers: bearer(humas), data: { reads: [{ path: 'wp/v2/berita', query }] } });
    expect(answer.status()).toBe(200);
    const read = (await json<{ answers: Array<{ body: Embedded[] }> }>(answer)).answers[0]!.body;
    const alone = await json<Embedded[]>(await request.get(`${API}/wp/v2/berita?status=publish&per_page=20&_embed=wp:featuredmedia`, { headers: bearer(humas) }));
    for (const posts of [read, alone]) {
      expect(posts.some((post) => post.featured_media > 0)).toBe(true);
      for (const post of posts) {
        expect(post._embedded?.author, `post ${post.id}`).toBeUndefined();
        if (post.featured_media > 0) expect(post._embedded?.['wp:featuredmedia'], `post ${post.id}`).toBeTruthy();
      }
    }
    expect(read.map((post) => post._embedded)).toEqual(alone.map((post) => post._embedded));
  });

  test('anonymous 401; anything but 1–12 reads of wp/v2/{portal type} is 400', async ({ request }) => {
    const read = { path: 'wp/v2/berita', query: { per_page: 1 } };
    expect((await request.post(`${API}/bua/v1/read`, { data: { reads: [read] } })).status()).toBe(401);
    const humas = await token(request, 'admin_humas');
    for (const reads of [[], Array(13).fill(read), [{ path: 'wp/v2/users' }], [{ path: 'wp/v2/posts' }], [{ path: '../wp/v2/berita' }], 'berita']) {
      await expectError(await request.post(`${API}/bua/v1/read`, { headers: bearer(humas), data: { reads } }), 400, 'bua_invalid_reads');
    }
  });
});

test.describe('bua/v1 search', () => {
  const word = `zqx${RUN}`;
  const created: { type: string; id: number; user: string }[] = [];
  let titleMatch: WpPost; // berita, humas, 2024-03-10, word in the title
  let bodyMatch: WpPost; // artikel, keuangan, now, word only in the body
  let privateMatch: WpPost; // pengumuman, humas, private, word in the title

  test.beforeAll(async ({ request }) => {
    const humas = await token(request, 'admin_humas');
    const keuangan = await token(request, 'admin_keuangan');
    titleMatch = await createPost(request, humas, 'berita', {
      title: `Uji ${word} judul`,
      content: '<!-- wp:paragraph --><p>Isi tanpa kata kunci &amp; tanda.</p><!-- /wp:paragraph -->',
      status: 'publish',
      date: '2024-03-10T10:00:00',
    });
    created.push({ type: 'berita', id: titleMatch.id, user: 'admin_humas' });
    bodyMatch = await createPost(request, keuangan, 'artikel', {
      title: `Catatan lain ${RUN.toUpperCase()}-B`,
      content: `<p>Artikel ini membahas ${word} di dalam isi.</p>`,
      status: 'publish',
    });
    created.push({ type: 'artikel', id: bodyMatch.id, user: 'admin_keuangan' });
    privateMatch = await createPost(request, humas, 'pengumuman', {
      title: `Internal ${word}`,
      content: '<p>Hanya untuk pegawai.</p>',
      status: 'private',
      date: '2025-02-01T10:00:00',
    });
    created.push({ type: 'pengumuman', id: privateMatch.id, user: 'admin_humas' });
  });

  test.afterAll(async ({ request }) => {
    for (const item of created) {
      const jwt = await token(request, item.user);
      await request.delete(`${API}/wp/v2/${item.type}/${item.id}?force=true`, { headers: bearer(jwt) });
    }
  });

  test('finds a seeded published post by its title', async ({ request }) => {
    const list = await request.get(`${API}/wp/v2/berita?per_page=1&_fields=id,title`);
    const [post] = await json<{ id: number; title: { rendered: string } }[]>(list);
    expect(post).toBeTruthy();
    const title = post!.title.rendered.replace(/<[^>]*>/g, '').replace(/&#(\d+);/g, (_, c: string) => String.fromCodePoint(Number(c))).replace(/&amp;/g, '&').trim();
    const result = await search(request, { term: title });
    expect(result.posts[0]?.id).toBe(post!.id);
    expect(result.posts[0]?.title).toBe(title);
  });

  test('a title match ranks above a newer body match; result fields are plain', async ({ request }) => {
    const result = await search(request, { term: word });
    expect(result.pagination).toEqual({ total: 2, totalPages: 1, page: 1, perPage: 10 });
    expect(result.posts.map((p) => p.id)).toEqual([titleMatch.id, bodyMatch.id]);
    expect(result.posts[0]).toMatchObject({
      id: titleMatch.id,
      post_type: 'berita',
      title: `Uji ${word} judul`,
      slug: titleMatch.slug,
      bureau_id: 'humas',
      bureau: 'Hukum dan Hubungan Masyarakat',
      author_login: null, // anonymous answers name no login
      status: 'publish',
      lead: 'Isi tanpa kata kunci & tanda.',
      excerpt: 'Isi tanpa kata kunci & tanda.',
    });
    expect(result.posts[0]!.date.startsWith('2024-03-10T10:00')).toBe(true);
    // The same instant in UTC, as wp/v2's date_gmt: 10:00 WIB is 03:00 UTC.
    expect(result.posts[0]!.date_gmt.startsWith('2024-03-10T03:00')).toBe(true);
    expect(result.posts[0]!.url.startsWith(WP_URL)).toBe(true);
    expect(result.posts[1]).toMatchObject({ post_type: 'artikel', bureau_id: 'keuangan', lead: `Artikel ini membahas ${word} di dalam isi.` });
  });

  test('sort, postType, bureau and date filters narrow the results', async ({ request }) => {
    const ids = async (query: Record<string, string>) => (await search(request, { term: word, ...query })).posts.map((p) => p.id);
    expect(await ids({ sort: 'date_desc' })).toEqual([bodyMatch.id, titleMatch.id]);
    expect(await ids({ sort: 'date_asc' })).toEqual([titleMatch.id, bodyMatch.id]);
    expect(await ids({ postType: 'artikel' })).toEqual([bodyMatch.id]);
    expect(await ids({ postType: 'berita' })).toEqual([titleMatch.id]);
    expect(await ids({ bureau: 'humas' })).toEqual([titleMatch.id]);
    expect(await ids({ bureau: 'keuangan', postType: 'berita' })).toEqual([]);
    expect(await ids({ dateTo: '2024-12-31' })).toEqual([titleMatch.id]);
    expect(await ids({ dateFrom: '2025-01-01' })).toEqual([bodyMatch.id]);
    expect(await ids({ dateFrom: '2024-03-10', dateTo: '2024-03-10' })).toEqual([titleMatch.id]);
    const paged = await search(request, { term: word, perPage: 1, page: 2 });
    expect(paged.posts.map((p) => p.id)).toEqual([bodyMatch.id]);
    expect(paged.pagination).toEqual({ total: 2, totalPages: 2, page: 2, perPage: 1 });
  });

  test('private results for every staff member, of every bureau; never for anonymous callers', async ({ request }) => {
    const ids = async (jwt?: string) => (await search(request, { term: word }, jwt)).posts.map((p) => p.id);
    expect(await ids()).toEqual([titleMatch.id, bodyMatch.id]);
    // Equal title scores: newer first (private 2025-02-01, then 2024-03-10), then the body match.
    expect(await ids(await token(request, 'admin_humas'))).toEqual([privateMatch.id, titleMatch.id, bodyMatch.id]);
    expect(await ids(await token(request, 'redaktur_humas'))).toContain(privateMatch.id);
    // A humas private post is found by keuangan's editor too (behaviour §6: INTERNAL is for all staff).
    expect(await ids(await token(request, 'redaktur_keuangan'))).toEqual([privateMatch.id, titleMatch.id, bodyMatch.id]);
    expect(await ids(await token(request, 'admin', ADMIN_PASSWORD))).toContain(privateMatch.id);
    const asHumas = await search(request, { term: word, postType: 'pengumuman' }, await token(request, 'admin_humas'));
    expect(asHumas.posts[0]).toMatchObject({ id: privateMatch.id, status: 'private' });
  });

  test('bad input is 400 rest_invalid_param', async ({ request }) => {
    const bad = [
      `term=${'a'.repeat(5000)}`,
      `term=${'a'.repeat(201)}`,
      'term=rapat&sort=bogus',
      'term=rapat&dateFrom=2025-02-30',
      'term=rapat&dateFrom=2025-1-1',
      'term=rapat&dateTo=yesterday',
      'term=rapat&dateFrom=2025-05-01&dateTo=2025-01-01',
      'term=rapat&page=-1',
      'term=rapat&page=0',
      'term=rapat&page=abc',
      'term=rapat&perPage=51',
      'term=rapat&postType=sakip',
      'term=rapat&bureau=akademik',
      'term=%20%20%20',
      'term[]=rapat',
    ];
    for (const query of bad) {
      const response = await searchStatus(request, query);
      expect(response.status(), query.slice(0, 60)).toBe(400);
      expect((await json<ApiError>(response)).code, query.slice(0, 60)).toBe('rest_invalid_param');
    }
    await expectError(await searchStatus(request, 'bureau=humas'), 400, 'rest_missing_callback_param');
    expect((await searchStatus(request, `term=${'a'.repeat(200)}`)).status()).toBe(200);
  });

  test('markup and LIKE wildcards in the term are inert', async ({ request }) => {
    const markup = await searchStatus(request, `term=${encodeURIComponent(`<script>alert("x")</script>${word}`)}`);
    expect(markup.status()).toBe(200);
    const text = await markup.text();
    expect(text).not.toContain('<script');
    expect(text).not.toContain('\\u003Cscript');
    expect((JSON.parse(text) as SearchResult).pagination.total).toBe(0);
    // "_" would match any character if it reached LIKE unescaped.
    const wildcard = await search(request, { term: word.replace('x', '_') });
    expect(wildcard.pagination.total).toBe(0);
    const percent = await search(request, { term: `zq%${RUN}` });
    expect(percent.pagination.total).toBe(0);
  });
});

// --- survey ------------------------------------------------------------------------------------

test.describe('bua/v1 survey', () => {
  const page = `/e2e-survey-${RUN}`;

  test('bad input is 400', async ({ request }) => {
    const cases: Record<string, unknown>[] = [
      { rating: 'luar_biasa', page },
      { rating: 5, page },
      { page },
      { rating: 'puas' },
      { rating: 'puas', page: 'berita' },
      { rating: 'puas', page: '//evil.example/x' },
      { rating: 'puas', page: `/${'a'.repeat(200)}` },
    ];
    for (const data of cases) {
      const response = await request.post(`${API}/bua/v1/survey`, { data, headers: { 'User-Agent': `e2e-bad-${RUN}` } });
      expect(response.status(), JSON.stringify(data).slice(0, 80)).toBe(400);
    }
  });

  test('a vote counts in the stats; a repeat is 429, also from another page', async ({ request }) => {
    const before = await surveyStats(request);
    const visitor = asPortal(testAddress(), testVisitorId());
    const vote = () => request.post(`${API}/bua/v1/survey`, { data: { rating: 'kurang_puas', page }, headers: visitor });
    const first = await vote();
    expect(first.status(), await first.text()).toBe(200);
    expect(await first.json()).toEqual({ success: true });

    const after = await surveyStats(request);
    expect(after.totalVotes).toBe(before.totalVotes + 1);
    expect(ratingCount(after, 'kurang_puas')).toBe(ratingCount(before, 'kurang_puas') + 1);
    expect(after.ratings.map((r) => r.value)).toEqual(['sangat_puas', 'puas', 'cukup', 'kurang_puas', 'sangat_tidak_puas']);
    expect(after.ratings.map((r) => r.label)).toEqual(['Sangat Puas', 'Puas', 'Cukup', 'Kurang Puas', 'Sangat Tidak Puas']);
    const points = [5, 4, 3, 2, 1];
    const sum = after.ratings.reduce((acc, r, i) => acc + r.count * points[i]!, 0);
    // score = mean on 5..1 rounded to two decimals; percentage rounded to one decimal.
    expect(Math.abs(after.score - sum / after.totalVotes)).toBeLessThanOrEqual(0.005 + 1e-9);
    expect(after.score).toBe(Number(after.score.toFixed(2)));
    for (const r of after.ratings) {
      expect(Math.abs(r.percentage - (r.count * 100) / after.totalVotes), r.value).toBeLessThanOrEqual(0.05 + 1e-9);
    }

    const repeat = await vote();
    const error = await expectError(repeat, 429, 'bua_survey_repeat');
    expect(error.message).toBe('Anda sudah memberikan penilaian hari ini.');
    expect((await surveyStats(request)).totalVotes).toBe(after.totalVotes);

    // One vote per visitor per day, whatever page it claims to come from.
    const otherPage = await request.post(`${API}/bua/v1/survey`, { data: { rating: 'kurang_puas', page: `${page}/lain` }, headers: visitor });
    await expectError(otherPage, 429, 'bua_survey_repeat');
    expect((await surveyStats(request)).totalVotes).toBe(after.totalVotes);
  });

  test('20 concurrent votes from distinct visitors are all counted', async ({ request }) => {
    const before = await surveyStats(request);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        request.post(`${API}/bua/v1/survey`, {
          data: { rating: 'sangat_puas', page: `${page}/konkuren` },
          headers: asPortal(testAddress(), testVisitorId()),
        }),
      ),
    );
    expect(responses.map((r) => r.status())).toEqual(Array(20).fill(200));
    const after = await surveyStats(request);
    expect(after.totalVotes).toBe(before.totalVotes + 20);
    expect(ratingCount(after, 'sangat_puas')).toBe(ratingCount(before, 'sangat_puas') + 20);
  });
});

// --- visitor stats ------------------------------------------------------------------------------

test.describe('visitor-stats/v1', () => {
  test('track counts a visitor once per day; count periods are consistent', async ({ request }) => {
    const address = testAddress();
    const [a, b] = [testVisitorId(), testVisitorId()];
    const track = (visitor: string) => request.post(`${API}/visitor-stats/v1/track`, { headers: asPortal(address, visitor) });
    const first = await track(a);
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ success: true });
    const today = await visitorCount(request, 'today');
    expect(today).toBeGreaterThanOrEqual(1);

    expect((await track(a)).status()).toBe(200);
    expect(await visitorCount(request, 'today')).toBe(today);
    expect((await track(b)).status()).toBe(200);
    expect(await visitorCount(request, 'today')).toBe(today + 1);

    const month = await visitorCount(request, 'month');
    const allTime = await visitorCount(request, 'all_time');
    expect(month).toBeGreaterThanOrEqual(today + 1);
    expect(allTime).toBeGreaterThanOrEqual(month);
  });

  test('unknown or missing period is 400', async ({ request }) => {
    await expectError(await request.get(`${API}/visitor-stats/v1/count?period=week`), 400, 'rest_invalid_param');
    await expectError(await request.get(`${API}/visitor-stats/v1/count`), 400, 'rest_missing_callback_param');
  });
});

// --- public media -------------------------------------------------------------------------------

test.describe('bua/v1 public-media', () => {
  test('a featured image id gives its source_url', async ({ request }) => {
    const list = await request.get(`${API}/wp/v2/berita?per_page=20&_fields=id,featured_media,featured_image_url`);
    const post = (await json<WpPost[]>(list)).find((p) => p.featured_media > 0);
    expect(post, 'a seeded berita has a featured image').toBeTruthy();
    const response = await request.get(`${API}/bua/v1/public-media/${post!.featured_media}`);
    expect(response.status()).toBe(200);
    const body = await json<{ id: number; source_url: string }>(response);
    expect(body).toEqual({ id: post!.featured_media, source_url: post!.featured_image_url });
    expect(body.source_url.startsWith(`${WP_URL}/wp-content/uploads/`)).toBe(true);
  });

  test('non-positive-integer ids are 400, a missing one 404', async ({ request }) => {
    for (const id of ['abc', '0', '-1', '1.5', '1e3']) {
      await expectError(await request.get(`${API}/bua/v1/public-media/${id}`), 400, 'rest_invalid_param');
    }
    await expectError(await request.get(`${API}/bua/v1/public-media/987654321`), 404, 'bua_media_not_found');
  });
});

// --- bureau filter on core collections ----------------------------------------------------------

test.describe('wp/v2 bureau filter', () => {
  test('?bureau= narrows berita to one bureau; the seven add up to all', async ({ request }) => {
    const totalOf = async (query: string) => {
      const response = await request.get(`${API}/wp/v2/berita?per_page=100&_fields=id,bureau${query}`, { headers: asPortal() });
      expect(response.status()).toBe(200);
      const items = await json<{ id: number; bureau: string | null }[]>(response);
      return { total: Number(response.headers()['x-wp-total']), items };
    };
    const all = await totalOf('');
    let sum = 0;
    for (const bureau of BUREAUS) {
      const { total, items } = await totalOf(`&bureau=${bureau}`);
      expect(total, bureau).toBeGreaterThan(0);
      expect(items.every((item) => item.bureau === bureau), bureau).toBe(true);
      expect(items.length).toBe(Math.min(total, 100));
      sum += total;
    }
    expect(sum).toBe(all.total);
    await expectError(await request.get(`${API}/wp/v2/berita?bureau=akademik`), 400, 'rest_invalid_param');
  });

  // The plugin's indexes on core tables (schema.php) and the hint that uses one
  // (rest-bureau-filter.php): a list reads the same posts with and without them, and the upgrade puts
  // back an index that went missing.
  test('a bureau list is the same without its index; the schema upgrade adds the indexes back', async ({ request }) => {
    const list = async () => {
      const response = await request.get(`${API}/wp/v2/berita?bureau=humas&per_page=5&_fields=id`);
      expect(response.status()).toBe(200);
      return { total: response.headers()['x-wp-total'], ids: (await json<{ id: number }[]>(response)).map((post) => post.id) };
    };
    const indexes = () => db("SELECT GROUP_CONCAT(DISTINCT index_name ORDER BY index_name) FROM information_schema.statistics WHERE table_schema = DATABASE() AND index_name LIKE 'bua\\_%'");
    expect(indexes()).toBe('bua_author,bua_id_list,bua_key_value,bua_sitemap,bua_status_list,bua_type_date');
    const withIndex = await list();
    expect(withIndex.ids.length).toBe(5);
    // The first pages walk bua_type_date (bua_bureau_listing_date_walk); without it they take the hint's path.
    db('ALTER TABLE wp_posts DROP INDEX bua_type_date');
    db('ALTER TABLE wp_posts DROP INDEX bua_id_list');
    try {
      expect(indexes()).toBe('bua_author,bua_key_value,bua_sitemap,bua_status_list');
      expect(await list()).toEqual(withIndex);
    } finally {
      // The version option is what the plugin's upgrade compares: an old one runs it on the next request.
      db("UPDATE wp_options SET option_value = '0' WHERE option_name = 'bua_db_version'");
      await request.get(`${API}/wp/v2/berita?per_page=1&_fields=id`);
    }
    expect(indexes()).toBe('bua_author,bua_id_list,bua_key_value,bua_sitemap,bua_status_list,bua_type_date');
    expect(await list()).toEqual(withIndex);
  });

  // post-counts.php: a list whose condition is type, statuses and bureau takes X-WP-Total from the
  // kept counts; every other list counts its rows as WordPress does.
  const STATUS_SETS = ['publish', 'publish,private', 'pending', 'draft', 'pending,publish'];
  /** X-WP-Total of a list as `jwt` reads it, and the same count made from the posts themselves. */
  async function totals(request: APIRequestContext, jwt: string, type: string, statuses: string, bureau: string) {
    const response = await request.get(`${API}/wp/v2/${type}?status=${statuses}&per_page=1&_fields=id${bureau ? `&bureau=${bureau}` : ''}`, { headers: bearer(jwt) });
    expect(response.status(), `${type} ${statuses} ${bureau}`).toBe(200);
    const inStatuses = statuses.split(',').map((status) => `'${status}'`).join(',');
    const fromPosts = bureau
      ? `SELECT COUNT(DISTINCT p.ID) FROM wp_posts p JOIN wp_postmeta m ON m.post_id = p.ID AND m.meta_key = 'bua_bureau' AND m.meta_value = '${bureau}' WHERE p.post_type = '${type}' AND p.post_status IN (${inStatuses})`
      : `SELECT COUNT(*) FROM wp_posts WHERE post_type = '${type}' AND post_status IN (${inStatuses})`;
    return { listed: Number(response.headers()['x-wp-total']), counted: Number(db(fromPosts)) };
  }
  async function expectTotalsRight(request: APIRequestContext, jwt: string, when: string) {
    for (const type of ['berita', 'artikel']) {
      for (const statuses of STATUS_SETS) {
        for (const bureau of ['', 'humas', 'umum']) {
          const { listed, counted } = await totals(request, jwt, type, statuses, bureau);
          expect(listed, `${when}: ${type} ${statuses} ${bureau || 'every bureau'}`).toBe(counted);
        }
      }
    }
  }

  test('a list’s total, kept as posts change, is the posts’ own: through a publish, a status change, a move to another bureau, a trash and a delete', async ({ request }) => {
    test.setTimeout(120_000);
    const admin = await token(request, 'admin', ADMIN_PASSWORD);
    const humas = await token(request, 'admin_humas');
    const made: { type: string; id: number }[] = [];
    try {
      await expectTotalsRight(request, admin, 'the seed');
      const news = await createPost(request, humas, 'berita', { title: `Total berita ${RUN}`, status: 'publish' });
      const article = await createPost(request, humas, 'artikel', { title: `Total artikel ${RUN}`, status: 'draft' });
      made.push({ type: 'berita', id: news.id }, { type: 'artikel', id: article.id });
      await expectTotalsRight(request, admin, 'after a publish and a draft');
      expect((await request.post(`${API}/wp/v2/artikel/${article.id}`, { headers: bearer(humas), data: { status: 'pending' } })).status()).toBe(200);
      expect((await request.post(`${API}/wp/v2/berita/${news.id}`, { headers: bearer(admin), data: { meta: { bua_bureau: 'umum' } } })).status()).toBe(200);
      await expectTotalsRight(request, admin, 'after a status change and a move to another bureau');
      expect((await request.delete(`${API}/wp/v2/berita/${news.id}`, { headers: bearer(admin) })).status()).toBe(200);
      await expectTotalsRight(request, admin, 'after a trash');
      expect((await request.delete(`${API}/wp/v2/artikel/${article.id}?force=true`, { headers: bearer(admin) })).status()).toBe(200);
      await expectTotalsRight(request, admin, 'after a delete');
    } finally {
      for (const post of made) await request.delete(`${API}/wp/v2/${post.type}/${post.id}?force=true`, { headers: bearer(admin) });
    }
  });

  test('only a list of type, statuses and bureau takes the kept total: a search, an author and another bureau’s scope count their rows', async ({ request }) => {
    const admin = await token(request, 'admin', ADMIN_PASSWORD);
    const humas = await token(request, 'admin_humas');
    const total = async (jwt: string, query: string) => Number((await request.get(`${API}/wp/v2/berita?per_page=1&_fields=id&${query}`, { headers: bearer(jwt) })).headers()['x-wp-total']);
    const kept = { plain: await total(admin, 'status=publish&bureau=humas'), own: await total(humas, 'status=pending,publish&bureau=humas'), other: await total(humas, 'status=pending,publish&bureau=umum') };
    const searched = await total(admin, 'status=publish&bureau=humas&search=biro');
    const authored = `status=publish&bureau=humas&author=${db("SELECT ID FROM wp_users WHERE user_login = 'admin_humas'")}`;
    const byAuthor = await total(admin, authored);
    // Lists with rows to count, so an unchanged total below means they were counted, not empty.
    expect(searched).toBeGreaterThan(0);
    expect(byAuthor).toBeGreaterThan(0);
    // A wrong kept figure shows in the lists that read it, and in no other.
    for (const bureau of ['humas', 'umum']) db(`UPDATE wp_bua_post_counts SET posts = posts + 1000 WHERE post_type = 'berita' AND bureau = '${bureau}' AND post_status = 'publish' ORDER BY chunk LIMIT 1`);
    try {
      expect(await total(admin, 'status=publish&bureau=humas')).toBe(kept.plain + 1000);
      // admin_humas's own bureau is within its scope whole: the kept total.
      expect(await total(humas, 'status=pending,publish&bureau=humas')).toBe(kept.own + 1000);
      // Another bureau's pending posts are outside it: the scope's condition, counted row by row.
      expect(await total(humas, 'status=pending,publish&bureau=umum')).toBe(kept.other);
      expect(await total(admin, 'status=publish&bureau=humas&search=biro')).toBe(searched);
      expect(await total(admin, authored)).toBe(byAuthor);
    } finally {
      // The schema upgrade counts every chunk again.
      db("UPDATE wp_options SET option_value = '0' WHERE option_name = 'bua_db_version'");
      await request.get(`${API}/wp/v2/berita?per_page=1&_fields=id`);
    }
    expect(await total(admin, 'status=publish&bureau=humas')).toBe(kept.plain);
  });
});

/** One statement in the local WordPress's database (scripts/wp/lib.sh's `db`, as root over its socket); its one value. */
function db(sql: string): string {
  return execFileSync('bash', ['-c', '. scripts/wp/lib.sh && db --batch --skip-column-names bua_wp -e "$1"', 'db', sql], { encoding: 'utf8' }).trim();
}
