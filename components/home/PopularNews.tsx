import Link from '@/components/ui/Link';
import { PostImage } from '@/components/post/PostImage';
import { postHref } from '@/components/post/PostCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { formatLongDate } from '@/lib/content/dates';
import { HOME_HEADINGS, HOME_TRUNCATION } from '@/lib/content/home';
import { truncateWords } from '@/lib/content/text';
import type { Post } from '@/lib/wp';
import { SectionMessage } from './SectionMessage';
import { TruncatedTitle } from './TruncatedTitle';

const TITLE_WORDS = HOME_TRUNCATION.popularTitle;
/** A teaser under the featured title; the spec fixes no length, two lines read well. */
const FEATURED_EXCERPT_WORDS = 25;

function FeaturedPopular({ post }: { post: Post }) {
  return (
    <article className="group overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div className="relative aspect-video bg-slate-100">
        <PostImage src={post.imageUrl} alt={post.imageAlt} type={post.type} sizes="(max-width: 1024px) 100vw, 720px" />
        <span className="absolute left-3 top-3 flex h-9 w-9 items-center justify-center rounded-full bg-gold-500 text-lg font-bold text-brand-900 shadow">
          <span className="sr-only">Peringkat </span>1
        </span>
      </div>
      <div className="p-5">
        <time dateTime={post.date} className="text-sm text-slate-600">
          {formatLongDate(post.date)}
        </time>
        <h3 className="mt-1 text-lg font-bold leading-snug text-brand-900 sm:text-xl">
          <Link href={postHref(post)} title={post.title} className="hover:underline">
            <TruncatedTitle title={post.title} words={TITLE_WORDS} />
          </Link>
        </h3>
        {post.excerptText && <p className="mt-2 text-slate-700">{truncateWords(post.excerptText, FEATURED_EXCERPT_WORDS)}</p>}
      </div>
    </article>
  );
}

/**
 * 'BERITA POPULER' (behaviour §2.3 and 9): 4 items, the first featured and the rest numbered.
 * `posts` are the news that follow the carousel's (see the home page for why).
 */
export function PopularNews({ posts }: { posts: Post[] | null }) {
  const [featured, ...rest] = posts ?? [];
  return (
    <section aria-labelledby="berita-populer" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <SectionHeading id="berita-populer" variant="home">{HOME_HEADINGS.popular}</SectionHeading>
      <div className="mt-6">
        {posts === null ? (
          <SectionMessage kind="error">Gagal memuat berita populer.</SectionMessage>
        ) : !featured ? (
          <SectionMessage>Belum ada berita.</SectionMessage>
        ) : (
          <div className="grid gap-6 lg:grid-cols-12">
            <div className="lg:col-span-7">
              <FeaturedPopular post={featured} />
            </div>
            <ol start={2} className="flex flex-col gap-4 lg:col-span-5" aria-label="Berita populer lainnya">
              {rest.map((post, index) => (
                <li key={post.id} className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
                  <span aria-hidden="true" className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-700 text-lg font-bold text-white">
                    {index + 2}
                  </span>
                  <div className="min-w-0">
                    <h3 className="font-semibold leading-snug text-brand-900">
                      <Link href={postHref(post)} title={post.title} className="hover:underline">
                        <TruncatedTitle title={post.title} words={TITLE_WORDS} />
                      </Link>
                    </h3>
                    <time dateTime={post.date} className="mt-1 block text-sm text-slate-600">
                      {formatLongDate(post.date)}
                    </time>
                  </div>
                </li>
              ))}
            </ol>
          </div>
        )}
      </div>
    </section>
  );
}
