import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/SearchScreen';
import { parseSearchParams } from '@/lib/content/search-params';
import type { RawSearchParams } from '@/lib/content/search-query';
import { searchPageMetadata } from '@/lib/seo/metadata';

type SearchPageProps = { searchParams: Promise<RawSearchParams> };

export async function generateMetadata({ searchParams }: SearchPageProps): Promise<Metadata> {
  return searchPageMetadata(parseSearchParams(await searchParams));
}

/**
 * /search (behaviour §2.10) with filters, sorting or an unusual term: it reads its query string, so
 * it is rendered per request (a plain search goes to the cached ./hasil page instead, see
 * lib/content/cachedSearch.ts); the WordPress call itself is cached per query by lib/wp.
 * Everything is in the server HTML (no Suspense fallback), so the page works without JavaScript.
 */
export default async function SearchPage({ searchParams }: SearchPageProps) {
  return <SearchScreen parsed={parseSearchParams(await searchParams)} />;
}
