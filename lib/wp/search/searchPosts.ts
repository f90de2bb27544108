import { wpConfig } from '@/lib/config';
import { wpInstant } from '@/lib/content/instant';
import { wpFetch } from '../client';
import { searchResponseSchema, type SearchResponse } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { LIFETIMES } from '@/lib/cache/lifetimes.cjs';
import { readsAsStaff, type Reader } from '@/lib/auth/visibility';

export interface SearchQuery {
  term: string;
  bureau?: string;
  postType?: string;
  dateFrom?: string;
  dateTo?: string;
  sort?: 'relevance' | 'date_desc' | 'date_asc';
  page?: number;
  /** Behaviour §9: 10 per page. */
  perPage?: number;
}

/**
 * GET {custom}/search: ranked results across the four types, published ones; in the staff view
 * (`reader`) private ones of every bureau too, as the staff reader (the same for all staff: cached
 * per query like the public answer).
 */
export async function searchPosts(query: SearchQuery, options: { reader?: Reader } = {}): Promise<SearchResponse> {
  const answer = await wpFetch({
    path: `${wpConfig.customNamespace}/search`,
    query: { ...query, perPage: query.perPage ?? 10 },
    schema: searchResponseSchema,
    staffReader: readsAsStaff(options.reader),
    revalidate: LIFETIMES.wordpress.search,
    tags: [cacheTags.all, cacheTags.search],
  });
  // Each hit's date as an instant with Jakarta's offset, like every post's (lib/content/instant.ts).
  return { ...answer, posts: answer.posts.map((post) => ({ ...post, date: wpInstant(post.date_gmt, post.date) ?? post.date })) };
}
