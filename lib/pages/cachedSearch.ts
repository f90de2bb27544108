import { redirect } from 'next/navigation';
import { decodeSearchTerm, isCachedSearch } from '@/lib/content/cachedSearch';
import { parseSearchParams } from '@/lib/content/search-params';
import { searchHref, type ParsedSearch } from '@/lib/content/search-query';

/**
 * The search a cached search page's address stands for (app/(site)/search/hasil and its signed-in
 * twin); anything next.config's rewrite would not produce is sent to /search (lib/content/cachedSearch.ts).
 */
export async function loadCachedSearch(params: Promise<{ term: string; page: string }>): Promise<ParsedSearch> {
  const { term, page } = await params;
  const plainTerm = decodeSearchTerm(term);
  const parsed = parseSearchParams({ term: plainTerm, page });
  if (!isCachedSearch(plainTerm, page)) redirect(searchHref(parsed.params));
  return parsed;
}
