/** @jest-environment node */
import { matchHas } from 'next/dist/shared/lib/router/utils/prepare-destination';
import { CACHED_SEARCH_BASE, cachedSearchRewrites, decodeSearchTerm, isCachedSearch } from './cachedSearch';
import { parseSearchParams } from './search-params';

/** Where Next sends `{source}?…` by these rules (its own matcher), or null when the page rendered per request answers. */
function destinationOf(query: string, source = '/search'): string | null {
  const params = new URLSearchParams(query);
  const parsed: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    parsed[key] = values.length > 1 ? values : values[0]!;
  }
  const req = { headers: {}, cookies: {} } as unknown as Parameters<typeof matchHas>[0];
  for (const rule of cachedSearchRewrites().filter((candidate) => candidate.source === source)) {
    const matched = matchHas(req, parsed, rule.has, rule.missing);
    if (matched) return rule.destination.replace(/:(\w+)/g, (_, name: string) => String(matched[name]));
  }
  return null;
}

describe('plain searches go to the cached page (lib/content/cachedSearch.ts, issue 14)', () => {
  it('rewrites a plain term, with or without a page, and what a form without JavaScript sends', () => {
    expect(destinationOf('term=zona')).toBe(`${CACHED_SEARCH_BASE}/zona/1`);
    expect(destinationOf('term=zona+integritas')).toBe(`${CACHED_SEARCH_BASE}/zona integritas/1`);
    expect(destinationOf('term=Zona&page=12')).toBe(`${CACHED_SEARCH_BASE}/Zona/12`);
    expect(destinationOf('term=zona&bureau=&postType=&dateFrom=&dateTo=&sort=relevance')).toBe(`${CACHED_SEARCH_BASE}/zona/1`);
  });

  it("sends a staff member's plain search (the proxy made it /internal/search) to the cached twin, by the same rules", () => {
    expect(destinationOf('term=zona', '/internal/search')).toBe(`/internal${CACHED_SEARCH_BASE}/zona/1`);
    expect(destinationOf('term=Zona&page=12', '/internal/search')).toBe(`/internal${CACHED_SEARCH_BASE}/Zona/12`);
    expect(destinationOf('term=zona&bureau=humas', '/internal/search')).toBeNull();
    expect(cachedSearchRewrites().map((rule) => rule.source)).toEqual(['/search', '/search', '/internal/search', '/internal/search']);
  });

  it('leaves filters, other orders, unusual terms and pages to the page rendered per request', () => {
    for (const query of [
      'term=zona&bureau=humas',
      'term=zona&postType=berita',
      'term=zona&dateFrom=2026-01-01',
      'term=zona&dateTo=2026-01-01',
      'term=zona&sort=date_desc',
      'term=zona&page=51',
      'term=zona&page=1000',
      'term=zona&page=0',
      'term=zona&page=abc',
      'term=%3Cscript%3E',
      'term=%C3%A9t%C3%A9',
      'term=a%2Fb',
      'term=%20zona',
      `term=${'a'.repeat(61)}`,
      'term=',
      '',
    ]) {
      expect([query, destinationOf(query)]).toEqual([query, null]);
    }
    expect(destinationOf(`term=${'a'.repeat(60)}`)).toBe(`${CACHED_SEARCH_BASE}/${'a'.repeat(60)}/1`);
  });

  it('reads a repeated key as the page rendered per request does (the last value)', () => {
    const query = 'term=zona&bureau=humas&bureau=';
    expect(destinationOf(query)).toBe(`${CACHED_SEARCH_BASE}/zona/1`);
    expect(parseSearchParams(Object.fromEntries([...new Set(new URLSearchParams(query).keys())].map((key) => [key, new URLSearchParams(query).getAll(key)]))).params.bureau).toBeUndefined();
  });

  it("is where the cache handler looks for search pages to keep shorter", () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect((require('@/lib/cache/sharedCacheHandler.cjs') as { SEARCH_PAGES: string[] }).SEARCH_PAGES).toEqual([`${CACHED_SEARCH_BASE}/`, `/internal${CACHED_SEARCH_BASE}/`]);
  });

  it('decodes the address part once, and keeps a malformed one as it came', () => {
    expect(decodeSearchTerm('zona%20integritas')).toBe('zona integritas');
    expect(decodeSearchTerm('%E0%A4%A')).toBe('%E0%A4%A');
  });

  it('serves on the cached page only what the rules send there', () => {
    expect(isCachedSearch('zona integritas', '1')).toBe(true);
    expect(isCachedSearch("O'Brien, 2026-01", '50')).toBe(true);
    expect(isCachedSearch('zona', '51')).toBe(false);
    expect(isCachedSearch('<b>x', '1')).toBe(false);
    expect(isCachedSearch('zona', '01')).toBe(false);
    expect(isCachedSearch('zona', '1000')).toBe(false);
    expect(isCachedSearch('zona\n', '1')).toBe(false);
  });
});
