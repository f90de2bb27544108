import Link from '@/components/ui/Link';
import { PostCard } from '@/components/post/PostCard';
import { SectionHeading } from '@/components/ui/SectionHeading';
import { HOME_HEADINGS } from '@/lib/content/home';
import type { Post } from '@/lib/wp';
import { SectionMessage } from './SectionMessage';

/** 'ARTIKEL' (behaviour §2.3): the 3 latest articles and a link to the full list. */
export function LatestArticles({ posts }: { posts: Post[] | null }) {
  return (
    <section aria-labelledby="artikel-terbaru" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <SectionHeading id="artikel-terbaru" variant="home">{HOME_HEADINGS.articles}</SectionHeading>
          <Link href="/artikel" className="rounded font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700">
            Lihat semua artikel <span aria-hidden="true">→</span>
          </Link>
        </div>
        <div className="mt-6">
          {posts === null ? (
            <SectionMessage kind="error">Gagal memuat artikel.</SectionMessage>
          ) : posts.length === 0 ? (
            <SectionMessage>Belum ada artikel.</SectionMessage>
          ) : (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.id} post={post} />
              ))}
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
