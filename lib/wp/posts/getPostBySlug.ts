import type { ContentType } from '@/lib/content/content-types';
import { wpFetch } from '../client';
import { wpPostListSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';
import { POST_EMBED, toPost, type Post } from '../post';
import { READER_STATUSES, readsAsStaff, type Reader } from '@/lib/auth/visibility';

/** Finds one post by slug (publish only, or publish and private for the staff view); null when absent. */
export async function getPostBySlug(type: ContentType, slug: string, options: { reader?: Reader; fresh?: boolean } = {}): Promise<Post | null> {
  const staff = readsAsStaff(options.reader);
  const posts = await wpFetch({
    path: `wp/v2/${type}`,
    schema: wpPostListSchema,
    query: { slug, _embed: POST_EMBED, status: staff ? READER_STATUSES : undefined },
    staffReader: staff,
    fresh: options.fresh,
    tags: [cacheTags.all, cacheTags.type(type), cacheTags.post(type, slug)],
  });
  const match = posts.find((post) => post.slug === slug);
  return match ? toPost(match, type) : null;
}
