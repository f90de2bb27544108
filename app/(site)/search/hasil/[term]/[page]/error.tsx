'use client';

import { useParams } from 'next/navigation';
import { SearchError } from '@/components/search/SearchError';
import { SearchFrame } from '@/components/search/SearchFrame';
import { decodeSearchTerm } from '@/lib/content/cachedSearch';
import { SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';

/**
 * A plain search that could not be rendered because WordPress is down and no earlier copy is
 * cached (the guard answers it 503 with Retry-After): behaviour §8's search error, as /search shows it.
 */
export default function CachedSearchError() {
  const { term = '', page = '1' } = useParams<{ term: string; page: string }>();
  const params: SearchParams = { term: decodeSearchTerm(term), sort: 'relevance', page: Number(page) || 1 };
  return (
    <SearchFrame params={params}>
      <SearchError message={SEARCH_TEXTS.fetchFailed} params={params} />
    </SearchFrame>
  );
}
