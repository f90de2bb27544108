import { decodeHTML } from 'entities';

/** Plain text of a WordPress HTML fragment: tags removed, entities decoded, spaces collapsed. */
export function htmlToText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeHTML(html.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `count` words, with an ellipsis when words were cut (behaviour §9 truncations). */
export function truncateWords(text: string, count: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= count) return words.join(' ');
  return `${words.slice(0, count).join(' ')}...`;
}

/** The first `count` characters, with an ellipsis when cut (e.g. the 150-character excerpt fallback). */
export function truncateChars(text: string, count: number): string {
  const value = text.trim();
  if (value.length <= count) return value;
  return `${value.slice(0, count).trimEnd()}...`;
}
