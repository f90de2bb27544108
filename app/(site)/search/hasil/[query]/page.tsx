import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/SearchScreen';
import { loadCachedSearch } from '@/lib/pages/cachedSearch';
import { searchPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ query: string }>;

export const revalidate = 60;

/** Rendered on the first visits of each search, then served from the cache like any page. */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchPageMetadata(await loadCachedSearch(params));
}

/**
 * A search (`/search?term=…&…`, rewritten here by proxy.ts: see lib/content/cachedSearch.ts),
 * cached, and refreshed with the search answers (tag wp:search) after any post change.
 */
export default async function CachedSearchPage({ params }: { params: Params }) {
  return <SearchScreen parsed={await loadCachedSearch(params)} cachedPage />;
}
