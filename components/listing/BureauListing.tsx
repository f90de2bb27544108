import { PostCard } from '@/components/post/PostCard';
import type { Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { LISTING, paginate } from '@/lib/content/listing';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';
import type { Post } from '@/lib/wp';
import { Paginated } from './Paginated';

/** One page of a bureau list: the first post as a large featured card, the rest in a 3-column grid. */
function ListingPage({ posts }: { posts: Post[] }) {
  const [featured, ...rest] = posts;
  return (
    <div className="space-y-8">
      {featured && <PostCard post={featured} featured headingLevel={2} />}
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

/** /{type}/biro/{bureauId} (behaviour §2.5): up to 20 posts, 7 per page. */
export function BureauListing({ type, bureau, posts }: { type: PostType; bureau: Bureau; posts: Post[] }) {
  const pages = paginate(posts, LISTING.bureauPageSize);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="border-l-4 border-gold-500 pl-3 text-2xl font-bold text-brand-900 sm:text-3xl">{LISTING_TEXTS.title(type, bureau.name)}</h1>
      <div className="mt-8">
        {pages.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-10 text-center text-slate-600">{LISTING_TEXTS.empty(type, bureau.name)}</p>
        ) : (
          <Paginated label={`Halaman ${type} ${bureau.name}`} pages={pages.map((page, index) => <ListingPage key={index} posts={page} />)} />
        )}
      </div>
    </div>
  );
}
