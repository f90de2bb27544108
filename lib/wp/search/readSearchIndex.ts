import { z } from 'zod';
import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';

const indexablePost = z.object({
  id: z.number().int().positive(),
  indexable: z.literal(true),
  modified_gmt: z.string(),
  cursor: z.string(),
  post_type: z.string(),
  status: z.string(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string().nullable().optional(),
  /** The editor's own excerpt, '' when none (`excerpt` may be the body's first words). */
  own_excerpt: z.string().nullable().optional(),
  lead: z.string().nullable().optional(),
  body: z.string(),
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  bureau_id: z.string().nullable().optional(),
  author: z.string().nullable().optional(),
  thumbnail: z.string().nullable().optional(),
});

/** A post no reader may find (draft, pending, future, trash, password): the index drops it. */
const hiddenPost = z.object({
  id: z.number().int().positive(),
  indexable: z.literal(false),
  modified_gmt: z.string(),
  cursor: z.string(),
});

const searchIndexPageSchema = z.object({ posts: z.array(z.discriminatedUnion('indexable', [indexablePost, hiddenPost])) });

export type IndexablePost = z.infer<typeof indexablePost>;
export type SearchIndexEntry = z.infer<typeof searchIndexPageSchema>['posts'][number];

/** Which posts: by id (a notice), the next by ID (a full reindex), the next by modification (the catch-up). */
export type SearchIndexSelection =
  | { ids: readonly number[] }
  | { afterId: number; perPage: number }
  | { since: string; sinceId: number; perPage: number };

/**
 * GET {custom}/search-index: posts as the search engine indexes them, every status (so the index
 * learns what to drop), with the portal's key only (it holds private posts' texts); never cached.
 */
export async function readSearchIndex(selection: SearchIndexSelection): Promise<SearchIndexEntry[]> {
  const query = 'ids' in selection ? { ids: selection.ids.join(',') } : selection;
  const answer = await wpFetch({
    path: `${wpConfig.customNamespace}/search-index`,
    query,
    schema: searchIndexPageSchema,
    fresh: true,
    timeoutMs: 30_000,
  });
  return answer.posts;
}
