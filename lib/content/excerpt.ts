import { LISTING } from './listing';
import { htmlToText, truncateChars } from './text';

export const NO_DETAIL_TEXT = 'Tidak ada detail';

/** Behaviour §2.5: an announcement shows its excerpt, else the first 150 characters of its text, else 'Tidak ada detail'. */
export function announcementExcerpt(post: { manualExcerpt: string | null; contentHtml: string }): string {
  if (post.manualExcerpt?.trim()) return post.manualExcerpt.trim();
  const text = htmlToText(post.contentHtml);
  return text ? truncateChars(text, LISTING.excerptFallbackChars) : NO_DETAIL_TEXT;
}
