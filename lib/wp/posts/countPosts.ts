import type { ContentType } from '@/lib/content/content-types';
import type { BureauId } from '@/lib/content/bureaus';
import { z } from 'zod';
import { wpRequest, type QueryValue } from '../client';
import { cacheTags } from '@/lib/cache/policy';
import { statusesFor, type PostStatus } from '@/lib/auth/visibility';

export interface CountPostsOptions {
  type: ContentType;
  status?: PostStatus | PostStatus[];
  bureau?: BureauId;
  token?: string;
}

export const idListSchema = z.array(z.object({ id: z.number() }).loose());

/** The REST query of a count: a one-item page that carries only ids. */
export function countQuery(options: CountPostsOptions): Record<string, QueryValue> {
  return { per_page: 1, page: 1, status: statusesFor(options), bureau: options.bureau, _fields: 'id' };
}

/** WordPress's total of a count's answer, else the items that came. */
export function countFrom(data: readonly unknown[], total: number | null): number {
  return total !== null && Number.isFinite(total) && total >= 0 ? Math.trunc(total) : data.length;
}

/**
 * How many posts of a type (and statuses, bureau) WordPress has: X-WP-Total of a one-item page
 * that carries only ids. Without a token the status is silently reduced to publish (behaviour §5), as
 * in getPosts; with one, WordPress itself limits non-public statuses to the user's bureau.
 */
export async function countPosts(options: CountPostsOptions): Promise<number> {
  const { type, bureau, token } = options;
  const { data, headers } = await wpRequest({
    path: `wp/v2/${type}`,
    schema: idListSchema,
    query: countQuery(options),
    token,
    tags: [cacheTags.all, cacheTags.type(type), ...(bureau ? [cacheTags.bureau(bureau)] : [])],
  });
  const total = headers.get('X-WP-Total');
  return countFrom(data, total === null ? null : Number(total));
}
