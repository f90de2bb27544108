import Link from 'next/link';
import { PostCard } from '@/components/post/PostCard';
import { getPosts, type Post } from '@/lib/wp';

export const revalidate = 60;

/** Spec 9: home shows the 5 latest news. */
const HOME_NEWS_COUNT = 5;

async function loadLatestNews(): Promise<Post[] | null> {
  try {
    return (await getPosts({ type: 'berita', perPage: HOME_NEWS_COUNT })).posts;
  } catch (error) {
    console.error(`[home] ${error instanceof Error ? error.message : error}`);
    return null;
  }
}

/** Home (spec 2.3). The spine renders the latest news; the full set of sections follows in its own issue. */
export default async function HomePage() {
  const news = await loadLatestNews();
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-2xl font-bold text-brand-900">Berita Terbaru</h1>
      {news === null ? (
        <div role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
          <p className="font-semibold text-red-800">Failed to load content</p>
          <Link href="/" prefetch={false} className="mt-4 inline-block rounded bg-brand-700 px-4 py-2 font-semibold text-white">
            Coba Lagi
          </Link>
        </div>
      ) : (
        <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {news.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      )}
    </div>
  );
}
