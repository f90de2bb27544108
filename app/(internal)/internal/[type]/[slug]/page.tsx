import type { Metadata } from 'next';
import { PostDetail } from '@/components/post/PostDetail';
import { isPostType } from '@/lib/content/content-types';
import { loadStaffPost } from '@/lib/pages/post';
import { postMetadata } from '@/lib/seo/postMetadata';
import { redirectIfMoved } from '@/lib/pages/redirectIfMoved';
import { NotFoundView } from '@/components/ui/NotFoundView';

type Params = Promise<{ type: string; slug: string }>;

/** The staff view, cached once for all staff like the public page (proxy.ts decides who sees it); 60 s is the safety net. */
export const revalidate = 60;

/** Nothing is built ahead: each page is rendered on its first visit, then served from the cache. */
export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, slug } = await params;
  const post = await loadStaffPost(type, slug);
  return { ...postMetadata(post), robots: { index: false, follow: false } };
}

/** Signed-in twin of /{type}/{slug}: published and private posts (INTERNAL badge). */
export default async function InternalPostPage({ params }: { params: Params }) {
  const { type, slug } = await params;
  const post = await loadStaffPost(type, slug);
  if (!post) await redirectIfMoved(type, slug, { form: 'detail' });
  if (!post || !isPostType(post.type)) return <NotFoundView />;
  return <PostDetail post={{ ...post, type: post.type }} />;
}
