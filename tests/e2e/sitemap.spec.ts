import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from './fixtures';
import { readSitemaps } from './helpers/sitemap';
import { wpCreatePost, wpDeletePost } from './helpers/staff';
import { asPortal } from './helpers/portalKey';
import { WP_URL, wpReadHeaders, wpToken } from './helpers/wp';

/**
 * The sitemap by the protocol (sitemaps.org): /sitemap.xml is an index of children, the static
 * pages' and one per type and block of post IDs, each within SITEMAP_CHILD_POSTS addresses (set
 * small by scripts/e2e.sh, so the demo's posts span several children; 50,000 in production). A
 * publish refreshes the index and the one child of its ID: a few WordPress requests, whatever the
 * archive's size.
 */
const CHILD_POSTS = Number(process.env.SITEMAP_CHILD_POSTS) || 50_000;
const TYPES = ['berita', 'artikel', 'pengumuman', 'undangan', 'sakip'] as const;

/** Every published post of a type as WordPress lists it to the portal's server (id, slug). */
async function publishedPosts(request: APIRequestContext, type: string): Promise<{ id: number; slug: string }[]> {
  const posts: { id: number; slug: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?status=publish&per_page=100&page=${page}&_fields=id,slug`, { headers: wpReadHeaders() });
    if (response.status() === 400) break; // past the last page
    const items = (await response.json()) as { id: number; slug: string }[];
    posts.push(...items);
    if (items.length < 100) break;
  }
  return posts;
}

/** WordPress's own log of the requests it answered (scripts/wp-start.sh's PHP server). */
const WP_LOG = path.join(process.cwd(), '.wordpress', 'logs', 'php-server.log');
const logSize = () => statSync(WP_LOG).size;
/** The sitemap reads WordPress answered since `from` bytes of its log. */
const sitemapReadsSince = (from: number) => (readFileSync(WP_LOG).subarray(from).toString('utf8').match(/\]: GET \/wp-json\/bua\/v1\/sitemap\//g) ?? []).length;

test('the index names each child once; each child holds its block’s published posts, every one exactly once, within the protocol’s limit', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const children = await readSitemaps(request, baseURL!);
  expect(children[0]!.path).toBe('/sitemaps/halaman.xml');
  expect(children[0]!.urls.map((url) => url.loc)).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/berita/arsip`, `${baseURL}/BiroHumas`]));
  expect(new Set(children.map((child) => child.path)).size).toBe(children.length);
  for (const child of children) {
    expect(child.urls.length, child.path).toBeGreaterThan(0);
    expect(child.urls.length, child.path).toBeLessThanOrEqual(Math.min(CHILD_POSTS, 50_000));
  }
  // The demo's posts span several blocks at this child size.
  expect(children.filter((child) => child.path.startsWith('/sitemaps/berita-')).length).toBeGreaterThan(1);

  const listed = children.slice(1).flatMap((child) => child.urls.map((url) => ({ loc: url.loc, child: child.path })));
  expect(new Set(listed.map((entry) => entry.loc)).size, 'no address is listed twice').toBe(listed.length);
  const where = new Map(listed.map((entry) => [entry.loc, entry.child]));
  let expected = 0;
  for (const type of TYPES) {
    for (const post of await publishedPosts(request, type)) {
      expected += 1;
      expect(where.get(`${baseURL}/${type}/${post.slug}`), `${type}/${post.slug}`).toBe(`/sitemaps/${type}-${Math.floor(post.id / CHILD_POSTS)}.xml`);
    }
  }
  expect(listed.length, 'the children list every published post, and nothing else').toBe(expected);
});

test('an unknown child, a child of another spelling and an empty block answer 404', async ({ request }) => {
  for (const file of ['lain-0.xml', 'berita-01.xml', 'berita-9999999.xml', 'Berita-0.xml', 'berita.xml']) {
    const response = await request.get(`/sitemaps/${file}`);
    expect(response.status(), file).toBe(404);
  }
});

