import { SearchScreen } from '@/components/search/SearchScreen';
import { requireSessionOr404 } from '@/lib/auth/session';
import { parseSearchParams } from '@/lib/content/search-params';
import type { RawSearchParams } from '@/lib/content/search-query';

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/search/page';

/** Signed-in twin of /search: private (INTERNAL) posts of every bureau too (behaviour §6). */
export default async function InternalSearchPage({ searchParams }: { searchParams: Promise<RawSearchParams> }) {
  const session = await requireSessionOr404();
  return <SearchScreen parsed={parseSearchParams(await searchParams)} token={session.wpToken} />;
}
