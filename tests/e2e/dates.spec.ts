import { expect, test, type APIRequestContext } from './fixtures';
import { expectedInstant, longDateOf, timeElements, wpDated, WITH_OFFSET, type WpDated } from './helpers/dates';
import { headOf, jsonLdBlocks, metaContent, PREVIEW_BOT } from './helpers/meta';
import { readSitemaps } from './helpers/sitemap';

/**
 * The date rule end to end (behaviour §3 "Dates"), on the seeded berita published at 00:30 WIB
 * (wordpress/seed/seed.php): the previous day in UTC, so a date read or written in the wrong zone
 * shows a day off or an instant 7 hours off.
 */
async function midnightPost(request: APIRequestContext): Promise<WpDated> {
  const [post] = await wpDated(request, 'berita', { search: 'Sosialisasi Zona Integritas', per_page: 1 });
  expect(post, 'the seeded Zona Integritas berita').toBeTruthy();
  // The seed's premise: 00:30 in Jakarta is the day before in UTC.
  expect(post!.date.slice(11, 16)).toBe('00:30');
  expect(post!.date_gmt.slice(0, 10) < post!.date.slice(0, 10)).toBe(true);
  return post!;
}

const page = async (request: APIRequestContext, path: string) => {
  const response = await request.get(path, { headers: { 'User-Agent': PREVIEW_BOT } });
  expect(response.status(), path).toBe(200);
  return response.text();
};

test.describe('the instant of every date (WordPress date_gmt / modified_gmt, written with +07:00)', () => {
  test('the detail page: <time>, JSON-LD and article:* times are WordPress\'s instants; the visible date is the Jakarta day', async ({ request }) => {
    const post = await midnightPost(request);
    const published = expectedInstant(post.date, post.date_gmt);
    const modified = expectedInstant(post.modified, post.modified_gmt);
    const html = await page(request, `/berita/biro/humas/${post.slug}`);

    expect(timeElements(html)).toContainEqual({ datetime: published, text: longDateOf(post.date) });
    const article = jsonLdBlocks(html).find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({ datePublished: published, dateModified: modified });
    const head = headOf(html);
    expect(metaContent(head, 'article:published_time')).toBe(published);
    expect(metaContent(head, 'article:modified_time')).toBe(modified);
  });

  test('the share page carries the same instants and day', async ({ request }) => {
    const post = await midnightPost(request);
    const published = expectedInstant(post.date, post.date_gmt);
    const html = await page(request, `/share/${post.slug}`);
    expect(timeElements(html)).toContainEqual({ datetime: published, text: longDateOf(post.date) });
    expect(metaContent(headOf(html), 'article:published_time')).toBe(published);
    expect(metaContent(headOf(html), 'article:modified_time')).toBe(expectedInstant(post.modified, post.modified_gmt));
  });

  test('RSS pubDate is the UTC instant (not the Jakarta wall clock marked GMT); sitemap lastmod the modified instant', async ({ request, baseURL }) => {
    const post = await midnightPost(request);
    const rss = await (await request.get('/feed/berita.xml')).text();
    const item = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!).find((body) => body.includes(`/berita/${post.slug}</link>`));
    expect(item, 'the post is in the berita feed').toBeTruthy();
    expect(/<pubDate>([^<]+)<\/pubDate>/.exec(item!)?.[1]).toBe(new Date(`${post.date_gmt}Z`).toUTCString());

    const urls = (await readSitemaps(request, baseURL!)).flatMap((child) => child.urls);
    const entry = urls.find((url) => url.loc.endsWith(`/berita/${post.slug}`));
    expect(entry?.lastmod).toBe(expectedInstant(post.modified, post.modified_gmt));
  });

  test('the search result shows the Jakarta day and the instant', async ({ request }) => {
    const post = await midnightPost(request);
    const html = await page(request, `/search?term=${encodeURIComponent('Sosialisasi Zona Integritas')}`);
    expect(timeElements(html)).toContainEqual({ datetime: expectedInstant(post.date, post.date_gmt), text: longDateOf(post.date) });
  });

  test('every <time> of the public pages carries its offset', async ({ request }) => {
    for (const path of ['/', '/berita', '/artikel/biro/humas', '/berita/arsip', '/sakip', '/search?term=rapat']) {
      const times = timeElements(await page(request, path));
      expect(times.length, `${path} shows dates`).toBeGreaterThan(0);
      for (const time of times) expect(time.datetime, path).toMatch(WITH_OFFSET);
    }
  });
});
