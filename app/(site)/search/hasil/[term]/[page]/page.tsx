import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { SearchScreen } from '@/components/search/SearchScreen';
import { decodeSearchTerm, isCachedSearch } from '@/lib/content/cachedSearch';
import { parseSearchParams } from '@/lib/content/search-params';
import { searchHref, type ParsedSearch } from '@/lib/content/search-query';
import { searchPageMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ term: string; page: string }>;

export const revalidate = 60;

/** Rendered on the first visit of each plain search, then served from the cache like any page. */
export async function generateStaticParams() {
  return [];
}

/** The search this address stands for; anything the rewrite would not produce is sent to /search. */
async function searchOf(params: Params): Promise<ParsedSearch> {
  const { term, page } = await params;
  const plainTerm = decodeSearchTerm(term);
  const parsed = parseSearchParams({ term: plainTerm, page });
  if (!isCachedSearch(plainTerm, page)) redirect(searchHref(parsed.params));
  return parsed;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return searchPageMetadata(await searchOf(params));
}

/**
 * A plain search (`/search?term=…[&page=N]`, rewritten here by next.config: see
 * lib/content/cachedSearch.ts): the same screen as /search, cached, and refreshed with the
 * search answers (tag wp:search) after any post change.
 */
export default async function CachedSearchPage({ params }: { params: Params }) {
  return <SearchScreen parsed={await searchOf(params)} cachedPage />;
}
