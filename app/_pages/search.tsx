import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/SearchScreen';
import { parseSearchParams } from '@/lib/content/search-params';
import { searchOfSegment } from '@/lib/content/cachedSearch';
import { searchPageMetadata } from '@/lib/seo/metadata';
import { type Reader } from '@/lib/auth/visibility';

type Params = Promise<{ query: string }>;

/** The form with no search yet: the same for everyone, so a static page. */
const NO_SEARCH = parseSearchParams({});

export const searchFormMetadata: Metadata = searchPageMetadata(NO_SEARCH);

/**
 * /search (behaviour §2.10) without a query: the form and the prompt. Every search
 * (`/search?term=…`, filters, sort, page) is rewritten by proxy.ts to its own cached page
 * (searchResultsPage; lib/content/cachedSearch.ts).
 */
export function searchFormPage(reader?: Reader) {
  return function SearchPage() {
    return <SearchScreen parsed={NO_SEARCH} reader={reader} />;
  };
}

export async function searchResultsMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchPageMetadata(searchOfSegment((await params).query));
}

/**
 * A search, cached, and refreshed with the search answers (tag wp:search) after any post change;
 * in the staff view the results include private posts of every bureau.
 */
export function searchResultsPage(reader?: Reader) {
  return async function CachedSearchPage({ params }: { params: Params }) {
    // Another spelling of the same search is answered as that search: only another cache entry,
    // bounded like any free-text page.
    return <SearchScreen parsed={searchOfSegment((await params).query)} reader={reader} cachedPage />;
  };
}
