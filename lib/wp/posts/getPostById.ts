import type { ContentType } from '@/lib/content/content-types';
import { wpFetch } from '../client';
import { wpPostSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { POST_EMBED, toPost, type Post } from '../post';

/** Reads one post by numeric id (WordPress answers 404 or 401 when it is missing or not readable). */
export async function getPostById(type: ContentType, id: number, options: { token?: string } = {}): Promise<Post> {
  const post = await wpFetch({
    path: `wp/v2/${type}/${Math.trunc(id)}`,
    schema: wpPostSchema,
    query: { _embed: POST_EMBED },
    token: options.token,
    tags: [cacheTags.all, cacheTags.type(type), cacheTags.post(type, id)],
  });
  return toPost(post, type);
}
