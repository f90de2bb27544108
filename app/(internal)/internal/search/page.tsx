import { SearchScreen } from '@/components/search/SearchScreen';
import { parseSearchParams } from '@/lib/content/search-params';
import { STAFF_VIEW } from '@/lib/wp';

export { metadata } from '@/app/(site)/search/page';

/** Signed-in twin of the search form without a query; searches go to the cached twin (./hasil). */
export default function InternalSearchPage() {
  return <SearchScreen parsed={parseSearchParams({})} reader={STAFF_VIEW} />;
}
