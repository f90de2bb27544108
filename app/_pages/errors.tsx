'use client';

import { useEffect } from 'react';
import { useParams } from 'next/navigation';
import { ListingError } from '@/components/listing/ListingError';
import { PostError } from '@/components/post/PostError';
import { SearchError } from '@/components/search/SearchError';
import { SearchFrame } from '@/components/search/SearchFrame';
import { RetryError } from '@/components/ui/RetryError';
import { HOME_TEXTS } from '@/lib/content/home';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import { queryOfSegment } from '@/lib/content/query-segment';
import { SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';

/**
 * The error view of each public page kind, for both of its views: each route's `error.tsx`, public
 * and signed-in twin alike, is one line that names its kind here (app/(internal)/twins.test.ts holds
 * the two trees to the same set). A page throws only when its essential content cannot be loaded;
 * during incremental regeneration Next keeps serving the last good page, so a visitor sees these
 * only when no good page exists yet. 'Coba Lagi' re-fetches the page from the server (Next's retry).
 */
interface ErrorViewProps {
  error: unknown;
  retry: () => void;
}

/** Home, and whatever has no view of its own (behaviour §8: 'Failed to load content' with a retry). */
export function HomeError({ error, retry }: ErrorViewProps) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <RetryError look="box" icon message={HOME_TEXTS.loadError} retryLabel={HOME_TEXTS.retry} onRetry={retry} />;
}

/** A landing list or a bureau listing. */
export function ListingPageError({ retry }: ErrorViewProps) {
  return <ListingError retry={retry} />;
}

/** A post's detail page. */
export function PostPageError({ retry }: ErrorViewProps) {
  return <PostError retry={retry} />;
}

/** The archive and its pages. */
export function ArchivePageError({ retry }: ErrorViewProps) {
  return <RetryError message={ARCHIVE_TEXTS.error} onRetry={retry} />;
}

/**
 * A cached search that could not be rendered because WordPress is down and no earlier copy is
 * cached (answered 503 with Retry-After): behaviour §8's search error, as /search shows it, with the
 * term in the form (the filters are the page's own address).
 */
export function SearchPageError() {
  const { query = '' } = useParams<{ query: string }>();
  const asked = queryOfSegment(query);
  const params: SearchParams = { term: asked.get('term') ?? '', sort: 'relevance', page: Number(asked.get('page')) || 1 };
  return (
    <SearchFrame params={params}>
      <SearchError message={SEARCH_TEXTS.fetchFailed} params={params} />
    </SearchFrame>
  );
}
