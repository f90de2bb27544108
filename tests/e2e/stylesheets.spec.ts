import { expect, test } from './fixtures';
import { newestPostPath, PUBLIC_PAGE_KINDS } from './helpers/routes';

/**
 * The site's styles come as files of the build, each sent once: never as text in a page's HTML or
 * in its RSC payload (the flight data a client navigation reads), and kept by the browser for a
 * year, so a visitor's second page downloads no CSS. Post bodies' rules come only with a post.
 */

const ONE_YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';

/** Every public page kind, the archive and a search's results too. */
const PAGES: typeof PUBLIC_PAGE_KINDS = [...PUBLIC_PAGE_KINDS, ['archive', () => '/berita/arsip'], ['search results', () => '/search?term=zona']];

/** The stylesheets a page links, in order. */
const stylesheetsOf = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]+\.css)"/g)].map((match) => match[1]!);

/** Pieces of a stylesheet's text long enough to be found nowhere else: a rule every 2,000 characters. */
function samplesOf(css: string): string[] {
  const samples: string[] = [];
  for (let at = 0; at + 80 < css.length; at += 2000) samples.push(css.slice(at, at + 80));
  return samples;
}

for (const [name, pathOf] of PAGES) {
  test(`${name}: its stylesheets are linked files of the build, cached for a year; no CSS text in its HTML or RSC payload`, async ({ request }) => {
    const path = await pathOf(request);
    const page = await request.get(path);
    expect(page.status(), path).toBe(200);
    const html = await page.text();
    expect(html).not.toMatch(/<style[^>]*>[^<]*tailwindcss/);
    const sheets = stylesheetsOf(html);
    expect(sheets.length, `${path} links its stylesheet`).toBeGreaterThan(0);
    // The RSC payload a client navigation to this page reads.
    const flight = await request.get(path, { headers: { RSC: '1' } });
    expect(flight.status()).toBe(200);
    const payload = await flight.text();
    for (const sheet of sheets) {
      expect(sheet).toMatch(/^\/_next\/static\/css\/[\w-]+\.css$/);
      const answer = await request.get(sheet);
      expect(answer.status(), sheet).toBe(200);
      expect(answer.headers()['cache-control'], sheet).toBe(ONE_YEAR_IMMUTABLE);
      const css = await answer.text();
      for (const sample of samplesOf(css)) {
        expect(html.includes(sample), `${sheet} text in the HTML of ${path}`).toBe(false);
        expect(payload.includes(sample), `${sheet} text in the RSC payload of ${path}`).toBe(false);
      }
    }
  });
}

test('post bodies’ rules come with a post only', async ({ request }) => {
  const postSheets = stylesheetsOf(await (await request.get(await newestPostPath(request))).text());
  const homeSheets = stylesheetsOf(await (await request.get('/')).text());
  const homeCss = (await Promise.all(homeSheets.map(async (sheet) => (await request.get(sheet)).text()))).join('');
  const postCss = (await Promise.all(postSheets.map(async (sheet) => (await request.get(sheet)).text()))).join('');
  expect(postCss).toContain('.wp-content');
  expect(homeCss).not.toContain('.wp-content');
});

test('a second page of a visit downloads no CSS: the first page’s stylesheet comes from the browser’s cache', async ({ page }) => {
  await page.goto('/berita');
  const firstSheets = await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.css')).map((entry) => entry.name));
  expect(firstSheets.length).toBeGreaterThan(0);
  await page.goto('/berita/biro/humas');
  const second = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) => entry.name.endsWith('.css')).map((entry) => ({ name: entry.name, transferSize: entry.transferSize })),
  );
  expect(second.map((entry) => entry.name).sort()).toEqual([...firstSheets].sort());
  for (const entry of second) expect(entry.transferSize, entry.name).toBe(0);
});
