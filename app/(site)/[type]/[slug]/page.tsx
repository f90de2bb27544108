import type { Metadata } from 'next';
import { PostDetail } from '@/components/post/PostDetail';
import { isPostType } from '@/lib/content/content-types';
import { loadPublicPost } from '@/lib/pages/post';
import { postMetadata } from '@/lib/seo/postMetadata';
import { redirectIfMoved } from '@/lib/pages/redirectIfMoved';
import { NotFoundView } from '@/components/ui/NotFoundView';

type Params = Promise<{ type: string; slug: string }>;

/** Cached per post and refreshed on demand by tag; 60 s is the safety net. */
export const revalidate = 60;

/** No post is built ahead: each is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, slug } = await params;
  return postMetadata(await loadPublicPost(type, slug));
}

/** /{type}/{slug}: detail of a berita, artikel, pengumuman or undangan. */
export default async function PostPage({ params }: { params: Params }) {
  const { type, slug } = await params;
  const post = await loadPublicPost(type, slug);
  if (!post) await redirectIfMoved(type, slug, { form: 'detail' });
  if (!post || !isPostType(post.type)) return <NotFoundView />;
  return <PostDetail post={{ ...post, type: post.type }} />;
}
