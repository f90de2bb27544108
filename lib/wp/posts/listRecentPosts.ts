import { z } from 'zod';
import type { ContentType } from '@/lib/content/content-types';
import { parseInstant, wpInstant } from '@/lib/content/instant';
import { htmlToText } from '@/lib/content/text';
import { wpRequest } from '../client';
import { cacheTags } from '@/lib/cache/policy';
import { DEFAULT_TITLE } from '../post';

/** WordPress refuses per_page above 100. */
const PAGE_SIZE = 100;

const recentItemSchema = z.object({
  slug: z.string(),
  date: z.string(),
  date_gmt: z.string().nullable().optional(),
  title: z.object({ rendered: z.string().default('') }),
});
const recentListSchema = z.array(recentItemSchema);

/** What the news sitemap lists of a published post. */
export interface RecentPost {
  type: ContentType;
  slug: string;
  /** Plain text. */
  title: string;
  /** Published, an instant with Jakarta's offset (lib/content/instant.ts). */
  date: string;
}

/**
 * The published posts of a type from `since` on, newest first, at most `limit`: for the news
 * sitemap. Pages of the 100 newest are asked the same way every time (never with the cut-off,
 * which moves each second), so the data cache keeps them under the type's and the sitemap's tags
 * and a webhook refreshes them; the cut-off is applied here, and a page whose last post is older
 * is the last one read.
 */
export async function listRecentPosts(type: ContentType, options: { since: Date; limit: number }): Promise<RecentPost[]> {
  const recent: RecentPost[] = [];
  for (let page = 1; recent.length < options.limit; page += 1) {
    const { data, headers } = await wpRequest({
      path: `wp/v2/${type}`,
      schema: recentListSchema,
      query: { status: 'publish', per_page: PAGE_SIZE, page, orderby: 'date', order: 'desc', _fields: 'slug,date,date_gmt,title' },
      tags: [cacheTags.all, cacheTags.type(type), cacheTags.sitemap],
    });
    let older = false;
    for (const item of data) {
      const date = wpInstant(item.date_gmt, item.date);
      const instant = parseInstant(date);
      if (!date || !instant) continue;
      // Newest first: the first older post means every later one is older too.
      if (instant < options.since) {
        older = true;
        break;
      }
      recent.push({ type, slug: item.slug, title: htmlToText(item.title.rendered) || DEFAULT_TITLE, date });
    }
    const totalPages = Number(headers.get('X-WP-TotalPages') ?? 1) || 1;
    if (older || data.length < PAGE_SIZE || page >= totalPages) break;
  }
  return recent.slice(0, options.limit);
}
