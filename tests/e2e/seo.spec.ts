import { expect, test, type APIRequestContext } from './fixtures';
import { headOf, jsonLdBlocks, linkHref, metaContent, PREVIEW_BOT } from './helpers/meta';
import { plainTitle, wpPosts, wpReadHeaders, wpToken, WP_URL } from './helpers/wp';

const CONTENT_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan', 'sakip'] as const;

/** Every published slug of a type straight from WordPress (anonymous, paged), and X-WP-Total. */
async function wpPublished(request: APIRequestContext, type: string): Promise<{ total: number; slugs: string[] }> {
  const slugs: string[] = [];
  let total = 0;
  for (let page = 1; ; page += 1) {
    const response = await request.get(`${WP_URL}/wp-json/wp/v2/${type}?status=publish&per_page=100&page=${page}&_fields=slug`, { headers: wpReadHeaders() });
    expect(response.status()).toBe(200);
    total = Number(response.headers()['x-wp-total']);
    slugs.push(...((await response.json()) as { slug: string }[]).map((item) => item.slug));
    if (page >= Number(response.headers()['x-wp-totalpages'])) break;
  }
  return { total, slugs };
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  // The index names its children; the children list the addresses.
  const locs = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const paths: string[] = [];
  for (const child of await locs('/sitemap.xml')) paths.push(...(await locs(child)));
  return paths;
}

test.describe('discoverability', () => {
  test('the sitemap lists every published post of every type (X-WP-Total each) and no private or pending one', async ({ request }) => {
    const paths = await sitemapPaths(request);
    expect(new Set(paths).size).toBe(paths.length);
    for (const type of CONTENT_TYPES) {
      const { total, slugs } = await wpPublished(request, type);
      expect(slugs).toHaveLength(total);
      const listed = new Set(paths.filter((path) => path.startsWith(`/${type}/`) && path.split('/').length === 3 && path !== '/berita/arsip'));
      expect(listed.size, `${type}: sitemap entries vs X-WP-Total`).toBe(total);
      for (const slug of slugs) expect(listed.has(`/${type}/${slug}`), `${type}/${slug}`).toBe(true);
    }

    const token = await wpToken(request, 'admin_humas');
    for (const status of ['private', 'pending']) {
      const hidden = await wpPosts(request, 'berita', { status, per_page: 100 }, token);
      expect(hidden.length, `the seed has ${status} humas berita`).toBeGreaterThan(0);
      for (const post of hidden) expect(paths).not.toContain(`/berita/${post.slug}`);
    }
    // Static pages are there too.
    for (const path of ['/', '/berita', '/berita/arsip', '/berita/biro/humas', '/sakip', '/profil', '/BiroHumas']) expect(paths).toContain(path);
  });

  test('robots.txt allows crawling and names the sitemap', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/User-Agent: \*/i);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain('Disallow: /admin');
    expect(text).not.toMatch(/Disallow: \/share/);
  });

  test('a detail page has title, description, canonical, Open Graph, NewsArticle and BreadcrumbList', async ({ request, baseURL }) => {
    const [post] = await wpPosts(request, 'berita', { bureau: 'humas', per_page: 1 });
    const title = plainTitle(post!);
    const html = await (await request.get(`/berita/biro/humas/${post!.slug}`, { headers: { 'User-Agent': PREVIEW_BOT } })).text();
    const head = headOf(html);
    expect(head).toContain(`<title>${title.replace(/&/g, '&amp;')} | BUA Mahkamah Agung RI</title>`);
    expect(metaContent(head, 'description')?.length).toBeGreaterThan(20);
    expect(linkHref(head, 'canonical')).toBe(`${baseURL}/berita/${post!.slug}`);
    expect(metaContent(head, 'og:title')).toBe(title);
    expect(metaContent(head, 'og:type')).toBe('article');
    expect(metaContent(head, 'og:url')).toBe(`${baseURL}/berita/${post!.slug}`);
    expect(metaContent(head, 'og:image')).toMatch(/^https?:\/\//);

    const blocks = jsonLdBlocks(html);
    const article = blocks.find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ '@context': 'https://schema.org', headline: title.slice(0, 110), url: `${baseURL}/berita/${post!.slug}` });
    expect(article?.datePublished).toBeTruthy();
    const breadcrumb = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; name: string; item?: string }[] };
    expect(breadcrumb.itemListElement.map((item) => item.name)).toEqual(['BUA', 'Berita', 'Hukum dan Hubungan Masyarakat', title]);
    expect(breadcrumb.itemListElement[2]).toMatchObject({ position: 3, item: `${baseURL}/berita/biro/humas` });
  });

  test('each content type has an RSS feed, announced by its landing list', async ({ request, baseURL }) => {
    for (const type of CONTENT_TYPES) {
      const response = await request.get(`/feed/${type}.xml`);
      expect(response.status(), type).toBe(200);
      expect(response.headers()['content-type']).toContain('application/rss+xml');
      const xml = await response.text();
      expect(xml).toContain('<rss version="2.0"');
      const [newest] = await wpPosts(request, type, { per_page: 1 });
      expect(xml).toContain(`<link>${baseURL}/${type}/${newest!.slug}</link>`);
    }
    expect((await request.get('/feed/tidak-ada.xml')).status()).toBe(404);

    const landing = headOf(await (await request.get('/berita', { headers: { 'User-Agent': PREVIEW_BOT } })).text());
    expect(linkHref(landing, 'alternate', 'application/rss+xml')).toBe(`${baseURL}/feed/berita.xml`);
    expect(linkHref(landing, 'canonical')).toBe(`${baseURL}/berita`);
    expect(metaContent(landing, 'og:title')).toBe('Berita');
    expect(metaContent(landing, 'description')).toBeTruthy();
  });

  test('the search page has its metadata and is kept out of the index', async ({ request, baseURL }) => {
    const head = headOf(await (await request.get('/search?term=BUA', { headers: { 'User-Agent': PREVIEW_BOT } })).text());
    expect(head).toContain('<title>Pencarian: BUA | BUA Mahkamah Agung RI</title>');
    expect(linkHref(head, 'canonical')).toBe(`${baseURL}/search`);
    expect(metaContent(head, 'robots')).toBe('noindex, follow');
    expect(metaContent(head, 'og:title')).toBe('Pencarian: BUA');
  });
});
