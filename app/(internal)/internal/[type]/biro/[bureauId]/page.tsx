import { BureauListing } from '@/components/listing/BureauListing';
import { requireSessionOr404 } from '@/lib/auth/session';
import { getBureau, type BureauId } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope, WpError, type PostList } from '@/lib/wp';
import { ListingNotFound } from '@/components/listing/ListingNotFound';

type Params = Promise<{ type: string; bureauId: string }>;

export const dynamic = 'force-dynamic';
export { generateMetadata } from '@/app/(site)/[type]/biro/[bureauId]/page';

/** Published and private posts with the user's token; a token WordPress refuses falls back to the public list. */
async function loadBureauPosts(type: PostType, bureau: BureauId, token: string): Promise<PostList> {
  try {
    return await getPosts({ type, bureau, perPage: LISTING.bureauFetch, ...readerScope(token) });
  } catch (error) {
    if (error instanceof WpError && error.isAuthError) return getPosts({ type, bureau, perPage: LISTING.bureauFetch });
    throw error;
  }
}

/** Signed-in twin of /{type}/biro/{bureauId}: private posts appear with the INTERNAL badge. */
export default async function InternalBureauListingPage({ params }: { params: Params }) {
  const session = await requireSessionOr404();
  const { type, bureauId } = await params;
  const bureau = getBureau(bureauId);
  if (!isPostType(type)) return <ListingNotFound what="type" />;
  if (!bureau) return <ListingNotFound what="bureau" />;
  const { posts } = await loadBureauPosts(type, bureau.id, session.wpToken);
  return <BureauListing type={type} bureau={bureau} posts={posts} />;
}
