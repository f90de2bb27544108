import Link from 'next/link';
import { formatLongDate } from '@/lib/content/dates';
import type { Post } from '@/lib/wp';
import { postHref } from './PostCard';
import { PostImage } from './PostImage';

/** A post in a side list: small thumbnail, date and title link (landing hero and bureau sections). */
export function CompactPost({ post, heading: Heading = 'h3' }: { post: Post; heading?: 'h2' | 'h3' }) {
  return (
    <>
      <div className="relative aspect-[4/3] w-28 shrink-0 overflow-hidden rounded">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="112px" />
      </div>
      <div className="min-w-0">
        <time dateTime={post.date} className="text-xs text-slate-600">
          {formatLongDate(post.date)}
        </time>
        <Heading className="mt-1 line-clamp-3 text-sm font-semibold leading-snug text-brand-900">
          <Link href={postHref(post)} className="hover:underline">
            {post.title}
          </Link>
        </Heading>
      </div>
    </>
  );
}
