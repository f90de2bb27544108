import type { ContentType } from '@/lib/content/content-types';
import { wpFetch } from '../client';
import { wpPostListSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { toPost, type Post } from '../post';
import { READER_STATUSES } from './getPosts';

/** Finds one post by slug (publish only, or publish and private when a token is given); null when absent. */
export async function getPostBySlug(type: ContentType, slug: string, options: { token?: string; fresh?: boolean } = {}): Promise<Post | null> {
  const posts = await wpFetch({
    path: `wp/v2/${type}`,
    schema: wpPostListSchema,
    query: { slug, _embed: true, status: options.token ? READER_STATUSES : undefined },
    token: options.token,
    fresh: options.fresh,
    tags: [cacheTags.all, cacheTags.type(type), cacheTags.post(type, slug)],
  });
  const match = posts.find((post) => post.slug === slug);
  return match ? toPost(match, type) : null;
}
