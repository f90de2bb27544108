import { PostCard } from '@/components/post/PostCard';
import { ARCHIVE_TEXTS } from '@/lib/content/listing-texts';
import type { PostList } from '@/lib/wp';
import { PageLinks } from '@/components/ui/PageLinks';

/** Address of an archive page; page 1 is /berita/arsip itself. */
export function archiveHref(page: number) {
  return page <= 1 ? '/berita/arsip' : `/berita/arsip/${page}`;
}

/** /berita/arsip (behaviour §2.11): every published news item, 10 per page, newest first. */
export function NewsArchive({ page, list }: { page: number; list: PostList }) {
  const { posts, totalPages, totalPosts } = list;
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="border-l-4 border-gold-500 pl-3 text-2xl font-bold text-brand-900 sm:text-3xl">{ARCHIVE_TEXTS.title}</h1>
      <p className="mt-2 text-sm text-slate-600">
        Halaman {page} dari {totalPages} · {totalPosts} berita
      </p>
      <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {/* The first card is the top of the page on a phone: its image is the page's LCP. The cards'
            titles are the page's second level (no section heading stands between them and the h1). */}
        {posts.map((post, index) => (
          <PostCard key={post.id} post={post} priority={index === 0} headingLevel={2} />
        ))}
      </div>
      <PageLinks current={page} total={totalPages} href={archiveHref} label="Halaman arsip berita" />
    </div>
  );
}
