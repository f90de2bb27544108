import type { Metadata } from 'next';
import { PostDetail } from '@/components/post/PostDetail';
import { isPostType } from '@/lib/content/content-types';
import { loadPublicPost } from '@/lib/pages/post';
import { postMetadata } from '@/lib/seo/postMetadata';
import { redirectIfMoved, redirectIfOtherBureau } from '@/lib/pages/redirectIfMoved';
import { NotFoundView } from '@/components/ui/NotFoundView';
import { listingNotFoundMetadata } from '@/lib/seo/metadata';

type Params = Promise<{ type: string; bureauId: string; slug: string }>;

export const revalidate = 60;

export async function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { type, bureauId, slug } = await params;
  if (!isPostType(type)) return listingNotFoundMetadata('type');
  await redirectIfOtherBureau(type, slug, bureauId);
  return postMetadata(await loadPublicPost(type, slug, bureauId));
}

/** /{type}/biro/{bureauId}/{slug}: the same detail, reached from a bureau listing (bureau from the route). */
export default async function BureauPostPage({ params }: { params: Params }) {
  const { type, bureauId, slug } = await params;
  await redirectIfOtherBureau(type, slug, bureauId);
  const post = await loadPublicPost(type, slug, bureauId);
  if (!post) await redirectIfMoved(type, slug, { form: 'bureau', bureauId });
  if (!post || !isPostType(post.type)) return <NotFoundView />;
  return <PostDetail post={{ ...post, type: post.type }} />;
}
