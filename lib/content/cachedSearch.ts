/**
 * Issue 14: a plain search — a short term of letters, digits, spaces and simple punctuation,
 * perhaps a page number, no filters — is answered by a page cached like the other public pages
 * (app/(site)/search/hasil/[term]/[page]), instead of being rendered per request. next.config
 * rewrites such a `/search?term=…` to that page before Next looks for a route; for a staff member
 * the proxy has already made it `/internal/search?term=…`, which goes to the twin of that page
 * (app/(internal)/internal/search/hasil/…, the staff view, cached once for all staff).
 * Anything else (filters, sorting, other characters, a long term) stays on the page rendered per
 * request; both render the same SearchScreen, whose WordPress answer is cached per query anyway.
 *
 * The term is limited to what needs no percent-encoding in an address and stays short, so a
 * cached page's name stays a valid file name in Next's file cache. Plain module (no `@/` imports):
 * next.config.ts loads it. lib/cache/sharedCacheHandler.cjs keeps these pages shorter in Redis
 * (its SEARCH_PAGES, held to CACHED_SEARCH_BASE by the test).
 */

/** A plain term: starts with a letter or digit, at most 60 characters, nothing to escape. */
export const CACHED_SEARCH_TERM = "[A-Za-z0-9][A-Za-z0-9 .,'-]{0,59}";
/** Result pages 1–50 (deeper ones, up to SEARCH_PAGE_MAX, are rendered per request): fewer entries to keep. */
export const CACHED_SEARCH_PAGE = '[1-9]|[1-4][0-9]|50';

/** Where the cached page lives. */
export const CACHED_SEARCH_BASE = '/search/hasil';

const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`);

/** The term as the cached page's address carries it (percent-encoded once), or as it came if malformed. */
export function decodeSearchTerm(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** Whether the cached page serves this term and page (else the address visitors use takes over). */
export function isCachedSearch(term: string, page: string): boolean {
  return whole(CACHED_SEARCH_TERM).test(term) && whole(CACHED_SEARCH_PAGE).test(page);
}

type QueryCondition = { type: 'query'; key: string; value?: string };
export interface SearchRewrite {
  source: string;
  destination: string;
  has: QueryCondition[];
  missing: QueryCondition[];
}

/** A filter given with a value (an empty one, as a form without JavaScript sends it, counts as none). */
const FILTERS: QueryCondition[] = [
  ...['bureau', 'postType', 'dateFrom', 'dateTo'].map((key): QueryCondition => ({ type: 'query', key, value: '.+' })),
  // The default order is no filter either.
  { type: 'query', key: 'sort', value: '(?!relevance$).+' },
];

/** next.config `rewrites().beforeFiles`: /search?term=… (and &page=N) → the cached page; the same below /internal. */
export function cachedSearchRewrites(): SearchRewrite[] {
  const term: QueryCondition = { type: 'query', key: 'term', value: `(?<term>${CACHED_SEARCH_TERM})` };
  return ['', '/internal'].flatMap((prefix) => [
    {
      source: `${prefix}/search`,
      has: [term, { type: 'query', key: 'page', value: `(?<page>${CACHED_SEARCH_PAGE})` }],
      missing: FILTERS,
      destination: `${prefix}${CACHED_SEARCH_BASE}/:term/:page`,
    },
    {
      source: `${prefix}/search`,
      has: [term],
      missing: [...FILTERS, { type: 'query', key: 'page', value: '.+' }],
      destination: `${prefix}${CACHED_SEARCH_BASE}/:term/1`,
    },
  ]);
}
