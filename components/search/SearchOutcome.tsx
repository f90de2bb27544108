import { SEARCH_PAGE_SIZE, SEARCH_TEXTS, type ParsedSearch } from '@/lib/content/search-query';
import { searchPosts } from '@/lib/wp';
import { isWordPressAway } from '@/lib/wp/errors';
import { UnavailableMarker } from '@/components/ui/StatusMarkers';
import { SearchError } from './SearchError';
import { SearchMessage } from './SearchMessage';
import { SearchResults } from './SearchResults';
import { type Reader } from '@/lib/auth/visibility';

/**
 * What /search shows below the form: the prompt without a term, a message for a refused term,
 * otherwise the plugin's ranked results or the error of behaviour §8. Anonymous (the public page):
 * published posts only, cached per query for 60 s by lib/wp. In the staff view (`reader`, the
 * signed-in twins) private posts of every bureau too, cached per query for all staff.
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
    };
    result = await searchPosts(query, { reader });
  } catch (error) {
    // The visitor sees behaviour §8's message (the cause is in lib/wp's log line); with WordPress
    // away, that page is answered 503 with Retry-After.
    const away = isWordPressAway(error);
    // A cached page must not keep the error screen: thrown, Next keeps serving the last good copy,
    // or (none yet) answers 503 with the same text from the error boundary of the cached route.
    if (away && cachedPage) throw error;
    return (
      <>
        {away && <UnavailableMarker />}
        <SearchError message={SEARCH_TEXTS.fetchFailed} params={params} />
      </>
    );
  }
  return <SearchResults result={result} params={params} />;
}
