import { z } from 'zod';
import type { ContentType } from '@/lib/content/content-types';
import { wpInstant } from '@/lib/content/instant';
import { wpConfig } from '@/lib/config';
import { cacheTags } from '@/lib/cache/policy';
import { wpFetch } from '../client';

const postsSchema = z.object({ posts: z.array(z.object({ slug: z.string(), modified_gmt: z.string().nullable().optional() })) });

export interface SitemapPost {
  slug: string;
  /** Last change, an instant with Jakarta's offset. */
  modified?: string;
}

/**
 * GET {custom}/sitemap/posts: the published posts of a type whose IDs fall in one block, by ID (one
 * query, at most 50,000), for one child sitemap; cached under that child's tag, which a change of
 * one of its posts expires.
 */
export async function readSitemapPosts(type: ContentType, block: number, size: number): Promise<SitemapPost[]> {
  const answer = await wpFetch({
    path: `${wpConfig.customNamespace}/sitemap/posts`,
    query: { type, block, size },
    schema: postsSchema,
    tags: [cacheTags.all, cacheTags.sitemapBlock(type, block)],
    timeoutMs: 30_000,
  });
  const seen = new Set<string>();
  return answer.posts.filter((post) => !seen.has(post.slug) && seen.add(post.slug)).map((post) => ({ slug: post.slug, modified: wpInstant(post.modified_gmt) ?? undefined }));
}
