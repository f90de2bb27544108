import { searchPagePath } from './cachedSearch';
import { queryOfSegment, rawParamsOf } from './query-segment';
import { parseSakipQuery, sakipListPath, type SakipQuery } from './sakip';
import { parseSearchParams } from './search-params';

/**
 * The two public lists a visitor filters with a query string, /search and /sakip, are answered by
 * cached pages whose address carries the query in one spelling (./cachedSearch.ts, ./sakip.ts).
 * proxy.ts asks this module where such a request goes; its matcher lets in exactly the requests
 * with one of QUERY_KEYS (a test holds the two lists equal).
 */
export const QUERY_KEYS = {
  '/search': ['term', 'bureau', 'postType', 'dateFrom', 'dateTo', 'sort', 'page'],
  '/sakip': ['term', 'year', 'sort'],
} as const;

/** The cached page that answers `pathname?query`, or null when the path is not one of the lists. */
export function cachedListPath(pathname: string, query: URLSearchParams): string | null {
  if (pathname === '/search') return searchPagePath(parseSearchParams(rawParamsOf(query)));
  if (pathname === '/sakip') return sakipListPath(parseSakipQuery(rawParamsOf(query)));
  return null;
}

/** The SAKIP query a cached list page's {query} segment stands for; never throws. */
export function sakipQueryOfSegment(segment: string): SakipQuery {
  return parseSakipQuery(rawParamsOf(queryOfSegment(segment)));
}
