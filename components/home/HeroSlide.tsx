import Link from '@/components/ui/Link';
import { PostImage } from '@/components/post/PostImage';
import { postHref } from '@/components/post/PostCard';
import { formatLongDate } from '@/lib/content/dates';
import { HOME_TRUNCATION } from '@/lib/content/home';
import { truncateWords } from '@/lib/content/text';
import type { Post } from '@/lib/wp';
import { TruncatedTitle } from './TruncatedTitle';

/**
 * One slide of the home carousel, rendered on the server: photo, date, title (10 words) and
 * excerpt (7 words). Photo and text sit side by side (stacked on phones) rather than text over
 * the photo: news images often carry their own lettering, which overlaid text would collide with.
 * Its look is in app/globals.css (`hero-slide…`): the page holds five slides.
 */
export function HeroSlide({ post, priority = false }: { post: Post; priority?: boolean }) {
  const href = postHref(post);
  const excerpt = truncateWords(post.excerptText, HOME_TRUNCATION.heroExcerpt);
  return (
    <article className="hero-slide">
      <div className="relative aspect-video bg-brand-800">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 1024px) 100vw, 760px" priority={priority} />
      </div>
      {/* Bottom padding leaves room for the carousel's controls, which sit over this column. */}
      <div className="hero-slide-text">
        <p className="hero-slide-kicker">
          Berita · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <h3 className="hero-slide-title">
          <Link href={href} title={post.title}>
            <TruncatedTitle title={post.title} words={HOME_TRUNCATION.heroTitle} />
          </Link>
        </h3>
        {excerpt && <p className="mt-3 text-slate-200">{excerpt}</p>}
      </div>
    </article>
  );
}
