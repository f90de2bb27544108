import type { ContentType } from '@/lib/content/content-types';
import { wpFetch } from '../client';
import { wpPostListSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { toPost, type Post } from '../post';
import { READER_STATUSES, type Reader } from './getPosts';

/** Finds one post by slug (publish only, or publish and private for the staff view); null when absent. */
export async function getPostBySlug(type: ContentType, slug: string, options: { reader?: Reader; fresh?: boolean } = {}): Promise<Post | null> {
  const { reader } = options;
  const posts = await wpFetch({
    path: `wp/v2/${type}`,
    schema: wpPostListSchema,
    query: { slug, _embed: true, status: reader ? READER_STATUSES : undefined },
    staffReader: Boolean(reader),
    fresh: options.fresh,
    tags: [cacheTags.all, cacheTags.type(type), cacheTags.post(type, slug)],
  });
  const match = posts.find((post) => post.slug === slug);
  return match ? toPost(match, type) : null;
}
