/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIFETIMES } from './lifetimes.cjs';

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

/** Every page, route handler and metadata route below app/, as paths relative to the repository. */
function pageFiles(dir = 'app'): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return pageFiles(relative);
    return /^(page\.tsx|route\.ts|opengraph-image\.tsx)$/.test(entry.name) ? [relative] : [];
  });
}

/** An nginx time (`2s`, `10m`, `30d`, or bare seconds) in seconds. */
function nginxSeconds(time: string): number {
  const [, amount, unit] = /^(\d+)([smhd]?)$/.exec(time) ?? [];
  return Number(amount) * { '': 1, s: 1, m: 60, h: 3600, d: 86400 }[unit ?? '']!;
}

/** The body of the `location <prefix>` block of the shipped site snippet. */
function locationBlock(prefix: string): string {
  const site = read('deploy/nginx/snippets/bua-portal-site.conf');
  const start = site.indexOf(`location ${prefix} {`);
  expect(start).toBeGreaterThan(-1);
  return site.slice(start, site.indexOf('\n}', start));
}

const SAKIP_DOCUMENTS = ['app/(site)/sakip/[first]/page.tsx', 'app/(site)/sakip/[first]/[second]/page.tsx'];
const SHARE_IMAGE = 'app/share/[slug]/opengraph-image.tsx';

describe('the lifetime table (lib/cache/lifetimes.cjs)', () => {
  it("is what every cached page declares (Next reads a page's revalidate only as a literal)", () => {
    const declared = pageFiles()
      .map((file) => [file, /^export const revalidate = (\d+);$/m.exec(read(file))?.[1]] as const)
      .filter(([, value]) => value !== undefined);
    expect(declared.map(([file]) => file)).toEqual(expect.arrayContaining(['app/(site)/page.tsx', 'app/(site)/sakip/page.tsx', 'app/(site)/sakip/daftar/[query]/page.tsx', 'app/(site)/search/hasil/[query]/page.tsx', 'app/sitemap.xml/route.ts', 'app/sitemap-news.xml/route.ts', 'app/robots.txt/route.ts', 'app/feed/[file]/route.ts', ...SAKIP_DOCUMENTS, SHARE_IMAGE]));
    for (const [file, value] of declared) {
      const expected = SAKIP_DOCUMENTS.includes(file) ? LIFETIMES.page.sakipDocument : file === SHARE_IMAGE ? LIFETIMES.page.shareImage : LIFETIMES.page.content;
      expect([file, Number(value)]).toEqual([file, expected]);
    }
  });

  it('is what the shipped nginx front keeps: pages, unused copies, build assets, images', () => {
    expect(locationBlock('/')).toContain(`proxy_cache_valid 200 301 302 404 ${LIFETIMES.nginx.page}s;`);
    const cachePath = /proxy_cache_path [^;]*\binactive=(\w+)/.exec(read('deploy/nginx/bua-portal.conf'));
    expect(nginxSeconds(cachePath![1]!)).toBe(LIFETIMES.nginx.unusedCopy);
    expect(nginxSeconds(/proxy_cache_valid 200 (\w+);/.exec(locationBlock('/_next/static/'))![1]!)).toBe(LIFETIMES.nginx.buildAsset);
    expect(nginxSeconds(/proxy_cache_valid 200 (\w+);/.exec(locationBlock('/_next/image'))![1]!)).toBe(LIFETIMES.nginx.image);
  });

  it('has the numbers of the behaviour and of docs/deploying.md', () => {
    expect(LIFETIMES.page).toEqual({ content: 60, sakipDocument: 300, shareImage: 86400 });
    expect(LIFETIMES.redis).toEqual({ entry: 3 * 86400, freeText: 3600, notFound: 10 });
    expect(LIFETIMES.http).toEqual({ notFound: 10, staleIfError: 86400, outageRetryAfter: 30 });
    expect(LIFETIMES.nginx.page).toBe(2);
  });

  it('keeps a page hours at the edge, a page with live counts a minute, and purges a change three times: at once, after 1 s and after 3 s', () => {
    expect(LIFETIMES.edge).toEqual({ page: 4 * 3600, liveCounts: 60, purgeRepeats: [1, 3], purgeGather: 0.05 });
    expect(LIFETIMES.edge.liveCounts).toBe(LIFETIMES.page.content);
  });
});
