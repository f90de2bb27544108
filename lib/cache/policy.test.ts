/** @jest-environment node */
import { CACHE_CONTROL, tagsAfterPostChange } from './policy';

describe('the caching policy (lib/cache/policy.ts)', () => {
  it('keeps answers for one user out of shared caches, and signed-in pages out of every cache', () => {
    expect(CACHE_CONTROL.privateNoStore).toBe('private, no-store');
    expect(CACHE_CONTROL.signedInPage).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(CACHE_CONTROL.feed).toBe('public, max-age=60');
    expect(CACHE_CONTROL.crawlerText).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    expect(CACHE_CONTROL.notFound).toBe('public, max-age=10');
  });

  it('expires a changed post by each slug and id at once, and search; its lists soon; never the whole cache', () => {
    expect(tagsAfterPostChange({ type: 'berita', id: 7, slugs: ['baru', 'lama', 'baru'], bureau: 'humas' })).toEqual({
      now: ['wp:post:berita:baru', 'wp:post:berita:lama', 'wp:post:berita:7', 'wp:staff-shared', 'wp:sitemap', 'wp:sitemap-index', 'wp:sitemap:berita:0', 'wp:search'],
      soon: ['wp:type:berita', 'wp:bureau:humas', 'wp:home'],
    });
    expect(tagsAfterPostChange({ type: 'sakip', id: 5, slugs: [], bureau: 'sekretariatan' }).soon).toEqual(['wp:type:sakip', 'wp:home']);
    // Of the sitemap, the index and the one child the post's ID falls in (blocks of 10,000 IDs), however large the archive.
    expect(tagsAfterPostChange({ type: 'artikel', id: 123_456, slugs: [] }).now).toEqual(expect.arrayContaining(['wp:sitemap-index', 'wp:sitemap:artikel:12']));
  });
});
