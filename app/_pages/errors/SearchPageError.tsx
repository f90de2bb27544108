'use client';

import { useParams } from 'next/navigation';
import { SearchError } from '@/components/search/SearchError';
import { SearchFrame } from '@/components/search/SearchFrame';
import { queryOfSegment } from '@/lib/content/query-segment';
import { SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';

/**
 * A cached search that could not be rendered because WordPress is down and no earlier copy is
 * cached (answered 503 with Retry-After): behaviour §8's search error, as /search shows it, with the
 * term in the form (the filters are the page's own address).
 */
export default function SearchPageError() {
  const { query = '' } = useParams<{ query: string }>();
  const asked = queryOfSegment(query);
  const params: SearchParams = { term: asked.get('term') ?? '', sort: 'relevance', page: Number(asked.get('page')) || 1 };
  return (
    <SearchFrame params={params}>
      <SearchError message={SEARCH_TEXTS.fetchFailed} params={params} />
    </SearchFrame>
  );
}
