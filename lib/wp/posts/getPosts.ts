import type { ContentType } from '@/lib/content/content-types';
import type { BureauId } from '@/lib/content/bureaus';
import { wpRequest, type QueryValue } from '../client';
import { wpPostListSchema, type WpPost } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { POST_EMBED, toPost, type Post } from '../post';
import { READER_STATUSES, readsAsStaff, statusesFor, type PostStatus, type Reader } from '@/lib/auth/visibility';

/** An integer within [min, max]; the fallback for anything that is not a finite number. */
function clampInt(value: number | undefined, fallback: number, min: number, max: number): number {
  if (value === undefined || !Number.isFinite(value)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(value)));
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

/** The REST query of a posts list, newest first. */
export function postsQuery(options: Omit<GetPostsOptions, 'fresh'>): Record<string, QueryValue> {
  const status = statusesFor(options);
  const page = clampInt(options.page, 1, 1, Number.MAX_SAFE_INTEGER);
  const perPage = clampInt(options.perPage, 100, 1, 100);
  return { per_page: perPage, page, status, bureau: options.bureau, _embed: POST_EMBED, orderby: 'date', order: 'desc' };
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
