import type { ContentType } from '@/lib/content/content-types';
import type { BureauId } from '@/lib/content/bureaus';
import { wpRequest, type QueryValue } from '../client';
import { wpPostListSchema, type WpPost } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { toPost, type Post } from '../post';
import { isBuildPhase } from '@/lib/config';

/** An integer within [min, max]; the fallback for anything that is not a finite number. */
function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
}

export type PostStatus = 'publish' | 'private' | 'pending' | 'draft' | 'future';

/** What a signed-in staff member reads on the public screens (behaviour §6): published and private (INTERNAL). */
export const READER_STATUSES: readonly PostStatus[] = ['publish', 'private'];

/**
 * The staff view of the public screens (the signed-in twins): READER_STATUSES of every bureau, read
 * as the portal's staff reader, the same for every staff member and cached once for all of them.
 * Who gets this view is decided by proxy.ts (lib/auth/claims.ts seesStaffView).
 */
export const STAFF_VIEW = { staff: true } as const;
export type Reader = typeof STAFF_VIEW;

/**
 * Whether a read is made in the staff view now: never while `next build` prerenders, because the
 * twins built ahead (/internal, /internal/berita/arsip) are written to disk, where private posts
 * have no place. Those start from the public content and become the staff view on their first
 * regeneration (within their revalidate time, or at once on any post change).
 */
export function readsAsStaff(reader?: Reader): boolean {
  return Boolean(reader) && !isBuildPhase();
}

/** The options of a public list for its reader: nothing for a visitor (published), or the staff view. */
export function readerScope(reader?: Reader): Pick<GetPostsOptions, 'status' | 'staffReader'> {
  return readsAsStaff(reader) ? { status: [...READER_STATUSES], staffReader: true } : {};
}

export interface GetPostsOptions {
  type: ContentType;
  status?: PostStatus | PostStatus[];
  bureau?: BureauId;
  page?: number;
  /** Behaviour §9: default list fetch is 100 per page (WordPress's maximum). */
  perPage?: number;
  token?: string;
  /** The staff view's read of READER_STATUSES (readerScope): as the portal's staff reader, cached once for all staff. */
  staffReader?: boolean;
  fresh?: boolean;
}

export interface PostList {
  posts: Post[];
  totalPages: number;
  totalPosts: number;
}

/** The statuses a read may ask for: the requested ones with a token or as the staff reader, else published only (behaviour §5). */
export function statusesFor(options: { status?: PostStatus | PostStatus[]; token?: string; staffReader?: boolean }): PostStatus[] {
  if (!options.token && !options.staffReader) return ['publish'];
  return Array.isArray(options.status) ? options.status : [options.status ?? 'publish'];
}

/** The REST query of a posts list, newest first. */
export function postsQuery(options: Omit<GetPostsOptions, 'fresh'>): Record<string, QueryValue> {
  const status = statusesFor(options);
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const perPage = clampInt(options.perPage, 100, 1, 100);
  return { per_page: perPage, page, status, bureau: options.bureau, _embed: true, orderby: 'date', order: 'desc' };
}

/** A posts answer as the portal reads it: posts of `type`, with WordPress's totals (else what came). */
export function toPostList(type: ContentType, data: WpPost[], total: number | null, totalPages: number | null): PostList {
  return {
    posts: data.map((post) => toPost(post, type)),
    totalPages: totalPages || 1,
    totalPosts: total ?? data.length,
  };
}

/** Lists posts of a type, newest first; without a token the status is silently reduced to publish (behaviour §5). */
export async function getPosts(options: GetPostsOptions): Promise<PostList> {
  const { type, bureau, token, fresh, staffReader } = options;
  const tags = [cacheTags.all, cacheTags.type(type), ...(bureau ? [cacheTags.bureau(bureau)] : [])];
  const { data, headers } = await wpRequest({ path: `wp/v2/${type}`, schema: wpPostListSchema, query: postsQuery(options), token, staffReader, fresh, tags });
  return toPostList(type, data, headerNumber(headers, 'X-WP-Total'), headerNumber(headers, 'X-WP-TotalPages'));
}

/** A non-negative whole number from a header, or null. */
function headerNumber(headers: Headers, name: string): number | null {
  const value = Number(headers.get(name) ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? Math.trunc(value) : null;
}
