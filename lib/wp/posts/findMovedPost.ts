import { isContentType, type ContentType } from '@/lib/content/content-types';
import { wpConfig } from '@/lib/config';
import { wpFetch } from '../client';
import { WpError } from '../errors';
import { movedPostSchema } from '../schemas';
import { cacheTags } from '@/lib/cache/policy';

export interface MovedTo {
  type: ContentType;
  slug: string;
  bureau: string | null;
}

/**
 * GET {custom}/moved: the published post that used to answer at `{type}/{slug}` (renamed, or moved
 * to another type), or null. Cached with the old address's tag, which the plugin's notice of the
 * rename expires (it names the old slug and the new), so the 301 follows the post's changes.
 */
export async function findMovedPost(type: ContentType, slug: string): Promise<MovedTo | null> {
  try {
    const moved = await wpFetch({
      path: `${wpConfig.customNamespace}/moved`,
      query: { type, slug },
      schema: movedPostSchema,
      tags: [cacheTags.all, cacheTags.type(type), cacheTags.post(type, slug)],
    });
    return isContentType(moved.type) && moved.slug ? { type: moved.type, slug: moved.slug, bureau: moved.bureau } : null;
  } catch (error) {
    if (error instanceof WpError && (error.isNotFound || error.status === 400)) return null;
    throw error;
  }
}
