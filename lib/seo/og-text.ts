/**
 * Text for the generated share image. next/og draws only glyphs of the fonts it is given (Geist,
 * read from disk); for anything else (emoji, CJK, other scripts) it would try to download a font
 * or emoji image from a CDN, which fails offline and slows every image. So only characters Geist
 * covers are kept: Latin letters with their accents, digits, common punctuation and symbols.
 */

/** Basic Latin, Latin-1 and Latin Extended-A, plus typographic quotes, dashes, bullet, ellipsis. */
const SUPPORTED = /[\u0020-\u007E\u00A0-\u017F\u2013\u2014\u2018\u2019\u201A\u201C\u201D\u201E\u2022\u2026]/u;

/** Characters that join or modify emoji (ZWJ, variation selectors, keycap, skin tones are emoji themselves). */
const EMOJI_GLUE = /[\u200D\uFE0E\uFE0F\u20E3]/gu;

export function ogSafeText(text: string, maxChars: number): string {
  const kept = [...text.normalize('NFC').replace(EMOJI_GLUE, '')]
    .map((char) => (SUPPORTED.test(char) ? char : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  const chars = [...kept];
  if (chars.length <= maxChars) return kept;
  const cut = chars.slice(0, maxChars - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space > maxChars * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/u, '')}…`;
}
