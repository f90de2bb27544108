import type { ContentType } from '@/lib/content/content-types';
import { z } from 'zod';
import { wpFetch } from '../client';

const deleteResultSchema = z.object({ deleted: z.boolean().optional() }).loose();

/** Deletes a post for good (WordPress checks the user's bureau and answers 403 for another bureau's post). */
export async function deletePost(type: ContentType, id: number, token: string): Promise<boolean> {
  const result = await wpFetch({
    path: `wp/v2/${type}/${Math.trunc(id)}`,
    method: 'DELETE',
    query: { force: true },
    schema: deleteResultSchema,
    token,
  });
  return result.deleted !== false;
}
