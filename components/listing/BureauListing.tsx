import { PostCard } from '@/components/post/PostCard';
import { PageLinks } from '@/components/ui/PageLinks';
import type { Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';
import { bureauListingHref } from '@/lib/content/listing';
import type { Post } from '@/lib/wp';

/** One page of a bureau list: the first post as a large featured card, the rest in a 3-column grid. */
function ListingPage({ posts }: { posts: Post[] }) {
  const [featured, ...rest] = posts;
  return (
    <div className="space-y-8">
      {featured && <PostCard post={featured} featured headingLevel={2} priority />}
      {rest.length > 0 && (
        <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {rest.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}

/**
 * /{type}/biro/{bureauId} and its further pages (behaviour §2.5: up to 20 posts, 7 per page):
 * each page has its own address (./halaman/{n}), rendered on the server and cached; 'Prev',
 * numbers and 'Next' are links, so Back, Forward, bookmarks and crawlers all reach a page.
 */
export function BureauListing({ type, bureau, page, pages, posts }: { type: PostType; bureau: Bureau; page: number; pages: number; posts: Post[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="border-l-4 border-gold-500 pl-3 text-2xl font-bold text-brand-900 sm:text-3xl">{LISTING_TEXTS.title(type, bureau.name)}</h1>
      {page > 1 && <link rel="prev" href={bureauListingHref(type, bureau.id, page - 1)} />}
      {page < pages && <link rel="next" href={bureauListingHref(type, bureau.id, page + 1)} />}
      <div className="mt-8">
        {posts.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">{LISTING_TEXTS.empty(type, bureau.name)}</p>
        ) : (
          <div data-page={page}>
            <ListingPage posts={posts} />
          </div>
        )}
        <PageLinks current={page} total={pages} href={(n) => bureauListingHref(type, bureau.id, n)} label={`Halaman ${type} ${bureau.name}`} />
      </div>
    </div>
  );
}
