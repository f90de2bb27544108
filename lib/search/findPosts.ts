import 'server-only';
import { unstable_cache } from 'next/cache';
import { cacheTags } from '@/lib/cache/policy';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';
import { searchIndex, type IndexQuery, type SearchAnswer } from './searchIndex';
import { indexFilling, whenIndexReady } from './schedule';

/**
 * A search as the pages ask for it: the index's answer kept in Next's data cache under the search
 * tags, so the cached search pages it draws carry them too and a post change refreshes them like
 * any list (lib/webhook/receive.ts writes the index first). The staff view's answers (private posts
 * included) are kept apart and also expire with the staff reads. A failure is not kept.
 * While the index fills, an answer grows with every page the fill writes: it is not kept, and says
 * it is partial (its page is kept a page's lifetime, so the note ends within one after the fill).
 */
export async function findPosts(query: IndexQuery): Promise<SearchAnswer> {
  await whenIndexReady();
  if (indexFilling()) return { ...(await searchIndex(query)), filling: true };
  const tags = query.staff ? [cacheTags.all, cacheTags.search, cacheTags.staffShared] : [cacheTags.all, cacheTags.search];
  return unstable_cache(() => searchIndex(query), ['search-index', JSON.stringify(query)], {
    tags,
    revalidate: LIFETIMES.wordpress.search,
  })();
}
