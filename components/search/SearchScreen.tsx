import { SearchFrame } from '@/components/search/SearchFrame';
import { SearchOutcome } from '@/components/search/SearchOutcome';
import type { ParsedSearch } from '@/lib/content/search-query';

/**
 * The search page's body (behaviour §2.10), shared by /search, its cached page for plain searches
 * (`cachedPage`) and its signed-in twin: with a staff member's `token` the results include private
 * (INTERNAL) posts of every bureau.
 */
export function SearchScreen({ parsed, token, cachedPage }: { parsed: ParsedSearch; token?: string; cachedPage?: boolean }) {
  return (
    <SearchFrame params={parsed.params}>
      <SearchOutcome parsed={parsed} token={token} cachedPage={cachedPage} />
    </SearchFrame>
  );
}
