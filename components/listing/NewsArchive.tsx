import { notFound } from 'next/navigation';
import { PostCard } from '@/components/post/PostCard';
import { LISTING } from '@/lib/content/listing';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import { getPosts, readerScope, WpError, type PostList } from '@/lib/wp';
import { PageLinks } from './PageLinks';

/** Address of an archive page; page 1 is /berita/arsip itself. */
export function archiveHref(page: number) {
  return page <= 1 ? '/berita/arsip' : `/berita/arsip/${page}`;
}

/**
 * One archive page; a page past the last one is a 404 (WordPress answers 400 for it). With a
 * signed-in user's token (the signed-in twin route) private news is listed too, never cached.
 */
async function loadArchivePage(page: number, token?: string): Promise<PostList> {
  try {
    const list = await getPosts({ type: 'berita', page, perPage: LISTING.archivePageSize, ...readerScope(token) });
    if (page > 1 && list.posts.length === 0) notFound();
    return list;
  } catch (error) {
    if (error instanceof WpError && error.code === 'rest_post_invalid_page_number') notFound();
    throw error;
  }
}

/** /berita/arsip (spec 2.11): every published news item, 10 per page, newest first. */
export async function NewsArchive({ page, token }: { page: number; token?: string }) {
  const { posts, totalPages, totalPosts } = await loadArchivePage(page, token);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="border-l-4 border-gold-500 pl-3 text-2xl font-bold text-brand-900 sm:text-3xl">{ARCHIVE_TEXTS.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Halaman {page} dari {totalPages} · {totalPosts} berita
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {posts.map((post) => (
          <PostCard key={post.id} post={post} />
        ))}
      </div>
      <PageLinks current={page} total={totalPages} href={archiveHref} label="Halaman arsip berita" />
    </div>
  );
}
