/** @jest-environment node */
import { XMLParser } from 'fast-xml-parser';
import { pagesSitemap, postSitemapPath, postsSitemap, sitemapIndexXml, staticSitemapPaths } from './sitemap';
import { postsSitemapPath, sitemapBlockOf, sitemapBlockSize, sitemapChildOf, PAGES_SITEMAP_PATH } from './sitemapBlocks';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

describe('sitemap', () => {
  it('lists the static pages of behaviour §2.1 (no search, share or staff screens)', () => {
    const paths = staticSitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/profil', '/BiroHumas', '/BiroSekretariatan', '/berita', '/undangan', '/berita/arsip', '/artikel/biro/keuangan', '/sakip']));
    expect(paths).toHaveLength(1 + 1 + 7 + 4 + 1 + 28 + 1);
    expect(paths.some((path) => /search|share|admin|redaktur|login/.test(path))).toBe(false);
    expect(pagesSitemap()[0]).toMatchObject({ url: 'https://bua.example.go.id/', priority: 1 });
  });

  it('lists a child’s posts at their canonical address with their last change, each once', () => {
    const berita = postsSitemap('berita', [{ slug: 'a', modified: '2026-03-01T17:00:00+07:00' }, { slug: 'b' }, { slug: 'a' }]);
    expect(berita.map((entry) => entry.url)).toEqual(['https://bua.example.go.id/berita/a', 'https://bua.example.go.id/berita/b']);
    expect(berita[0]).toMatchObject({ lastModified: '2026-03-01T17:00:00+07:00', changeFrequency: 'weekly' });
    expect(postsSitemap('sakip', [{ slug: 'renstra-2025' }]).map((entry) => entry.url)).toEqual(['https://bua.example.go.id/sakip/renstra-2025']);
  });

  it('writes a sitemaps.org index of its children, escaped', () => {
    const xml = sitemapIndexXml([{ path: PAGES_SITEMAP_PATH }, { path: postsSitemapPath('berita', 2), lastModified: '2026-03-01T17:00:00+07:00' }]);
    const doc = new XMLParser({ ignoreAttributes: false }).parse(xml) as { sitemapindex: { '@_xmlns': string; sitemap: { loc: string; lastmod?: string }[] } };
    expect(doc.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(doc.sitemapindex.sitemap).toEqual([
      { loc: 'https://bua.example.go.id/sitemaps/halaman.xml' },
      { loc: 'https://bua.example.go.id/sitemaps/berita-2.xml', lastmod: '2026-03-01T17:00:00+07:00' },
    ]);
  });

  it('splits posts into blocks of IDs within the protocol’s 50,000, and names each child by one address', () => {
    expect(sitemapBlockSize({} as NodeJS.ProcessEnv)).toBe(10_000);
    expect(sitemapBlockSize({ SITEMAP_CHILD_POSTS: '999999' } as unknown as NodeJS.ProcessEnv)).toBe(50_000);
    expect(sitemapBlockSize({ SITEMAP_CHILD_POSTS: '25' } as unknown as NodeJS.ProcessEnv)).toBe(25);
    expect(sitemapBlockSize({ SITEMAP_CHILD_POSTS: 'x' } as unknown as NodeJS.ProcessEnv)).toBe(10_000);
    expect([sitemapBlockOf(0, 50_000), sitemapBlockOf(49_999, 50_000), sitemapBlockOf(50_000, 50_000), sitemapBlockOf(123, 25)]).toEqual([0, 0, 1, 4]);
    expect(sitemapChildOf('halaman.xml')).toEqual({ kind: 'pages' });
    expect(sitemapChildOf('berita-3.xml')).toEqual({ kind: 'posts', type: 'berita', block: 3 });
    expect(sitemapChildOf('sakip-0.xml')).toEqual({ kind: 'posts', type: 'sakip', block: 0 });
    for (const file of ['berita-3', 'berita-03x.xml', 'halaman-1.xml', 'lain-1.xml', 'berita--1.xml', 'berita-1234567.xml', 'berita-03.xml', '../x.xml']) expect(sitemapChildOf(file)).toBeNull();
  });

  it('encodes non-Latin slugs once (WordPress sends them percent-encoded)', () => {
    expect(postSitemapPath('berita', '%e5%85%ac%e5%91%8a')).toBe('/berita/%E5%85%AC%E5%91%8A');
    expect(postSitemapPath('berita', 'biasa-saja')).toBe('/berita/biasa-saja');
    expect(postSitemapPath('berita', 'rusak%zz')).toBe('/berita/rusak%25zz');
  });
});
