import { SEARCH_PAGE_SIZE, SEARCH_TEXTS, type ParsedSearch } from '@/lib/content/search-query';
import { findPosts } from '@/lib/search/findPosts';
import { UnavailableMarker } from '@/components/ui/StatusMarkers';
import { SearchError } from './SearchError';
import { SearchMessage } from './SearchMessage';
import { SearchResults } from './SearchResults';
import { readsAsStaff, type Reader } from '@/lib/auth/visibility';

/**
 * What /search shows below the form: the prompt without a term, a message for a refused term,
 * otherwise the search index's ranked results (lib/search/) or the error of behaviour §8. Anonymous
 * (the public page): published posts only. In the staff view (`reader`, the signed-in twins)
 * private posts of every bureau too, cached per query for all staff. No search reaches WordPress.
 * `cachedPage`: rendered for the page cache (a plain search, lib/content/cachedSearch.ts).
 */
export async function SearchOutcome({ parsed, reader, cachedPage = false }: { parsed: ParsedSearch; reader?: Reader; cachedPage?: boolean }) {
  if (parsed.kind === 'empty') return <SearchMessage>{SEARCH_TEXTS.prompt}</SearchMessage>;
  if (parsed.kind === 'invalid') return <SearchMessage>{parsed.message}</SearchMessage>;

  const { params } = parsed;
  let result;
  try {
    const query = {
      term: params.term,
      bureau: params.bureau,
      postType: params.postType,
      dateFrom: params.dateFrom,
      dateTo: params.dateTo,
      sort: params.sort,
      page: params.page,
      perPage: SEARCH_PAGE_SIZE,
      staff: readsAsStaff(reader),
    };
    result = await findPosts(query);
  } catch (error) {
    // The visitor sees behaviour §8's message (the cause is in lib/search's log line), answered 503
    // with Retry-After: the engine is away (SearchUnavailableError is all it throws).
    // A cached page must not keep the error screen: thrown, Next keeps serving the last good copy,
    // or (none yet) answers 503 with the same text from the error boundary of the cached route.
    if (cachedPage) throw error;
    return (
      <>
        <UnavailableMarker />
        <SearchError message={SEARCH_TEXTS.fetchFailed} params={params} />
      </>
    );
  }
  return <SearchResults result={result} params={params} />;
}
