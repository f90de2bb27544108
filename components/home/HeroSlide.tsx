import Link from 'next/link';
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
 */
export function HeroSlide({ post, priority = false }: { post: Post; priority?: boolean }) {
  const href = postHref(post);
  const excerpt = truncateWords(post.excerptText, HOME_TRUNCATION.heroExcerpt);
  return (
    <article className="grid h-full bg-brand-900 lg:grid-cols-[3fr_2fr]">
      <div className="relative aspect-video bg-brand-800">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 1024px) 100vw, 760px" priority={priority} />
      </div>
      {/* Bottom padding leaves room for the carousel's controls, which sit over this column. */}
      <div className="flex flex-col justify-center px-5 pb-20 pt-6 text-white sm:px-8 lg:px-10 lg:pb-24 lg:pt-10">
        <p className="text-xs font-semibold uppercase tracking-wider text-gold-400 sm:text-sm">
          Berita · <time dateTime={post.date}>{formatLongDate(post.date)}</time>
        </p>
        <h3 className="mt-3 text-xl font-bold leading-snug sm:text-2xl xl:text-3xl">
          <Link href={href} title={post.title} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-gold-400">
            <TruncatedTitle title={post.title} words={HOME_TRUNCATION.heroTitle} />
          </Link>
        </h3>
        {excerpt && <p className="mt-3 text-slate-200">{excerpt}</p>}
      </div>
    </article>
  );
}
