import { isBuildChunk, isGoneAnswer, isPublicPagePath, isSavableAnswer, isSavableImage, isSavablePageRequest } from './rules';

const ORIGIN = 'https://bua.mahkamahagung.go.id';
const headers = (values: Record<string, string>) => new Headers(values);
const navigation = (path: string, extra: Record<string, string> = {}) => ({ url: `${ORIGIN}${path}`, method: 'GET', mode: 'navigate', headers: headers(extra) });

describe('what the service worker may keep', () => {
  it.each(['/', '/berita', '/berita/biro/humas/rapat-kerja', '/berita/arsip/3', '/artikel', '/pengumuman/biro/umum', '/undangan', '/sakip', '/sakip/renstra-2025', '/search', '/profil', '/BiroHumas'])(
    'keeps the public page %s',
    (path) => {
      expect(isPublicPagePath(path)).toBe(true);
      expect(isSavablePageRequest(navigation(path), ORIGIN)).toBe(true);
    },
  );

  it.each(['/admin', '/admin/berita', '/admin-sakip', '/redaktur/berita', '/redaktur-dashboard', '/profile', '/internal/berita', '/preview/12', '/login', '/api/auth/session', '/share/berita/x', '/feed/berita', '/sitemap.xml', '/offline', '/biro/humas'])(
    'never keeps %s',
    (path) => {
      expect(isSavablePageRequest(navigation(path), ORIGIN)).toBe(false);
    },
  );

  it('keeps only a reader’s navigation of this origin, not a router request, a prefetch or a post', () => {
    expect(isSavablePageRequest(navigation('/berita', { RSC: '1' }), ORIGIN)).toBe(false);
    expect(isSavablePageRequest(navigation('/berita', { 'Next-Router-Prefetch': '1' }), ORIGIN)).toBe(false);
    expect(isSavablePageRequest(navigation('/berita?_rsc=abc'), ORIGIN)).toBe(false);
    expect(isSavablePageRequest({ ...navigation('/berita'), mode: 'cors' }, ORIGIN)).toBe(false);
    expect(isSavablePageRequest({ ...navigation('/berita'), method: 'POST' }, ORIGIN)).toBe(false);
    expect(isSavablePageRequest({ ...navigation('/berita'), url: 'https://example.org/berita' }, ORIGIN)).toBe(false);
    expect(isSavablePageRequest(navigation('/search?term=rapat'), ORIGIN)).toBe(true);
  });

  it('keeps a public 200 HTML answer, never a private, unstored or other one', () => {
    const html = { 'content-type': 'text/html; charset=utf-8' };
    expect(isSavableAnswer({ status: 200, headers: headers({ ...html, 'cache-control': 's-maxage=5, stale-while-revalidate=31535995' }) })).toBe(true);
    expect(isSavableAnswer({ status: 200, headers: headers(html) })).toBe(true);
    expect(isSavableAnswer({ status: 200, headers: headers({ ...html, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }) })).toBe(false);
    expect(isSavableAnswer({ status: 200, headers: headers({ ...html, 'cache-control': 'no-store' }) })).toBe(false);
    expect(isSavableAnswer({ status: 200, headers: headers({ ...html, 'Cache-Control': 'Private' }) })).toBe(false);
    expect(isSavableAnswer({ status: 200, headers: headers({ ...html, vary: '*' }) })).toBe(false);
    expect(isSavableAnswer({ status: 200, headers: headers({ 'content-type': 'application/json' }) })).toBe(false);
    expect(isSavableAnswer({ status: 503, headers: headers(html) })).toBe(false);
    expect(isSavableAnswer({ status: 404, headers: headers(html) })).toBe(false);
  });

  it('forgets a page that answers 404 or 410', () => {
    expect(isGoneAnswer({ status: 404, headers: headers({}) })).toBe(true);
    expect(isGoneAnswer({ status: 410, headers: headers({}) })).toBe(true);
    expect(isGoneAnswer({ status: 503, headers: headers({}) })).toBe(false);
  });

  it('keeps this origin’s images and build chunks only', () => {
    expect(isSavableImage(new URL(`${ORIGIN}/_next/image?url=x&w=640&q=75`), ORIGIN, 'image')).toBe(true);
    expect(isSavableImage(new URL(`${ORIGIN}/images/logo-ma.svg`), ORIGIN, 'image')).toBe(true);
    expect(isSavableImage(new URL('https://i.ytimg.com/vi/x/hq.jpg'), ORIGIN, 'image')).toBe(false);
    expect(isSavableImage(new URL(`${ORIGIN}/api/captcha`), ORIGIN, 'image')).toBe(false);
    expect(isBuildChunk(new URL(`${ORIGIN}/_next/static/chunks/app-abc.js`), ORIGIN)).toBe(true);
    expect(isBuildChunk(new URL(`${ORIGIN}/_next/data/x.json`), ORIGIN)).toBe(false);
  });
});
