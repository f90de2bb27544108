import { decodeSegment, rawParamsOf } from './query-segment';
import { parseSearchParams } from './search-params';
import { SEARCH_TERM_MAX, searchQueryString, type ParsedSearch } from './search-query';

/**
 * Every search is answered by a cached page. proxy.ts rewrites `/search?…` (any term, filters,
 * sort and page) to SEARCH_PAGE_BASE/{query}, where {query} is the search's query string in one
 * spelling (searchQueryString: defaults left out, keys in one order) as one path segment: equal
 * searches share one page whatever order or empty fields a form sent, and the page is an ISR page
 * like the others (refreshed by the tag wp:search, kept by nginx and CDNs). A staff member's search
 * goes to the same address below /internal (the staff view). What anonymous clients can make the
 * cache store is bounded by lib/cache/sharedCacheHandler.cjs (free-text pages are stored from their
 * second ask), and nginx limits how fast one client reaches it (deploy/nginx/bua-portal.conf).
 */

/** Where the cached search pages live (the cache handler's FREE_TEXT_PAGES, held to it by a test). */
export const SEARCH_PAGE_BASE = '/search/hasil';

/** The {query} of every term too long to search: one page says so, whatever the term. */
export const TERM_TOO_LONG_QUERY = '~terlalu-panjang';

/** The query string a search page stands for ('' for the bare form). */
export function canonicalSearchQuery(parsed: ParsedSearch): string {
  return parsed.kind === 'invalid' ? TERM_TOO_LONG_QUERY : searchQueryString(parsed.params);
}

/** The page that answers a search: the static form when nothing is asked, else its cached page. */
export function searchPagePath(parsed: ParsedSearch): string {
  const query = canonicalSearchQuery(parsed);
  return query ? `${SEARCH_PAGE_BASE}/${encodeURIComponent(query)}` : '/search';
}

/** The search a cached page's {query} segment stands for; never throws, whatever it is given. */
export function searchOfSegment(segment: string): ParsedSearch {
  const query = decodeSegment(segment);
  if (query === TERM_TOO_LONG_QUERY) return parseSearchParams({ term: 'x'.repeat(SEARCH_TERM_MAX + 1) });
  return parseSearchParams(rawParamsOf(new URLSearchParams(query)));
}
