import { SearchScreen } from '@/components/search/SearchScreen';
import { loadCachedSearch } from '@/lib/pages/cachedSearch';
import { STAFF_VIEW } from '@/lib/wp';

type Params = Promise<{ query: string }>;

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it). */
export const revalidate = 60;

/** Nothing is built ahead: each search is rendered on its first visits, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export { generateMetadata } from '@/app/(site)/search/hasil/[query]/page';

/** Signed-in twin of a search (/search?term=… of a staff member, rewritten here by proxy.ts). */
export default async function InternalCachedSearchPage({ params }: { params: Params }) {
  return <SearchScreen parsed={await loadCachedSearch(params)} reader={STAFF_VIEW} cachedPage />;
}
