import { decodeHTML } from 'entities';

/** A PDF attachment found in a post body (spec 3: id, url, filename). */
export interface PdfLink {
  url: string;
  /** The link text, or the caller's default ('PDF Document', 'Dokumen SAKIP'). */
  filename: string;
}

/** Spec 5: a link is a PDF if it ends in .pdf, contains .pdf?, /pdf/ or application/pdf. */
export function isPdfUrl(url: string): boolean {
  const value = url.trim().toLowerCase();
  return value.endsWith('.pdf') || value.includes('.pdf?') || value.includes('/pdf/') || value.includes('application/pdf');
}

const ANCHOR = /<a\b([^>]*)>([\s\S]*?)<\/a>/gi;
const HREF = /\bhref\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const FILE_BLOCK = /<div\b[^>]*class="[^"]*\bwp-block-file\b[^"]*"[^>]*>[\s\S]*?<\/div>/gi;

/** Lists the PDF links of a body once each, in order, with their link text. */
export function extractPdfLinks(html: string, defaultName: string): PdfLink[] {
  const links = new Map<string, PdfLink>();
  for (const match of html.matchAll(ANCHOR)) {
    const hrefMatch = HREF.exec(match[1] ?? '');
    const url = decodeHTML(hrefMatch?.[1] ?? hrefMatch?.[2] ?? hrefMatch?.[3] ?? '').trim();
    if (!url || !isPdfUrl(url) || links.has(url)) continue;
    const text = decodeHTML((match[2] ?? '').replace(/<[^>]*>/g, '')).replace(/\s+/g, ' ').trim();
    links.set(url, { url, filename: text || defaultName });
  }
  return [...links.values()];
}

/** Removes WordPress file blocks that hold a PDF, since those are shown as separate PDF cards. */
export function removePdfFileBlocks(html: string): string {
  return html.replace(FILE_BLOCK, (block) => (extractPdfLinks(block, '').length > 0 ? '' : block));
}
