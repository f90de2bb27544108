import { POST_TYPES } from '@/lib/content/content-types';
import { parseInstant } from '@/lib/content/instant';
import type { RecentPost } from '@/lib/wp';
import { postSitemapPath } from './sitemap';
import { absoluteUrl, SITE } from './site';

/**
 * The Google News sitemap, /sitemap-news.xml (behaviour §2.1): the posts of the last two days,
 * each with its publication, title and publication date. Pure; app/sitemap-news.xml reads WordPress.
 */

export const NEWS_SITEMAP_PATH = '/sitemap-news.xml';

/** Google News takes articles published in the last two days, at most 1,000 per sitemap. */
export const NEWS_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
export const NEWS_SITEMAP_MAX = 1000;

/** The four post types are the agency's news; SAKIP documents are reports, not news. */
export const NEWS_TYPES = POST_TYPES;

/** news:publication: the name the portal gives itself everywhere (og:site_name), in Indonesian. */
export const NEWS_PUBLICATION = { name: SITE.name, language: 'id' } as const;

/** The earliest publication the news sitemap lists at `now`. */
export function newsSince(now: Date): Date {
  return new Date(now.getTime() - NEWS_WINDOW_MS);
}

/** The posts the sitemap lists at `now`: published within the window, newest first, at most 1,000. */
export function newsEntries(posts: readonly RecentPost[], now: Date): RecentPost[] {
  const since = newsSince(now).getTime();
  const dated = posts.flatMap((post) => {
    const time = parseInstant(post.date)?.getTime();
    return time !== undefined && time >= since ? [{ post, time }] : [];
  });
  return dated
    .sort((a, b) => b.time - a.time)
    .slice(0, NEWS_SITEMAP_MAX)
    .map(({ post }) => post);
}

function xmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemap's XML (sitemaps.org with Google's news namespace); dates as they come, with their offset. */
export function renderNewsSitemap(entries: readonly RecentPost[]): string {
  const urls = entries.map(
    (post) => `<url>
<loc>${xmlText(absoluteUrl(postSitemapPath(post.type, post.slug)))}</loc>
<news:news>
<news:publication>
<news:name>${xmlText(NEWS_PUBLICATION.name)}</news:name>
<news:language>${NEWS_PUBLICATION.language}</news:language>
</news:publication>
<news:publication_date>${xmlText(post.date)}</news:publication_date>
<news:title>${xmlText(post.title)}</news:title>
</news:news>
</url>
`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:news="http://www.google.com/schemas/sitemap-news/0.9">
${urls.join('')}</urlset>
`;
}
