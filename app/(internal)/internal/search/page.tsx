import { SearchScreen } from '@/components/search/SearchScreen';
import { parseSearchParams } from '@/lib/content/search-params';
import type { RawSearchParams } from '@/lib/content/search-query';
import { STAFF_VIEW } from '@/lib/wp';

export { generateMetadata } from '@/app/(site)/search/page';

/**
 * Signed-in twin of /search: private (INTERNAL) posts of every bureau too (behaviour §6). Rendered per
 * request (any filter, any term); plain searches go to the cached twin (./hasil) instead.
 */
export default async function InternalSearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  return <SearchScreen parsed={parseSearchParams(await searchParams)} reader={STAFF_VIEW} />;
}
