import { sanitizePostHtml } from '@/lib/content/sanitize';
import { htmlToText, truncateChars } from '@/lib/content/text';
import type { Post } from '@/lib/wp';

/** Longest summary a card or feed carries (link previews cut it further, to 160). */
export const SUMMARY_CHARS = 300;

/**
 * What share cards, link previews, structured data and feeds say of a post: the excerpt its
 * author wrote, else the start of its body, else its title. WordPress's generated excerpt is not
 * used: it leaves embeds out, while here an embed reads as its title and address (a video is
 * never silently missing from a card).
 */
export function postSummary(post: Pick<Post, 'manualExcerpt' | 'contentHtml' | 'title'>): string {
  const written = post.manualExcerpt?.trim();
  if (written) return truncateChars(written, SUMMARY_CHARS);
  return truncateChars(bodyText(post.contentHtml), SUMMARY_CHARS) || post.title;
}

/** A body as plain text, embeds as "title: address". */
export function bodyText(html: string): string {
  return htmlToText(sanitizePostHtml(html, { embeds: 'text' }));
}

/** A body as feed readers get it: sanitised, PDF blocks kept as links, every embed a plain link. */
export function feedHtml(html: string): string {
  return sanitizePostHtml(html, { embeds: 'links' });
}
