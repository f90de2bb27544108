import type { Metadata } from 'next';
import { SearchScreen } from '@/components/search/SearchScreen';
import { parseSearchParams } from '@/lib/content/search-params';
import { searchPageMetadata } from '@/lib/seo/metadata';

/** The form with no search yet: the same for everyone, so a static page. */
const NO_SEARCH = parseSearchParams({});

export const metadata: Metadata = searchPageMetadata(NO_SEARCH);

/**
 * /search (behaviour §2.10) without a query: the form and the prompt. Every search
 * (`/search?term=…`, filters, sort, page) is rewritten by proxy.ts to its own cached page,
 * ./hasil/[query] (lib/content/cachedSearch.ts).
 */
export default function SearchPage() {
  return <SearchScreen parsed={NO_SEARCH} />;
}
