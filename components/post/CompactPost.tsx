import Link from '@/components/ui/Link';
import { formatLongDate } from '@/lib/content/dates';
import type { Post } from '@/lib/wp';
import { postHref } from './PostCard';
import { PostImage } from './PostImage';

/** The thumbnail's box (w-28, 4:3 in app/globals.css .compact-post-media). */
const THUMBNAIL = { width: 112, height: 84 };

/** A post in a side list: small thumbnail, date and title link (landing hero and bureau sections); its look is in app/globals.css. */
export function CompactPost({ post, heading: Heading = 'h3' }: { post: Post; heading?: 'h2' | 'h3' }) {
  return (
    <>
      <div className="compact-post-media">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} width={THUMBNAIL.width} height={THUMBNAIL.height} className="h-full w-full object-cover" />
      </div>
      <div className="min-w-0">
        <time dateTime={post.date} className="post-date">
          {formatLongDate(post.date)}
        </time>
        <Heading className="compact-post-title">
          <Link href={postHref(post)}>
            {post.title}
          </Link>
        </Heading>
      </div>
    </>
  );
}
