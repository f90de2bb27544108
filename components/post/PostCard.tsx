import Link from '@/components/ui/Link';
import { formatLongDate } from '@/lib/content/dates';
import { UNKNOWN_BUREAU } from '@/lib/content/bureaus';
import { announcementExcerpt } from '@/lib/content/excerpt';
import { LISTING_TEXTS } from '@/lib/content/listing-texts';
import type { Post } from '@/lib/wp';
import { PostImage } from './PostImage';

/** Behaviour §2.5: detail links carry the bureau, or 'unknown' when it cannot be inferred. */
export function postHref(post: Pick<Post, 'type' | 'slug' | 'bureauId'>): string {
  return `/${post.type}/biro/${post.bureauId ?? UNKNOWN_BUREAU}/${post.slug}`;
}

/** Announcements and invitations show an excerpt in lists (behaviour §2.5). */
function showsExcerpt(post: Post) {
  return post.type === 'pengumuman' || post.type === 'undangan';
}

export function InternalBadge() {
  return <span className="rounded bg-amber-500 px-2 py-0.5 text-xs font-bold tracking-wide text-slate-900">{LISTING_TEXTS.internalBadge}</span>;
}

/**
 * A post as a card: image, date, title linking to its detail page, excerpt for announcements.
 * `priority` for the card whose image is the page's largest above the fold (its LCP): preloaded
 * and fetched first instead of lazily.
 */
export function PostCard({ post, featured = false, headingLevel = 3, priority = false }: { post: Post; featured?: boolean; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The common look is in app/globals.css (`post-card…`); only the featured variant adds utilities.
  return (
    <article className={featured ? 'post-card md:flex-row' : 'post-card'}>
      <div className={featured ? 'post-card-media md:aspect-auto md:min-h-72 md:w-3/5' : 'post-card-media'}>
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes={featured ? '(max-width: 768px) 100vw, 60vw' : '(max-width: 768px) 100vw, 33vw'} priority={priority} />
      </div>
      <div className={featured ? 'post-card-body p-6' : 'post-card-body'}>
        <div className="post-card-meta">
          <time dateTime={post.date} className="post-date">
            {formatLongDate(post.date)}
          </time>
          {post.status === 'private' && <InternalBadge />}
        </div>
        <Heading className={featured ? 'post-card-title text-xl md:text-2xl' : 'post-card-title'}>
          <Link href={postHref(post)}>
            {post.title}
          </Link>
        </Heading>
        {(featured || showsExcerpt(post)) && <p className="post-card-excerpt">{showsExcerpt(post) ? announcementExcerpt(post) : post.excerptText}</p>}
      </div>
    </article>
  );
}
