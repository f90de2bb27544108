import { z } from 'zod';
import type { ContentType } from '@/lib/content/content-types';
import { wpInstant } from '@/lib/content/instant';
import { wpRequest } from '../client';
import { cacheTags } from '@/lib/cache/policy';

/** WordPress refuses per_page above 100, so longer lists are read page by page. */
const PAGE_SIZE = 100;
/** Pages fetched at once: enough to be quick, few enough not to swamp a small WordPress. */
const PARALLEL_PAGES = 4;

const slugItemSchema = z.object({ slug: z.string(), modified_gmt: z.string().optional() });
const slugListSchema = z.array(slugItemSchema);

export interface PublishedSlug {
  slug: string;
  /** Last change, an instant with Jakarta's offset (lib/content/instant.ts), when WordPress gives it. */
  modified?: string;
}

function toPublishedSlug(item: z.infer<typeof slugItemSchema>): PublishedSlug {
  return { slug: item.slug, modified: wpInstant(item.modified_gmt) ?? undefined };
}

/**
 * Every published post of a type (slug and last change), for the sitemap. Asks anonymously with
 * status=publish, so private, pending, draft and future posts can never appear; reads page 1,
 * then the remaining pages (X-WP-TotalPages) a few at a time. Cached under the type's tag and the
 * sitemap's, so a webhook for any post of the type refreshes it.
 */
export async function listPublishedSlugs(type: ContentType, options: { pageSize?: number } = {}): Promise<PublishedSlug[]> {
  const perPage = Math.min(PAGE_SIZE, Math.max(1, Math.trunc(options.pageSize ?? PAGE_SIZE)));
  const fetchPage = (page: number) =>
    wpRequest({
      path: `wp/v2/${type}`,
      schema: slugListSchema,
      query: { status: 'publish', per_page: perPage, page, orderby: 'id', order: 'asc', _fields: 'slug,modified_gmt' },
      tags: [cacheTags.all, cacheTags.type(type), cacheTags.sitemap],
    });

  const first = await fetchPage(1);
  const totalPages = Math.max(1, Number(first.headers.get('X-WP-TotalPages') ?? 1) || 1);
  const items = [...first.data];
  for (let start = 2; start <= totalPages; start += PARALLEL_PAGES) {
    const pages = Array.from({ length: Math.min(PARALLEL_PAGES, totalPages - start + 1) }, (_, index) => start + index);
    const answers = await Promise.all(pages.map(fetchPage));
    for (const answer of answers) items.push(...answer.data);
  }
  // Ordering by id keeps pages stable while posts are published; a slug seen twice is listed once.
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.slug) && seen.add(item.slug)).map(toPublishedSlug);
}
