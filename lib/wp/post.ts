import type { ContentType } from '@/lib/content/content-types';
import { inferBureau, type BureauId } from '@/lib/content/bureaus';
import { wpInstant } from '@/lib/content/instant';
import { htmlToText } from '@/lib/content/text';
import type { WpPost } from './schemas';

/** A post as the portal's pages use it, whatever WordPress shape it came from. */
export interface Post {
  id: number;
  type: ContentType;
  slug: string;
  status: string;
  /** Published, as an instant with Jakarta's offset (lib/content/instant.ts), e.g. 2026-11-20T12:00:00+07:00. */
  date: string;
  /** Last changed, likewise. */
  modified: string;
  title: string;
  contentHtml: string;
  excerptHtml: string;
  excerptText: string;
  /** The excerpt the author wrote; null when WordPress generated it from the body (or cannot tell). */
  manualExcerpt: string | null;
  bureauId: BureauId | null;
  authorName: string;
  authorLogin: string | null;
  imageUrl: string | null;
  imageAlt: string;
  sakipYear: number | null;
  sakipCategory: string | null;
}

/**
 * What a post read embeds: its featured image (the alt text). The author comes from the plugin's
 * fields (author_name, author_login, bureau): embedding it makes WordPress count the author's posts
 * before it shows the author, half of a list's database time at 100,000 posts.
 */
export const POST_EMBED = 'wp:featuredmedia';

/** Behaviour §5 missing-data defaults. */
export const DEFAULT_TITLE = 'Untitled';
export const DEFAULT_AUTHOR = 'Admin';

/** Maps a `wp/v2/{type}` item onto a Post; its bureau from the post's own field, else its author (behaviour §5). */
export function toPost(wp: WpPost, type: ContentType): Post {
  const author = wp._embedded?.author?.[0];
  const media = wp._embedded?.['wp:featuredmedia']?.[0];
  // WordPress prefixes the rendered title of a private post ('Private: …'); the portal shows an INTERNAL badge instead.
  const rendered = htmlToText(wp.title.rendered);
  const title = (wp.status === 'private' ? rendered.replace(/^(Private|Pribadi):\s*/, '') : rendered) || DEFAULT_TITLE;
  const year = wp.sakip_year === null || wp.sakip_year === undefined ? NaN : Number(wp.sakip_year);
  return {
    id: wp.id,
    type,
    slug: wp.slug,
    status: wp.status,
    // WordPress's own text is kept only if neither field is a date (then nothing can read it anyway).
    date: wpInstant(wp.date_gmt, wp.date) ?? wp.date,
    modified: wpInstant(wp.modified_gmt, wp.modified) ?? wpInstant(wp.date_gmt, wp.date) ?? wp.date,
    title,
    contentHtml: wp.content?.rendered ?? '',
    excerptHtml: wp.excerpt?.rendered ?? '',
    excerptText: htmlToText(wp.excerpt?.rendered),
    // A WordPress without the companion plugin cannot tell: its excerpt counts as written.
    manualExcerpt: wp.manual_excerpt === undefined ? htmlToText(wp.excerpt?.rendered) || null : wp.manual_excerpt,
    bureauId: inferBureau({
      postBureau: wp.bureau,
      authorSlug: author?.slug,
      authorName: wp.author_name ?? author?.name,
      authorLogin: wp.author_login,
    }),
    authorName: wp.author_name || author?.name || DEFAULT_AUTHOR,
    authorLogin: wp.author_login ?? null,
    imageUrl: wp.featured_image_url || media?.source_url || null,
    imageAlt: media?.alt_text?.trim() || title,
    sakipYear: Number.isInteger(year) ? year : null,
    sakipCategory: wp.sakip_category ?? null,
  };
}
