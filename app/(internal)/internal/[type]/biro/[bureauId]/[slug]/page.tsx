import type { Metadata } from 'next';
import { PostDetail } from '@/components/post/PostDetail';
import { readerOf, requireSessionOr404 } from '@/lib/auth/session';
import { isPostType } from '@/lib/content/content-types';
import { loadPostForUser } from '@/lib/pages/post';
import { postMetadata } from '@/lib/seo/postMetadata';
import { redirectIfMoved } from '@/lib/pages/redirectIfMoved';
import { NotFoundView } from '@/components/ui/NotFoundView';

type Params = Promise<{ type: string; bureauId: string; slug: string }>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const session = await requireSessionOr404();
  const { type, bureauId, slug } = await params;
  const post = await loadPostForUser(type, slug, readerOf(session), bureauId);
  return { ...postMetadata(post), robots: { index: false, follow: false } };
}

/** Signed-in twin of /{type}/biro/{bureauId}/{slug}. */
export default async function InternalBureauPostPage({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { type, bureauId, slug } = await params;
  const post = await loadPostForUser(type, slug, readerOf(session), bureauId);
  if (!post) await redirectIfMoved(type, slug, { form: 'bureau', bureauId });
  if (!post || !isPostType(post.type)) return <NotFoundView />;
  return <PostDetail post={{ ...post, type: post.type }} />;
}
