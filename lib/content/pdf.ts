import { decodeHTML } from 'entities';

/** A PDF attachment found in a post body (behaviour §3: id, url, filename). */
export interface PdfLink {
  url: string;
  /** The link text, or the caller's default ('PDF Document', 'Dokumen SAKIP'). */
  filename: string;
}

/** Behaviour §5: a link is a PDF if it ends in .pdf, contains .pdf?, /pdf/ or application/pdf. */
export function isPdfUrl(url: string): boolean {
  const value = url.trim().toLowerCase();
  return value.endsWith('.pdf') || value.includes('.pdf?') || value.includes('/pdf/') || value.includes('application/pdf');
}

const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
// `(?:^|\s)` so that data-href and the like are not taken for the link's address.
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const FILE_BLOCK = /<div\b[^>]*class="[^"]*\bwp-block-file\b[^"]*"[^>]*>[\s\S]*?<\/div>/gi;
const BUTTON_CLASS = /\bclass\s*=\s*"[^"]*\bwp-block-file__button\b/i;

interface Anchor {
  url: string;
  text: string;
  isButton: boolean;
}

function anchorsOf(html: string): Anchor[] {
  return [...html.matchAll(ANCHOR)].map((match) => {
    const attributes = match[1] ?? '';
    const href = HREF.exec(attributes);
    return {
      url: decodeHTML(href?.[1] ?? href?.[2] ?? href?.[3] ?? '').trim(),
      text: decodeHTML((match[2] ?? '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim(),
      isButton: BUTTON_CLASS.test(attributes),
    };
  });
}

/** A WordPress file block, or a link anywhere else, in document order. */
const BLOCK_OR_ANCHOR = new RegExp(`(${FILE_BLOCK.source})|${ANCHOR.source}`, 'gi');

/**
 * Lists the PDF links of a body once each, in order, with their link text. In a WordPress file
 * block the name link may point to the attachment page while the download button holds the PDF:
 * the block's PDF then takes the name link's text, not the button's.
 */
export function extractPdfLinks(html: string, defaultName: string): PdfLink[] {
  const links = new Map<string, PdfLink>();
  const add = (url: string, text: string) => {
    if (url && isPdfUrl(url) && !links.has(url)) links.set(url, { url, filename: text || defaultName });
  };
  for (const match of html.matchAll(BLOCK_OR_ANCHOR)) {
    const anchors = anchorsOf(match[0]);
    if (!match[1]) {
      for (const anchor of anchors) add(anchor.url, anchor.text);
      continue;
    }
    const pdf = anchors.find((anchor) => isPdfUrl(anchor.url));
    if (pdf) add(pdf.url, anchors.find((anchor) => !anchor.isButton && anchor.text)?.text ?? pdf.text);
  }
  return [...links.values()];
}

/** Removes WordPress file blocks that hold a PDF, since those are shown as separate PDF cards. */
export function removePdfFileBlocks(html: string): string {
  return html.replace(FILE_BLOCK, (block) => (anchorsOf(block).some((anchor) => isPdfUrl(anchor.url)) ? '' : block));
}
