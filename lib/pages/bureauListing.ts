import { getBureau, type Bureau } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { LISTING } from '@/lib/content/listing';
import { getPosts, readerScope, type Post, type Reader } from '@/lib/wp';

/** What /{type}/biro/{bureauId} renders: the listing, or which part of the address does not exist. */
export type BureauListingPage = { found: true; type: PostType; bureau: Bureau; posts: Post[] } | { found: false; missing: 'type' | 'bureau' };

/**
 * The bureau listing of behaviour §2.5, for the public page (cached) and its signed-in twin (with
 * the staff view: private posts too). A WordPress failure throws: the segment's
 * error boundary shows 'Kesalahan Memuat Konten' and a cached good page keeps being served.
 */
export async function loadBureauListing(typeParam: string, bureauParam: string, reader?: Reader): Promise<BureauListingPage> {
  if (!isPostType(typeParam)) return { found: false, missing: 'type' };
  const bureau = getBureau(bureauParam);
  if (!bureau) return { found: false, missing: 'bureau' };
  const { posts } = await getPosts({ type: typeParam, bureau: bureau.id, perPage: LISTING.bureauFetch, ...readerScope(reader) });
  return { found: true, type: typeParam, bureau, posts };
}
