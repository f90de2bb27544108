import { getBureau, type Bureau } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope, WpError, type Post, type PostList } from '@/lib/wp';

/** What /{type}/biro/{bureauId} renders: the listing, or which part of the address does not exist. */
export type BureauListingPage = { found: true; type: PostType; bureau: Bureau; posts: Post[] } | { found: false; missing: 'type' | 'bureau' };

/** Published posts; with a staff token also private ones, and the public list if WordPress refuses the token. */
async function bureauPosts(type: PostType, bureau: Bureau, token: string | undefined): Promise<PostList> {
  const query = { type, bureau: bureau.id, perPage: LISTING.bureauFetch };
  if (!token) return getPosts(query);
  try {
    return await getPosts({ ...query, ...readerScope(token) });
  } catch (error) {
    if (error instanceof WpError && error.isAuthError) return getPosts(query);
    throw error;
  }
}

/**
 * The bureau listing of behaviour §2.5, for the public page (cached) and its signed-in twin (with
 * the user's token: private posts too, never cached). A WordPress failure throws: the segment's
 * error boundary shows 'Kesalahan Memuat Konten' and a cached good page keeps being served.
 */
export async function loadBureauListing(typeParam: string, bureauParam: string, token?: string): Promise<BureauListingPage> {
  if (!isPostType(typeParam)) return { found: false, missing: 'type' };
  const bureau = getBureau(bureauParam);
  if (!bureau) return { found: false, missing: 'bureau' };
  const { posts } = await bureauPosts(typeParam, bureau, token);
  return { found: true, type: typeParam, bureau, posts };
}
