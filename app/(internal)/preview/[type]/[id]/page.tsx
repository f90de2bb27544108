import type { Metadata } from 'next';
import { draftMode } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import { PostDetail } from '@/components/post/PostDetail';
import { PreviewBanner } from '@/components/post/PreviewBanner';
import { getAuthSession } from '@/lib/auth/session';
import { dashboardFor, loginPath } from '@/lib/auth/returnTo';
import { previewPath, type PreviewTarget } from '@/lib/preview/paths';
import { previewTarget } from '@/lib/preview/previewLink';
import { getPostById, WpError, type Post } from '@/lib/wp';

type Params = Promise<{ type: string; id: string }>;

/** Never cached: each view is one staff member's, read with their token. */
export const dynamic = 'force-dynamic';

export const metadata: Metadata = { title: 'Pratinjau', robots: { index: false, follow: false } };

/**
 * The post as WordPress holds it now, read with the user's token, or null when WordPress says this
 * user may not see it (another bureau's pending post) or it does not exist: the 404 page.
 */
async function previewPost(target: PreviewTarget, token: string): Promise<Post | null> {
  try {
    return await getPostById(target.type, target.id, { token });
  } catch (error) {
    if (error instanceof WpError && (error.isNotFound || error.isAuthError)) return null;
    throw error;
  }
}

/**
 * /preview/{type}/{id}: a post not yet published in the portal's own design, with the
 * 'Pratinjau' band. Reached through /api/preview, which checks the link and turns Draft Mode on;
 * without Draft Mode this address starts there, without a staff session it asks for one.
 */
export default async function PreviewPage({ params }: { params: Params }) {
  const { type, id } = await params;
  const target = previewTarget(new URLSearchParams({ type, id }));
  if (!target) notFound();
  if (!(await draftMode()).isEnabled) redirect(previewPath(target));
  const session = await getAuthSession();
  if (!session) redirect(loginPath(previewPath(target)));

  const post = await previewPost(target, session.wpToken);
  if (!post) notFound();
  const exit = `/api/preview/exit?returnTo=${encodeURIComponent(dashboardFor(session.roles))}`;
  return (
    <>
      <PreviewBanner status={post.status} exitHref={exit} />
      <PostDetail post={{ ...post, type: target.type }} />
    </>
  );
}
