import { expect, type APIRequestContext } from '@playwright/test';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** One address of a child sitemap. */
export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

/** One child of the sitemap index: its path on the portal, its lastmod there, and its addresses. */
export interface SitemapChildRead {
  path: string;
  lastmod?: string;
  urls: SitemapUrl[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

/** GET an XML answer of the portal, well-formed, parsed. */
export async function readXml(request: APIRequestContext, path: string): Promise<Record<string, Record<string, unknown>>> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toContain('xml');
  const xml = await response.text();
  expect(XMLValidator.validate(xml), `${path} is well-formed XML`).toBe(true);
  return parser.parse(xml) as Record<string, Record<string, unknown>>;
}

/** /sitemap.xml (a sitemap index) and each child it names, read as a crawler reads them. */
export async function readSitemaps(request: APIRequestContext, base: string): Promise<SitemapChildRead[]> {
  const index = (await readXml(request, '/sitemap.xml')).sitemapindex!;
  expect(index['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
  const entries = (index.sitemap ?? []) as { loc: string; lastmod?: string }[];
  const children: SitemapChildRead[] = [];
  for (const entry of entries) {
    expect(entry.loc.startsWith(`${base}/sitemaps/`), entry.loc).toBe(true);
    const path = entry.loc.slice(base.length);
    const urlset = (await readXml(request, path)).urlset!;
    expect(urlset['@_xmlns'], path).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    children.push({ path, lastmod: entry.lastmod, urls: (urlset.url ?? []) as SitemapUrl[] });
  }
  return children;
}
