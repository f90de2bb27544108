import type { Metadata } from 'next';
import { PostDetail } from '@/components/post/PostDetail';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { isPostType } from '@/lib/content/content-types';
import { loadPost } from '@/lib/loaders/post';
import { redirectIfMoved, redirectIfOtherBureau } from '@/lib/loaders/redirectIfMoved';
import { listingNotFoundMetadata } from '@/lib/seo/metadata';
import { postMetadata } from '@/lib/seo/postMetadata';
import { type Reader } from '@/lib/auth/visibility';

type Params = Promise<{ type: string; slug: string; bureauId?: string }>;

/** The post's head; the staff view stays out of every index. */
export function postDetailMetadata(reader?: Reader) {
  return async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
    const { type, slug, bureauId } = await params;
    if (bureauId !== undefined) {
      if (!isPostType(type)) return listingNotFoundMetadata('type');
      await redirectIfOtherBureau(type, slug, bureauId);
    }
    const metadata = postMetadata(await loadPost(type, slug, bureauId, reader));
    return reader ? { ...metadata, robots: { index: false, follow: false } } : metadata;
  };
}

/**
 * /{type}/{slug} and /{type}/biro/{bureauId}/{slug} (behaviour §2.6, 2.7): a berita, artikel,
 * pengumuman or undangan, the bureau from the address when it has one. A post that moved answers
 * 301 to its new address; the staff view reads private posts too (INTERNAL badge).
 */
export function postDetailPage(reader?: Reader) {
  return async function PostPage({ params }: { params: Params }) {
    const { type, slug, bureauId } = await params;
    if (bureauId !== undefined) await redirectIfOtherBureau(type, slug, bureauId);
    const post = await loadPost(type, slug, bureauId, reader);
    if (!post) await redirectIfMoved(type, slug, bureauId === undefined ? { form: 'detail' } : { form: 'bureau', bureauId });
    if (!post || !isPostType(post.type)) return <NotFoundView />;
    return <PostDetail post={{ ...post, type: post.type }} />;
  };
}
