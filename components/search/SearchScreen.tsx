import { SearchForm } from '@/components/search/SearchForm';
import { SearchOutcome } from '@/components/search/SearchOutcome';
import { searchQueryString, type ParsedSearch } from '@/lib/content/search-params';

/**
 * The search page's body (behaviour §2.10), shared by /search and its signed-in twin: with a staff
 * member's `token` the results include private (INTERNAL) posts of every bureau.
 */
export function SearchScreen({ parsed, token }: { parsed: ParsedSearch; token?: string }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="mb-6 border-l-4 border-gold-500 pl-3 text-2xl font-bold uppercase text-brand-900 sm:text-3xl">Pencarian</h1>
      {/* Remounted per query so the inputs show the search being displayed after client navigation. */}
      <SearchForm key={searchQueryString(parsed.params)} params={parsed.params} />
      <div className="mt-8">
        <SearchOutcome parsed={parsed} token={token} />
      </div>
    </div>
  );
}
