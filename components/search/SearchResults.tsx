import { PageLinks } from '@/components/ui/PageLinks';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { formatNumber } from '@/lib/content/numbers';
import { searchHref, SEARCH_TEXTS, type SearchParams } from '@/lib/content/search-query';
import type { SearchResponse, SearchResultPost } from '@/lib/wp';
import { SearchMessage } from './SearchMessage';
import { SearchResultCard } from './SearchResultCard';

/** The hits of one page (10, behaviour §9), their count and the page links. */
export function SearchResults({ result, params }: { result: SearchResponse; params: SearchParams }) {
  // Only the four searchable types have detail pages to link to.
  const posts = result.posts.filter((post): post is SearchResultPost & { post_type: PostType } => isPostType(post.post_type));
  const { total, totalPages } = result.pagination;
  return (
    <section aria-label="Hasil pencarian">
      {total > 0 && (
        <p className="mb-4 text-sm text-slate-600">
          {formatNumber(total)} hasil untuk “{params.term}”
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
