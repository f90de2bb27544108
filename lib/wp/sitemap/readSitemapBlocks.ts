import { z } from 'zod';
import { isContentType, type ContentType } from '@/lib/content/content-types';
import { wpInstant } from '@/lib/content/instant';
import { wpConfig } from '@/lib/config';
import { cacheTags } from '@/lib/cache/policy';
import { wpFetch } from '../client';

const blocksSchema = z.object({
  blocks: z.array(z.object({ type: z.string(), block: z.number().int().nonnegative(), posts: z.number().int().nonnegative(), modified_gmt: z.string().nullable().optional() })),
});

export interface SitemapBlock {
  type: ContentType;
  block: number;
  posts: number;
  /** The last change of its posts, an instant with Jakarta's offset. */
  modified?: string;
}

/**
 * GET {custom}/sitemap/blocks: per type, the blocks of `size` IDs holding a published post (one
 * query whatever the archive's size), for the sitemap index; cached under its own tag, which any
 * post change expires.
 */
export async function readSitemapBlocks(size: number): Promise<SitemapBlock[]> {
  const answer = await wpFetch({
    path: `${wpConfig.customNamespace}/sitemap/blocks`,
    query: { size },
    schema: blocksSchema,
    tags: [cacheTags.all, cacheTags.sitemapIndex],
  });
  return answer.blocks.flatMap((block) => (isContentType(block.type) && block.posts > 0 ? [{ type: block.type, block: block.block, posts: block.posts, modified: wpInstant(block.modified_gmt) ?? undefined }] : []));
}
