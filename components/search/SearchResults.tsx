import { PageLinks } from '@/components/ui/PageLinks';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { formatNumber } from '@/lib/content/numbers';
import { searchHref, SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';
import type { SearchAnswer, SearchHit } from '@/lib/search/searchIndex';
import { SearchMessage } from './SearchMessage';
import { SearchResultCard } from './SearchResultCard';

/**
 * The hits of one page (10, behaviour §9), their count and the page links; when the term as typed
 * found nothing and the archive's spelling did, the results are that spelling's, and say so.
 */
export function SearchResults({ result, params }: { result: SearchAnswer; params: SearchParams }) {
  // Only the four searchable types have detail pages to link to.
  const posts = result.posts.filter((post): post is SearchHit & { post_type: PostType } => isPostType(post.post_type));
  const { total, totalPages } = result.pagination;
  return (
    <section aria-label="Hasil pencarian">
      {result.filling && (
        <p className="mb-2 rounded border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900" data-testid="search-filling">
          {SEARCH_TEXTS.filling}
        </p>
      )}
      {result.correctedTerm && (
        <p className="mb-2 text-sm text-slate-700" data-testid="search-corrected">
          {SEARCH_TEXTS.correctedPrefix}
          <strong>“{result.correctedTerm}”</strong>
        </p>
      )}
      {total > 0 && (
        <p className="mb-4 text-sm text-slate-600">
          {result.pagination.more ? SEARCH_TEXTS.moreThan : ''}
          {formatNumber(total)} hasil untuk “{result.correctedTerm ?? params.term}”
        </p>
      )}
      {posts.length === 0 ? (
        <SearchMessage>{SEARCH_TEXTS.noResults}</SearchMessage>
      ) : (
        <ol className="flex flex-col gap-4">
          {posts.map((post) => (
            <li key={`${post.post_type}-${post.id}`}>
              <SearchResultCard post={post} />
            </li>
          ))}
        </ol>
      )}
      <PageLinks current={Math.min(params.page, Math.max(totalPages, 1))} total={totalPages} href={(page) => searchHref(params, page)} label="Halaman hasil pencarian" prefetch={false} />
    </section>
  );
}
