import { expect, test, type APIRequestContext } from './fixtures';
import { parseFeed } from '@rowanmanning/feed-parser';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import ogs from 'open-graph-scraper';
import { structuredDataTest, type SdttResult } from 'structured-data-testing-tool';
import { Google } from 'structured-data-testing-tool/presets';
import { expectedInstant, wpDated, WITH_OFFSET, type WpDated } from './helpers/dates';
import { jsonLdBlocks, pngSize, PREVIEW_BOT } from './helpers/meta';
import { readSitemaps } from './helpers/sitemap';
import { wpDeletePost } from './helpers/staff';
import { plainTitle, wpToken, WP_URL } from './helpers/wp';

/**
 * The portal as clients nobody here wrote read it: a feed parser on every feed, an Open Graph
 * scraper on a share and a detail page, a structured-data checker with Google's Article
 * properties, an XML parser on both sitemaps. Each compares with WordPress's own values.
 */

const CONTENT_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan', 'sakip'] as const;
const NEWS_TYPES = ['berita', 'artikel', 'pengumuman', 'undangan'] as const;
/** Google News: articles of the last two days. */
const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
/** Behaviour §2.1: the news sitemap's publication. */
const PUBLICATION = { name: 'Badan Urusan Administrasi Mahkamah Agung RI', language: 'id' };

const utc = (gmt: string) => new Date(`${gmt}Z`).getTime();
const slugOf = (url: string) => decodeURIComponent(new URL(url).pathname.split('/').pop()!);

/** The seeded humas berita of the share tests (a featured image, a bureau). */
async function sharedPost(request: APIRequestContext): Promise<WpDated> {
  const [post] = await wpDated(request, 'berita', { search: 'Sosialisasi Zona Integritas', per_page: 1 });
  expect(post).toBeTruthy();
  return post!;
}

async function scrape(url: string) {
  const { error, result } = await ogs({
    url,
    fetchOptions: { headers: { 'user-agent': PREVIEW_BOT } },
    // The library's defaults, but the portal under test answers on localhost: no top-level domain.
    urlValidatorSettings: {
      allow_fragments: true,
      allow_protocol_relative_urls: false,
      allow_query_components: true,
      allow_trailing_dot: false,
      allow_underscores: false,
      protocols: ['http', 'https'],
      require_host: true,
      require_port: false,
      require_protocol: false,
      require_tld: false,
      require_valid_protocol: true,
      validate_length: true,
    },
  });
  expect(error, JSON.stringify(result)).toBe(false);
  return result;
}

const xmlParser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' });

async function parsedXml(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  const xml = await response.text();
  expect(XMLValidator.validate(xml), `${path} is well-formed XML`).toBe(true);
  return { response, doc: xmlParser.parse(xml) as { urlset: Record<string, unknown> & { url?: Array<Record<string, unknown>> } } };
}

interface NewsUrl {
  loc: string;
  'news:news': { 'news:publication': { 'news:name': string; 'news:language': string }; 'news:publication_date': string; 'news:title': string };
}

