/** @jest-environment node */
import { edgeHeaders, edgeKey, edgeKeys, KEY_MAX_LENGTH, KEYS_MAX_BYTES, LIVE_COUNT_TAGS, SITE_KEY } from './edgeKeys.cjs';
import { LIFETIMES } from './lifetimes.cjs';
import { cacheTags } from './policy';

describe('edgeKey: one cache tag as an edge key', () => {
  it("is the portal's tag itself", () => {
    for (const tag of ['wp', 'wp:type:berita', 'wp:post:berita:rapat-kerja-2026', 'wp:post:berita:42', 'wp:bureau:humas', 'wp:home', 'wp:post:berita:%e2%80%93-slug']) expect(edgeKey(tag)).toBe(tag);
  });

  it("drops Next's implicit path tags", () => {
    expect(edgeKey('_N_T_/layout')).toBeNull();
    expect(edgeKey('_N_T_/berita/biro/humas/x')).toBeNull();
    expect(edgeKey('')).toBeNull();
  });

  it('is a short stable hash for a tag unsafe in a header list: spaces, commas, non-ASCII, control characters, too long', () => {
    const unsafe = ['wp:post:berita:dua kata', 'wp:a,b', 'wp:post:berita:café', 'wp:x\ty', 'wp:x\u007f', `wp:${'x'.repeat(KEY_MAX_LENGTH)}`];
    const keys = unsafe.map(edgeKey);
    for (const key of keys) expect(key).toMatch(/^h:[0-9a-f]{16}$/);
    expect(new Set(keys).size).toBe(unsafe.length);
    expect(unsafe.map(edgeKey)).toEqual(keys);
    expect(edgeKey(`wp:${'x'.repeat(KEY_MAX_LENGTH - 3)}`)).toHaveLength(KEY_MAX_LENGTH);
  });

  it('edgeKeys maps a list once each, in order', () => {
    expect(edgeKeys(['wp:home', '_N_T_/', 'wp', 'wp:home'])).toEqual(['wp:home', 'wp']);
  });
});

describe("edgeHeaders: a page's keys and edge lifetime from its tags header", () => {
  const lifetime = `max-age=${LIFETIMES.edge.page}, stale-if-error=${LIFETIMES.http.staleIfError}`;

  it('gives the keys space-separated (Surrogate-Key) and comma-separated (Cache-Tag), and hours at the edge', () => {
    const headers = edgeHeaders('wp,wp:type:berita,wp:post:berita:x,_N_T_/layout,_N_T_/berita/x,wp:post:berita:dua kata');
    expect(headers).toEqual({
      'surrogate-key': `bua-site wp wp:type:berita wp:post:berita:x ${edgeKey('wp:post:berita:dua kata')}`,
      'cache-tag': `bua-site,wp,wp:type:berita,wp:post:berita:x,${edgeKey('wp:post:berita:dua kata')}`,
      'surrogate-control': lifetime,
      'cdn-cache-control': lifetime,
    });
    expect(headers['surrogate-key']!.split(' ')).toEqual(headers['cache-tag']!.split(','));
    expect(LIFETIMES.edge.page).toBeGreaterThanOrEqual(3600);
  });

  it('keeps a page with counts that change without a notice (the home page) only as long as the portal does', () => {
    expect([...LIVE_COUNT_TAGS].sort()).toEqual([cacheTags.surveyStats, cacheTags.visitorStats].sort());
    const home = edgeHeaders('wp,wp:home,wp:type:berita,wp:visitor-stats,wp:survey-stats,_N_T_/');
    expect(home['surrogate-key']).toBe('bua-site wp wp:home wp:type:berita wp:visitor-stats wp:survey-stats');
    expect(home['surrogate-control']).toBe(`max-age=${LIFETIMES.edge.liveCounts}, stale-if-error=${LIFETIMES.http.staleIfError}`);
    expect(home['cdn-cache-control']).toBe(home['surrogate-control']);
  });

  it('gives a page that shows nothing from WordPress (only implicit tags) the site key alone, which a new build purges', () => {
    expect(SITE_KEY).toBe('bua-site');
    expect(edgeHeaders('_N_T_/layout,_N_T_/profil')).toEqual({ 'surrogate-key': SITE_KEY, 'cache-tag': SITE_KEY, 'surrogate-control': lifetime, 'cdn-cache-control': lifetime });
    expect(edgeHeaders('')['surrogate-key']).toBe(SITE_KEY);
  });

  it('gives nothing to an answer without a tags header', () => {
    expect(edgeHeaders(undefined)).toEqual({});
  });

  it('gives nothing beyond the bound: never hours at the edge with only part of the keys', () => {
    const many = (count: number) => Array.from({ length: count }, (_, index) => `wp:post:berita:${String(index).padStart(20, '0')}`);
    // Each key is 35 bytes and a space, after the site key and its space: as many as fit, then one more.
    const fitting = many(Math.floor((KEYS_MAX_BYTES - SITE_KEY.length) / 36));
    expect(edgeHeaders(fitting.join(','))['surrogate-key']!.length).toBeGreaterThan(KEYS_MAX_BYTES - 36);
    expect(edgeHeaders(many(fitting.length + 1).join(','))).toEqual({});
  });
});
