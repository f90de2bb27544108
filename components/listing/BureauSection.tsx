import { PostCard } from '@/components/post/PostCard';
import { CompactPost } from '@/components/post/CompactPost';
import type { Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';
import { PendingLink } from '@/components/ui/PendingLink';
import type { Post } from '@/lib/wp';

/** Section id of a bureau on a landing list, the target of its tab. */
export function bureauSectionId(bureau: Bureau) {
  return `biro-${bureau.id}`;
}

/** One bureau on a landing list (behaviour §2.4): 1 featured post, up to 3 side posts, 'view all' link. */
export function BureauSection({ type, bureau, posts }: { type: PostType; bureau: Bureau; posts: Post[] }) {
  const [featured, ...side] = posts;
  const headingId = `${bureauSectionId(bureau)}-judul`;
  return (
    <section id={bureauSectionId(bureau)} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-32 outline-none">
      <div className="bureau-section-head">
        <h2 id={headingId} className="bureau-section-title">
          {`Biro ${bureau.name}`}
        </h2>
        <PendingLink href={`/${type}/biro/${bureau.id}`} pendingText={LISTING_TEXTS.loading(bureau.name)} className="bureau-section-more">
          Lihat semua dari biro ini →
        </PendingLink>
      </div>
      {!featured ? (
        <p className="mt-4 text-slate-600">{LISTING_TEXTS.empty(type, bureau.name)}</p>
      ) : (
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <PostCard post={featured} />
          <ul className="flex flex-col gap-4">
            {side.slice(0, 3).map((post) => (
              <li key={post.id} className="flex gap-3">
                <CompactPost post={post} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