test('a publish appears in its child and the index within 5 s, for a few WordPress requests, and leaves every other child as it was', async ({ request, baseURL }) => {
  test.setTimeout(90_000);
  const before = await readSitemaps(request, baseURL!);
  const token = await wpToken(request, 'admin_humas');
  const from = logSize();
  const post = await wpCreatePost(request, token, 'berita', { title: `Peta Situs ${Date.now()}`, date: new Date().toISOString().slice(0, 19) });
  try {
    const child = `/sitemaps/berita-${Math.floor(post.id / CHILD_POSTS)}.xml`;
    let after = before;
    await expect(async () => {
      after = await readSitemaps(request, baseURL!);
      expect(after.find((entry) => entry.path === child)?.urls.map((url) => url.loc)).toContain(`${baseURL}/berita/${post.slug}`);
    }).toPass({ timeout: 5_000 });
    // The index and that child, read again once per notice WordPress sent (a new post sends a few): never the whole archive.
    expect(sitemapReadsSince(from)).toBeLessThanOrEqual(10);
    for (const other of before.filter((entry) => entry.path !== child && entry.path !== '/sitemaps/halaman.xml')) {
      expect(after.find((entry) => entry.path === other.path)?.urls, other.path).toEqual(other.urls);
    }
    // Unpublished, it leaves its child within 5 s too.
    const unpublish = await request.post(`${WP_URL}/wp-json/wp/v2/berita/${post.id}`, { headers: { Authorization: `Bearer ${token}` }, data: { status: 'draft' } });
    expect(unpublish.status()).toBe(200);
    await expect(async () => {
      const urls = (await readSitemaps(request, baseURL!)).flatMap((entry) => entry.urls.map((url) => url.loc));
      expect(urls).not.toContain(`${baseURL}/berita/${post.slug}`);
    }).toPass({ timeout: 5_000 });
  } finally {
    await wpDeletePost(request, token, 'berita', post.id);
  }
});

/** WordPress's index figures for blocks of `size` IDs: type → block → [posts, last change]. */
async function indexFigures(request: APIRequestContext, size: number): Promise<Record<string, [number, string]>> {
  const response = await request.get(`${WP_URL}/wp-json/bua/v1/sitemap/blocks?size=${size}`, { headers: asPortal() });
  expect(response.status()).toBe(200);
  const { blocks } = (await response.json()) as { blocks: { type: string; block: number; posts: number; modified_gmt: string }[] };
  return Object.fromEntries(blocks.map((block) => [`${block.type}-${block.block}`, [block.posts, new Date(`${block.modified_gmt.replace(/Z$/, '')}Z`).toISOString()]]));
}

/** The same figures counted here from every published post WordPress lists. */
async function countedFigures(request: APIRequestContext, size: number): Promise<Record<string, [number, string]>> {
  const figures: Record<string, [number, string]> = {};
  for (const type of TYPES) {
    for (let page = 1; ; page += 1) {
      const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?status=publish&per_page=100&page=${page}&_fields=id,modified_gmt`, { headers: wpReadHeaders() });
      if (response.status() === 400) break;
      const items = (await response.json()) as { id: number; modified_gmt: string }[];
      for (const item of items) {
        const key = `${type}-${Math.floor(item.id / size)}`;
        const modified = new Date(`${item.modified_gmt}Z`).toISOString();
        const [posts, last] = figures[key] ?? [0, ''];
        figures[key] = [posts + 1, modified > last ? modified : last];
      }
      if (items.length < 100) break;
    }
  }
  return figures;
}

test('the index’s figures, kept as posts change, are the posts’ own: each block’s count and last change, through a publish, an edit, a trash and a delete', async ({ request }) => {
  test.setTimeout(90_000);
  const token = await wpToken(request, 'admin_humas');
  const headers = { Authorization: `Bearer ${token}` };
  const first = await wpCreatePost(request, token, 'berita', { title: `Peta Situs A ${Date.now()}` });
  const second = await wpCreatePost(request, token, 'artikel', { title: `Peta Situs B ${Date.now()}`, status: 'draft' });
  try {
    expect((await request.post(`${WP_URL}/wp-json/wp/v2/artikel/${second.id}`, { headers, data: { status: 'publish' } })).status()).toBe(200);
    expect((await request.post(`${WP_URL}/wp-json/wp/v2/berita/${first.id}`, { headers, data: { title: 'Peta Situs A, diubah' } })).status()).toBe(200);
    expect((await request.delete(`${WP_URL}/wp-json/wp/v2/artikel/${second.id}`, { headers })).status()).toBe(200);
    // Blocks of whole summary chunks (100, 300) and, read from the posts themselves, of 150.
    for (const size of [100, 300, 150]) expect(await indexFigures(request, size), `blocks of ${size}`).toEqual(await countedFigures(request, size));
    await wpDeletePost(request, token, 'berita', first.id);
    for (const size of [100, 300]) expect(await indexFigures(request, size), `blocks of ${size}, after a delete`).toEqual(await countedFigures(request, size));
  } finally {
    await wpDeletePost(request, token, 'berita', first.id);
    await wpDeletePost(request, token, 'artikel', second.id);
  }
});
