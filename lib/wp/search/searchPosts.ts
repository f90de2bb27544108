import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { searchResponseSchema, type SearchResponse } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';

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

/** GET {custom}/search: ranked results across the four types (private ones only with a token). */
export async function searchPosts(query: SearchQuery, options: { token?: string } = {}): Promise<SearchResponse> {
  return wpFetch({
    path: `${wpConfig.customNamespace}/search`,
    query: { ...query, perPage: query.perPage ?? 10 },
    schema: searchResponseSchema,
    token: options.token,
    revalidate: 60,
    tags: [cacheTags.all, cacheTags.search],
  });
}
