/** @jest-environment node */
import { buildSitemap, postSitemapPath, staticSitemapPaths } from './sitemap';
import { stubEnv } from '@/tests/unit/env';

stubEnv({ SITE_URL: 'https://bua.example.go.id' });

describe('sitemap', () => {
  it('lists the static pages of behaviour §2.1 (no search, share or staff screens)', () => {
    const paths = staticSitemapPaths();
    expect(paths).toEqual(expect.arrayContaining(['/', '/profil', '/BiroHumas', '/BiroSekretariatan', '/berita', '/undangan', '/berita/arsip', '/artikel/biro/keuangan', '/sakip']));
    expect(paths).toHaveLength(1 + 1 + 7 + 4 + 1 + 28 + 1);
    expect(paths.some((path) => /search|share|admin|redaktur|login/.test(path))).toBe(false);
  });

  it('adds every post of every type, SAKIP included, at its canonical address with its last change', () => {
    const sitemap = buildSitemap({
      berita: [{ slug: 'a', modified: '2026-03-01T17:00:00+07:00' }, { slug: 'b' }],
      sakip: [{ slug: 'renstra-2025' }],
      undangan: [{ slug: 'rapat' }],
    });
    const posts = sitemap.slice(staticSitemapPaths().length);
    expect(posts.map((entry) => entry.url)).toEqual([
      'https://bua.example.go.id/berita/a',
      'https://bua.example.go.id/berita/b',
      'https://bua.example.go.id/undangan/rapat',
      'https://bua.example.go.id/sakip/renstra-2025',
    ]);
    expect(posts[0]).toMatchObject({ lastModified: '2026-03-01T17:00:00+07:00', changeFrequency: 'weekly' });
    expect(sitemap[0]).toMatchObject({ url: 'https://bua.example.go.id/', priority: 1 });
  });

  it('holds thousands of posts (all pages of WordPress), each once', () => {
    const many = Array.from({ length: 2500 }, (_, index) => ({ slug: `post-${index}` }));
    const sitemap = buildSitemap({ artikel: [...many, { slug: 'post-7' }] });
    expect(sitemap.length).toBe(staticSitemapPaths().length + 2500);
    expect(new Set(sitemap.map((entry) => entry.url)).size).toBe(sitemap.length);
  });

  it('encodes non-Latin slugs once (WordPress sends them percent-encoded)', () => {
    expect(postSitemapPath('berita', '%e5%85%ac%e5%91%8a')).toBe('/berita/%E5%85%AC%E5%91%8A');
    expect(postSitemapPath('berita', 'biasa-saja')).toBe('/berita/biasa-saja');
    expect(postSitemapPath('berita', 'rusak%zz')).toBe('/berita/rusak%25zz');
  });
});
