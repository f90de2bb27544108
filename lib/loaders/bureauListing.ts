import { getBureau, type Bureau } from '@/lib/content/bureaus';
import { isPostType, type PostType } from '@/lib/content/content-types';
import { LISTING, paginate } from '@/lib/content/listing';
import { getPosts, readerScope, type Post } from '@/lib/wp';
import { type Reader } from '@/lib/auth/visibility';

/** What /{type}/biro/{bureauId}[/halaman/{page}] renders: one page of the listing, or which part of the address does not exist. */
export type BureauListingPage = { found: true; type: PostType; bureau: Bureau; page: number; pages: number; posts: Post[] } | { found: false; missing: 'type' | 'bureau' | 'page' };

/**
 * The bureau listing of behaviour §2.5, for the public page (cached) and its signed-in twin (with
 * the staff view: private posts too). A WordPress failure throws: the segment's
 * error boundary shows 'Kesalahan Memuat Konten' and a cached good page keeps being served.
 */
export async function loadBureauListing(typeParam: string, bureauParam: string, reader?: Reader, page = 1): Promise<BureauListingPage> {
  if (!isPostType(typeParam)) return { found: false, missing: 'type' };
  const bureau = getBureau(bureauParam);
  if (!bureau) return { found: false, missing: 'bureau' };
  const { posts } = await getPosts({ type: typeParam, bureau: bureau.id, perPage: LISTING.bureauFetch, ...readerScope(reader) });
  const pages = paginate(posts, LISTING.bureauPageSize);
  // An empty listing still has its first page (which says so); a page past the last does not exist.
  if (page > Math.max(pages.length, 1)) return { found: false, missing: 'page' };
  return { found: true, type: typeParam, bureau, page, pages: pages.length, posts: pages[page - 1] ?? [] };
}
