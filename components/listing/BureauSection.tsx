import Link from 'next/link';
import { PostCard, postHref } from '@/components/post/PostCard';
import { PostImage } from '@/components/post/PostImage';
import type { Bureau } from '@/lib/content/bureaus';
import type { PostType } from '@/lib/content/content-types';
import { formatLongDate } from '@/lib/content/dates';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';
import type { Post } from '@/lib/wp';

/** Section id of a bureau on a landing list, the target of its tab. */
export function bureauSectionId(bureau: Bureau) {
  return `biro-${bureau.id}`;
}

/** One bureau on a landing list (spec 2.4): 1 featured post, up to 3 side posts, 'view all' link. */
export function BureauSection({ type, bureau, posts }: { type: PostType; bureau: Bureau; posts: Post[] }) {
  const [featured, ...side] = posts;
  const headingId = `${bureauSectionId(bureau)}-judul`;
  return (
    <section id={bureauSectionId(bureau)} aria-labelledby={headingId} tabIndex={-1} className="scroll-mt-32 outline-none">
      <div className="flex flex-wrap items-end justify-between gap-2 border-b-2 border-brand-700 pb-2">
        <h2 id={headingId} className="text-xl font-bold text-brand-900">
          {`Biro ${bureau.name}`}
        </h2>
        <Link href={`/${type}/biro/${bureau.id}`} className="text-sm font-semibold text-brand-700 hover:underline">
          Lihat semua dari biro ini →
        </Link>
      </div>
      {!featured ? (
        <p className="mt-4 text-slate-600">{LISTING_TEXTS.empty(type, bureau.name)}</p>
      ) : (
        <div className="mt-5 grid gap-6 lg:grid-cols-2">
          <PostCard post={featured} />
          <ul className="flex flex-col gap-4">
            {side.slice(0, 3).map((post) => (
              <li key={post.id} className="flex gap-3">
                <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded">
                  <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="112px" />
                </div>
                <div className="min-w-0">
                  <time dateTime={post.date} className="text-xs text-slate-600">
                    {formatLongDate(post.date)}
                  </time>
                  <h3 className="mt-1 line-clamp-3 text-sm font-semibold leading-snug text-brand-900">
                    <Link href={postHref(post)} className="hover:underline">
                      {post.title}
                    </Link>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
