import Link from '@/components/ui/Link';
import { CompactPost } from '@/components/post/CompactPost';
import { PostImage } from '@/components/post/PostImage';
import { postHref } from '@/components/post/PostCard';
import { formatLongDate } from '@/lib/content/dates';
import type { Post } from '@/lib/wp';

/** Landing hero (behaviour §2.4): the newest post large, up to three more beside it. */
export function LandingHero({ posts }: { posts: Post[] }) {
  const [main, ...secondary] = posts;
  if (!main) return null;
  return (
    <section aria-label="Terbaru" className="grid gap-6 lg:grid-cols-3">
      <article className="relative overflow-hidden rounded-xl bg-brand-900 lg:col-span-2">
        <div className="relative aspect-video">
          <PostImage src={main.imageUrl} alt={main.imageAlt} type={main.type} sizes="(max-width: 1024px) 100vw, 66vw" priority />
          <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/30 to-transparent" />
        </div>
        <div className="absolute inset-x-0 bottom-0 p-5 text-white sm:p-8">
          <time dateTime={main.date} className="text-sm text-slate-200">
            {formatLongDate(main.date)}
          </time>
          <h2 className="mt-2 text-xl font-bold leading-tight sm:text-3xl">
            <Link href={postHref(main)} className="hover:underline">
              {main.title}
            </Link>
          </h2>
        </div>
      </article>
      <div className="flex flex-col gap-4">
        {secondary.slice(0, 3).map((post) => (
          <article key={post.id} className="flex gap-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm">
            <CompactPost post={post} heading="h2" />
          </article>
        ))}
      </div>
    </section>
  );
}
