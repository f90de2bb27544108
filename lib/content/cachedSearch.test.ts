/** @jest-environment node */
import { cachedListPath, sakipQueryOfSegment } from './cachedLists';
import { SEARCH_PAGE_BASE, searchOfSegment, searchPagePath, TERM_TOO_LONG_QUERY } from './cachedSearch';
import { decodeSegment } from './query-segment';
import { DEFAULT_SAKIP_QUERY, SAKIP_FILTER_BASE } from './sakip';
import { parseSearchParams } from './search-params';

const pathOf = (url: string) => {
  const parsed = new URL(url, 'http://portal.test');
  return cachedListPath(parsed.pathname, parsed.searchParams);
};
/** The segment of a cached page's address, as Next hands it to the page (still encoded). */
const segmentOf = (path: string) => path.split('/').pop()!;

describe('every search has one cached page (lib/content/cachedSearch.ts)', () => {
  it('spells equal searches alike, whatever the order, empty fields or defaults a form sent', () => {
    const one = pathOf('/search?term=zona&bureau=humas&sort=date_desc');
    expect(one).toBe(`${SEARCH_PAGE_BASE}/term%3Dzona%26bureau%3Dhumas%26sort%3Ddate_desc`);
    expect(pathOf('/search?sort=date_desc&postType=&bureau=humas&dateFrom=&term=zona&page=1')).toBe(one);
    expect(pathOf('/search?term=%20zona%20&bureau=HUMAS&sort=date_desc')).toBe(one);
  });

  it('reads every filter back from the page address as the search it came from', () => {
    for (const url of ['/search?term=zona', '/search?term=Zona+Integritas&postType=berita&dateFrom=2026-01-01&dateTo=2026-02-01&sort=date_asc&page=7', '/search?term=%C3%A9t%C3%A9+100%25', '/search?term=%3Cscript%3E&bureau=umum']) {
      const query = new URL(url, 'http://portal.test').searchParams;
      const asked = parseSearchParams(Object.fromEntries(query));
      expect(searchOfSegment(segmentOf(pathOf(url)!))).toEqual(asked);
      // Next may hand the segment decoded: the same search.
      expect(searchOfSegment(decodeSegment(segmentOf(pathOf(url)!)))).toEqual(asked);
    }
  });

  it('answers the bare form, a blank term and unknown keys with the static page', () => {
    expect(pathOf('/search?term=')).toBe('/search');
    expect(pathOf('/search?term=%20%20&sort=relevance')).toBe('/search');
    expect(pathOf('/search?utm_source=x')).toBe('/search');
  });

  it('keeps filters without a term (the form shows them with the prompt)', () => {
    const path = pathOf('/search?bureau=humas')!;
    expect(path).toBe(`${SEARCH_PAGE_BASE}/bureau%3Dhumas`);
    expect(searchOfSegment(segmentOf(path))).toMatchObject({ kind: 'empty', params: { bureau: 'humas' } });
  });

  it('gives every term too long to search one page that says so', () => {
    expect(pathOf(`/search?term=${'a'.repeat(201)}`)).toBe(`${SEARCH_PAGE_BASE}/${TERM_TOO_LONG_QUERY}`);
    expect(pathOf(`/search?term=${'b'.repeat(5000)}&bureau=humas`)).toBe(`${SEARCH_PAGE_BASE}/${TERM_TOO_LONG_QUERY}`);
    expect(searchOfSegment(TERM_TOO_LONG_QUERY).kind).toBe('invalid');
    expect(pathOf(`/search?term=${'a'.repeat(200)}`)).toBe(`${SEARCH_PAGE_BASE}/term%3D${'a'.repeat(200)}`);
  });

  it('never throws on a hostile segment', () => {
    for (const segment of ['%E0%A4%A', '%', 'term=%ZZ', '&&&==', 'term', 'page=99999999']) {
      expect(() => searchOfSegment(segment)).not.toThrow();
    }
    expect(searchOfSegment('page=99999999').params.page).toBe(1);
  });

  it('reads a repeated key by its last value', () => {
    expect(pathOf('/search?term=a&term=zona&bureau=humas&bureau=')).toBe(searchPagePath(parseSearchParams({ term: 'zona' })));
  });

  it('is where the cache handler keeps free-text pages (stored from the second ask)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { FREE_TEXT_PAGES } = require('@/lib/cache/sharedCacheHandler.cjs') as { FREE_TEXT_PAGES: string[] };
    expect(FREE_TEXT_PAGES).toEqual([`${SEARCH_PAGE_BASE}/`, `/internal${SEARCH_PAGE_BASE}/`, `${SAKIP_FILTER_BASE}/`]);
  });
});

describe('every SAKIP filter has one cached page (lib/content/sakip.ts)', () => {
  it('spells equal filters alike and leaves the unfiltered list at /sakip', () => {
    const one = pathOf('/sakip?term=lkj&year=2025&sort=title_asc');
    expect(one).toBe(`${SAKIP_FILTER_BASE}/term%3Dlkj%26year%3D2025%26sort%3Dtitle_asc`);
    expect(pathOf('/sakip?sort=title_asc&year=2025&term=%20lkj')).toBe(one);
    expect(pathOf('/sakip?sort=relevance&term=&year=')).toBe('/sakip');
    expect(pathOf('/sakip?year=1800')).toBe('/sakip');
  });

  it('reads the filter back from the page address', () => {
    expect(sakipQueryOfSegment(segmentOf(pathOf('/sakip?term=Renstra+2025&year=2024&sort=year_asc')!))).toEqual({ term: 'Renstra 2025', year: 2024, sort: 'year_asc' });
    expect(sakipQueryOfSegment('%E0%A4%A')).toEqual(DEFAULT_SAKIP_QUERY);
  });

  it('leaves other paths alone', () => {
    expect(pathOf('/berita?term=x')).toBeNull();
    expect(pathOf('/sakip/dokumen?term=x')).toBeNull();
  });
});
