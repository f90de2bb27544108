import Link from 'next/link';
import { formatLongDate } from '@/lib/content/dates';
import { UNKNOWN_BUREAU } from '@/lib/content/bureaus';
import type { Post } from '@/lib/wp';
import { PostImage } from './PostImage';

/** Spec 2.5: detail links carry the bureau, or 'unknown' when it cannot be inferred. */
export function postHref(post: Pick<Post, 'type' | 'slug' | 'bureauId'>): string {
  return `/${post.type}/biro/${post.bureauId ?? UNKNOWN_BUREAU}/${post.slug}`;
}

/** A post as a card: image, date and title linking to its detail page. */
export function PostCard({ post }: { post: Post }) {
  return (
    <article className="group overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-slate-100">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 768px) 100vw, 33vw" />
      </div>
      <div className="p-4">
        <time dateTime={post.date} className="text-xs text-slate-600">
          {formatLongDate(post.date)}
        </time>
        <h3 className="mt-1 font-semibold leading-snug text-brand-900">
          <Link href={postHref(post)} className="hover:underline">
            {post.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
