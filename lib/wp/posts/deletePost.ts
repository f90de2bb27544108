import type { ContentType } from '@/lib/content/content-types';
import { z } from 'zod';
import { wpFetch } from '../client';

const deleteResultSchema = z
  .object({
    deleted: z.boolean().optional(),
    previous: z
      .object({
        slug: z.string().optional(),
        status: z.string().optional(),
        bureau: z.string().nullable().optional(),
      })
      .loose()
      .optional(),
  })
  .loose();

export interface DeletedPost {
  deleted: boolean;
  /** What the post was, from WordPress's answer (for cache tags): slug, status and bureau. */
  previous: { slug: string | null; status: string | null; bureau: string | null } | null;
}

/**
 * Deletes a post for good (WordPress checks the user's bureau and answers 403 for another
 * bureau's post). Returns whether WordPress deleted it and what the post was.
 */
export async function deletePost(type: ContentType, id: number, token: string): Promise<DeletedPost> {
  const result = await wpFetch({
    path: `wp/v2/${type}/${Math.trunc(id)}`,
    method: 'DELETE',
    query: { force: true },
    schema: deleteResultSchema,
    token,
  });
  const previous = result.previous
    ? { slug: result.previous.slug || null, status: result.previous.status ?? null, bureau: result.previous.bureau ?? null }
    : null;
  return { deleted: result.deleted !== false, previous };
}
