import { SearchFrame } from '@/components/search/SearchFrame';
import { SearchOutcome } from '@/components/search/SearchOutcome';
import type { ParsedSearch } from '@/lib/content/search-query';
import { type Reader } from '@/lib/auth/visibility';

/**
 * The search page's body (behaviour §2.10), shared by /search, its cached page for plain searches
 * (`cachedPage`) and their signed-in twins: in the staff view (`reader`) the results include
 * private (INTERNAL) posts of every bureau.
 */
export function SearchScreen({ parsed, reader, cachedPage }: { parsed: ParsedSearch; reader?: Reader; cachedPage?: boolean }) {
  return (
    <SearchFrame params={parsed.params}>
      <SearchOutcome parsed={parsed} reader={reader} cachedPage={cachedPage} />
    </SearchFrame>
  );
}
