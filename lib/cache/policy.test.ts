/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_CONTROL, PAGE_REVALIDATE_SECONDS, tagsAfterPostChange } from './policy';

const ROOT = path.resolve(__dirname, '../..');

/** Every page, route handler and metadata route below app/, as paths relative to the repository. */
function pageFiles(dir = 'app'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pageFiles(relative);
    return /^(page\.tsx|route\.ts|opengraph-image\.tsx)$/.test(entry.name) ? [relative] : [];
  });
}

const SAKIP_DOCUMENT = 'app/(site)/sakip/[...path]/page.tsx';
const SHARE_IMAGE = 'app/share/[slug]/opengraph-image.tsx';

describe('the caching policy (lib/cache/policy.ts)', () => {
  it("is what every cached page declares (Next reads a page's revalidate only as a literal)", () => {
    const pages = pageFiles();
    const declared = pages
      .map((file) => [file, /^export const revalidate = (\d+);$/m.exec(readFileSync(path.join(ROOT, file), 'utf8'))?.[1]] as const)
      .filter(([, value]) => value !== undefined);
    expect(declared.map(([file]) => file)).toEqual(expect.arrayContaining(['app/(site)/sakip/page.tsx', 'app/(site)/sakip/daftar/[query]/page.tsx', 'app/(site)/search/hasil/[query]/page.tsx', 'app/sitemap.xml/route.ts', 'app/sitemap-news.xml/route.ts', 'app/robots.txt/route.ts', 'app/feed/[file]/route.ts', SHARE_IMAGE]));
    for (const [file, value] of declared) {
      const expected = file === SAKIP_DOCUMENT ? PAGE_REVALIDATE_SECONDS.sakipDocument : file === SHARE_IMAGE ? PAGE_REVALIDATE_SECONDS.shareImage : PAGE_REVALIDATE_SECONDS.content;
      expect([file, Number(value)]).toEqual([file, expected]);
    }
  });

  it('keeps answers for one user out of shared caches, and signed-in pages out of every cache', () => {
    expect(CACHE_CONTROL.privateNoStore).toBe('private, no-store');
    expect(CACHE_CONTROL.signedInPage).toBe('private, no-cache, no-store, max-age=0, must-revalidate');
    expect(CACHE_CONTROL.feed).toBe('public, max-age=60');
    expect(CACHE_CONTROL.crawlerText).toBe('public, max-age=60, s-maxage=60, stale-while-revalidate=60');
    expect(CACHE_CONTROL.notFound).toBe('public, max-age=10');
  });

  it('expires a changed post by each slug and id at once, its lists soon, never the whole cache', () => {
    expect(tagsAfterPostChange({ type: 'berita', id: 7, slugs: ['baru', 'lama', 'baru'], bureau: 'humas' })).toEqual({
      now: ['wp:post:berita:baru', 'wp:post:berita:lama', 'wp:post:berita:7', 'wp:staff-shared', 'wp:sitemap'],
      soon: ['wp:type:berita', 'wp:bureau:humas', 'wp:home', 'wp:search'],
    });
    expect(tagsAfterPostChange({ type: 'sakip', id: 5, slugs: [], bureau: 'sekretariatan' }).soon).toEqual(['wp:type:sakip', 'wp:home', 'wp:search']);
  });
});