async function newsSitemap(request: APIRequestContext) {
  const { response, doc } = await parsedXml(request, '/sitemap-news.xml');
  expect(doc.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  expect(doc.urlset['@_xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
  return { response, urls: (doc.urlset.url ?? []) as unknown as NewsUrl[] };
}

/** Polls the news sitemap until `check` holds; its entries then, or null after `limitMs`. */
async function newsSitemapUntil(request: APIRequestContext, check: (urls: NewsUrl[]) => boolean, limitMs: number): Promise<NewsUrl[] | null> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const { urls } = await newsSitemap(request);
    if (check(urls)) return urls;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return null;
}

test.describe('read by clients nobody here wrote', () => {
  test('a feed parser reads every feed; each item is dated with WordPress\'s instant (date_gmt)', async ({ request }) => {
    for (const type of CONTENT_TYPES) {
      const feed = parseFeed(await (await request.get(`/feed/${type}.xml`)).text());
      const newest = await wpDated(request, type, { per_page: 20 });
      expect(feed.language, type).toBe('id');
      expect(feed.items.map((item) => slugOf(item.url!)), type).toEqual(newest.map((post) => decodeURIComponent(post.slug)));
      for (const [index, item] of feed.items.entries()) {
        expect(item.published?.getTime(), `${type}/${newest[index]!.slug}`).toBe(utc(newest[index]!.date_gmt));
      }
      if (newest.length > 0) expect(feed.updated?.getTime(), `${type}: last build`).toBe(utc(newest[0]!.date_gmt));
    }
  });

  test('an Open Graph scraper reads /share/{slug}: title, description, the 1200×630 image, alt texts and times', async ({ request, baseURL }) => {
    const post = await sharedPost(request);
    const title = plainTitle(post);
    const result = await scrape(`${baseURL}/share/${post.slug}`);
    const alt = `${title} — Berita Biro Hukum dan Hubungan Masyarakat, Badan Urusan Administrasi Mahkamah Agung RI`;
    expect(result).toMatchObject({ ogTitle: title, ogType: 'article', ogUrl: `${baseURL}/share/${post.slug}`, twitterCard: 'summary_large_image', twitterTitle: title });
    expect(result.ogDescription?.length).toBeGreaterThan(20);
    expect(result.ogImage).toHaveLength(1);
    expect(result.ogImage![0]).toMatchObject({ width: '1200', height: '630', alt, type: 'image/png' });
    expect(result.twitterImage).toEqual([expect.objectContaining({ url: result.ogImage![0]!.url, alt })]);
    expect(result.articlePublishedTime).toBe(expectedInstant(post.date, post.date_gmt));
    expect(result.articleModifiedTime).toBe(expectedInstant(post.modified, post.modified_gmt));
    const image = await request.get(new URL(result.ogImage![0]!.url).pathname);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body())).toEqual({ width: 1200, height: 630 });
  });

  test('an Open Graph scraper reads a detail page: image with its alt text for both cards, and both times', async ({ request, baseURL }) => {
    const post = await sharedPost(request);
    const result = await scrape(`${baseURL}/berita/${post.slug}`);
    const alt = result.ogImage?.[0]?.alt;
    expect(alt, 'og:image:alt (the media alt text, else the title)').toBeTruthy();
    expect(result.twitterImage).toEqual([expect.objectContaining({ url: result.ogImage![0]!.url, alt })]);
    expect(result.articlePublishedTime).toBe(expectedInstant(post.date, post.date_gmt));
    expect(result.articleModifiedTime).toBe(expectedInstant(post.modified, post.modified_gmt));
  });

  test("a structured-data checker finds every Article property Google requires and recommends on a detail page", async ({ request, baseURL }) => {
    const post = await sharedPost(request);
    const html = await (await request.get(`/berita/biro/humas/${post.slug}`, { headers: { 'User-Agent': PREVIEW_BOT } })).text();
    // Google's Article guide: author (name, url), datePublished, dateModified, headline, image; the
    // tool's Google preset adds publisher and its logo. A warning counts as a failure here.
    const recommended = ['author.name', 'author.url', 'datePublished', 'dateModified', 'headline', 'image', 'publisher.name', 'publisher.logo.url'].map((property) => ({ test: `NewsArticle[*].${property}` }));
    let result: SdttResult;
    try {
      // A copy: the tool appends its own tests to the list it is given.
      result = await structuredDataTest(html, { presets: [Google], schemas: ['jsonld:NewsArticle'], tests: recommended.map((item) => ({ ...item })) });
    } catch (error) {
      const failed = (error as { res?: SdttResult }).res;
      throw new Error(`structured data refused: ${JSON.stringify(failed ? { failed: failed.failed, warnings: failed.warnings } : String(error))}`);
    }
    expect(result.schemas).toContain('NewsArticle');
    expect(result.failed).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.passed.map((item) => item.test)).toEqual(expect.arrayContaining(recommended.map((item) => item.test)));
    // The tool checks presence; the values: WordPress's instants with their offset, absolute addresses.
    const article = jsonLdBlocks(html).find((block) => block['@type'] === 'NewsArticle')!;
    expect(article).toMatchObject({ '@type': 'NewsArticle', datePublished: expectedInstant(post.date, post.date_gmt), dateModified: expectedInstant(post.modified, post.modified_gmt) });
    expect((article.image as string[])[0]).toMatch(/^https?:\/\//);
    expect((article.author as { url: string }).url).toBe(`${baseURL}/BiroHumas`);
  });

  test('an XML parser reads /sitemap.xml and its children: every entry at an absolute address, post entries dated with WordPress\'s modified instant', async ({ request, baseURL }) => {
    const children = await readSitemaps(request, baseURL!);
    for (const child of children) if (child.lastmod !== undefined) expect(child.lastmod, child.path).toMatch(WITH_OFFSET);
    const urls = children.flatMap((child) => child.urls);
    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url.loc.startsWith(`${baseURL}/`), url.loc).toBe(true);
      if (url.lastmod !== undefined) expect(url.lastmod, url.loc).toMatch(WITH_OFFSET);
    }
    const lastmod = new Map(urls.map((url) => [url.loc, url.lastmod]));
    for (const post of await wpDated(request, 'berita', { per_page: 20 })) {
      expect(lastmod.get(`${baseURL}/berita/${post.slug}`), post.slug).toBe(expectedInstant(post.modified, post.modified_gmt));
    }
  });

  test('an XML parser reads /sitemap-news.xml: the posts of the last two days with publication, title and date; a post published now joins it', async ({ request, baseURL }) => {
    test.setTimeout(90_000);
    const now = Date.now();
    const recentOf = async () => (await Promise.all(NEWS_TYPES.map(async (type) => (await wpDated(request, type, { per_page: 100 })).map((post) => ({ type, post }))))).flat();
    const all = await recentOf();
    const { response, urls } = await newsSitemap(request);
    // Kept like the other sitemap (whatever the caching policy of both becomes).
    expect(response.headers()['cache-control']).toBe((await request.get('/sitemap.xml')).headers()['cache-control']);
    expect(response.headers()['content-type']).toContain('xml');
    const listed = new Map(urls.map((url) => [url.loc, url]));

    // The window, against WordPress's instants: a minute's slack at its edge for the time this takes.
    const inWindow = all.filter(({ post }) => utc(post.date_gmt) >= now - NEWS_WINDOW_MS + 60_000);
    const outside = all.filter(({ post }) => utc(post.date_gmt) < now - NEWS_WINDOW_MS - 60_000);
    expect(outside.length, 'the seed has posts older than two days').toBeGreaterThan(0);
    for (const { type, post } of outside) expect(listed.has(`${baseURL}/${type}/${post.slug}`), `${type}/${post.slug} is too old`).toBe(false);
    for (const { type, post } of inWindow) {
      expect(listed.get(`${baseURL}/${type}/${post.slug}`)?.['news:news'], `${type}/${post.slug}`).toEqual({
        'news:publication': { 'news:name': PUBLICATION.name, 'news:language': PUBLICATION.language },
        'news:publication_date': expectedInstant(post.date, post.date_gmt),
        'news:title': plainTitle(post),
      });
    }
    expect(urls.length).toBeLessThanOrEqual(1000);
    for (const url of urls) expect(new Date(url['news:news']['news:publication_date']).getTime(), url.loc).toBeGreaterThanOrEqual(now - NEWS_WINDOW_MS - 60_000);

    // Published now through WordPress: listed on its notice, with WordPress's instant; gone when deleted.
    const token = await wpToken(request, 'admin_humas');
    const title = `Berita Peta Situs Uji ${Date.now()}`;
    const created = await request.post(`${WP_URL}/wp-json/wp/v2/berita`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title, status: 'publish', content: '<p>Diterbitkan oleh uji peta situs berita.</p>' },
    });
    expect(created.status(), await created.text()).toBe(201);
    const fresh = (await created.json()) as WpDated;
    const loc = `${baseURL}/berita/${fresh.slug}`;
    try {
      const after = await newsSitemapUntil(request, (entries) => entries.some((entry) => entry.loc === loc), 15_000);
      expect(after, 'the new post is in the news sitemap').not.toBeNull();
      const entry = after!.find((item) => item.loc === loc)!;
      expect(entry['news:news']['news:title']).toBe(title);
      expect(entry['news:news']['news:publication_date']).toBe(expectedInstant(fresh.date, fresh.date_gmt));
      expect(after![0]!.loc, 'newest first').toBe(loc);
    } finally {
      await wpDeletePost(request, token, 'berita', fresh.id);
    }
    expect(await newsSitemapUntil(request, (entries) => !entries.some((entry) => entry.loc === loc), 15_000), 'gone once deleted').not.toBeNull();
  });

  test('robots.txt names both sitemaps', async ({ request, baseURL }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap-news.xml`);
  });
});
