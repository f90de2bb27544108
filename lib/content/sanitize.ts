import DOMPurify, { type Config } from 'isomorphic-dompurify';
import { prepareBlocks } from './blocks';
import { transformEmbeds, type EmbedMode } from './embeds/transform';
import { replaceForeignImages } from './foreignImages';

/** Scripts, event handlers, forms, inline styles and frames never reach a visitor. */
const STRICT: Config = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  FORBID_ATTR: ['style'],
  ADD_ATTR: ['target'],
};

/**
 * WordPress body HTML made safe to render. Frames are read in a first pass only to learn their
 * address and title (DOMPurify has already dropped srcdoc, on* handlers and javascript:/data:
 * sources by then), and each becomes a light embed, a link or text (lib/content/embeds). For
 * pages, an image from a host the Content-Security-Policy refuses goes through the image optimiser
 * or becomes a link (lib/content/foreignImages.ts; feed readers apply no such policy), and images
 * and tables get their layout touches (lib/content/blocks.ts). The result passes
 * the strict policy again, which lets no frame through. Links that open a new tab get
 * rel="noopener noreferrer".
 */
export function sanitizePostHtml(html: string, { embeds = 'posters' }: { embeds?: EmbedMode } = {}): string {
  const body = DOMPurify.sanitize(html, { ...STRICT, ADD_TAGS: ['iframe'], RETURN_DOM_FRAGMENT: true });
  transformEmbeds(body, embeds);
  if (embeds === 'posters') {
    replaceForeignImages(body);
    prepareBlocks(body);
  }
  const holder = body.ownerDocument.createElement('div');
  holder.append(body);
  const clean = DOMPurify.sanitize(holder.innerHTML, STRICT);
  return clean.replace(/<a ([^>]*?)target="_blank"([^>]*)>/g, (match, before: string, after: string) =>
    /\brel=/.test(before + after) ? match : `<a ${before}target="_blank" rel="noopener noreferrer"${after}>`,
  );
}
