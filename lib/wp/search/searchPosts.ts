import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { searchResponseSchema, type SearchResponse } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { readsAsStaff, type Reader } from '../posts/getPosts';

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
  return wpFetch({
    path: `${wpConfig.customNamespace}/search`,
    query: { ...query, perPage: query.perPage ?? 10 },
    schema: searchResponseSchema,
    staffReader: readsAsStaff(options.reader),
    revalidate: 60,
    tags: [cacheTags.all, cacheTags.search],
  });
}
