import { searchOfSegment } from '@/lib/content/cachedSearch';
import type { ParsedSearch } from '@/lib/content/search-query';

/**
 * The search a cached search page's address stands for (app/(site)/search/hasil/[query] and its
 * signed-in twin; lib/content/cachedSearch.ts). Another spelling of the same search is answered
 * as that search: it is only another cache entry, bounded like any free-text page.
 */
export async function loadCachedSearch(params: Promise<{ query: string }>): Promise<ParsedSearch> {
  return searchOfSegment((await params).query);
}
