import type { ContentType } from '@/lib/content/content-types';
import type { BureauId } from '@/lib/content/bureaus';
import { z } from 'zod';
import { wpRequest } from '../client';
import { cacheTags } from '@/lib/cache/policy';
import type { PostStatus } from './getPosts';

export interface CountPostsOptions {
  type: ContentType;
  status?: PostStatus | PostStatus[];
  bureau?: BureauId;
  token?: string;
}

const idListSchema = z.array(z.object({ id: z.number() }).loose());

/**
 * How many posts of a type (and statuses, bureau) WordPress has: X-WP-Total of a one-item page
 * that carries only ids. Without a token the status is silently reduced to publish (behaviour §5), as
 * in getPosts; with one, WordPress itself limits non-public statuses to the user's bureau.
 */
export async function countPosts(options: CountPostsOptions): Promise<number> {
  const { type, bureau, token } = options;
  const requested = Array.isArray(options.status) ? options.status : [options.status ?? 'publish'];
  const status = token ? requested : ['publish'];
  const { data, headers } = await wpRequest({
    path: `wp/v2/${type}`,
    schema: idListSchema,
    query: { per_page: 1, page: 1, status, bureau, _fields: 'id' },
    token,
    tags: [cacheTags.all, cacheTags.type(type), ...(bureau ? [cacheTags.bureau(bureau)] : [])],
  });
  const total = Number(headers.get('X-WP-Total'));
  return Number.isFinite(total) && total >= 0 ? Math.trunc(total) : data.length;
}
