import { FRAME_ATTRIBUTE, parseHttpUrl, resolveEmbed, type EmbedKind, type EmbedTarget } from './providers';

/**
 * What becomes of an embed: a poster that loads the provider's frame on request (post pages),
 * a link (feeds), or "title: address" text (plain summaries). An embed from any other host is a
 * link (or that text) in every mode; one without a usable http(s) address is dropped.
 */
export type EmbedMode = 'posters' | 'links' | 'text';

/** Aspect ratios a poster box can take (WordPress's own embed ratios and portrait ones). */
const RATIOS = ['21-9', '18-9', '16-9', '4-3', '1-1', '3-4', '9-16', '1-2'] as const;
const DEFAULT_RATIO: Record<EmbedKind, number> = { video: 16 / 9, map: 4 / 3, document: 4 / 3 };
const ACTION: Record<EmbedKind, string> = { video: 'Putar video', map: 'Tampilkan peta', document: 'Tampilkan dokumen' };
const DEFAULT_TITLE: Record<EmbedKind, string> = { video: 'Video', map: 'Peta', document: 'Dokumen' };

function ratioValue(ratio: string): number {
  const [w, h] = ratio.split('-').map(Number);
  return w! / h!;
}

/** The listed ratio nearest to width/height (so the box is fixed before anything loads). */
function nearestRatio(value: number): string {
  return RATIOS.reduce((best, ratio) => (Math.abs(Math.log(ratioValue(ratio) / value)) < Math.abs(Math.log(ratioValue(best) / value)) ? ratio : best));
}

/** The ratio an editor or provider gave: WordPress's wp-embed-aspect-W-H class, else the frame's width and height. */
function givenRatio(frame: Element | null, figure: Element | null): number | null {
  const aspect = /\bwp-embed-aspect-(\d+)-(\d+)\b/.exec(figure?.getAttribute('class') ?? '');
  if (aspect) return Number(aspect[1]) / Number(aspect[2]);
  const width = Number(frame?.getAttribute('width'));
  const height = Number(frame?.getAttribute('height'));
  return width > 0 && height > 0 ? width / height : null;
}

interface Found {
  address: string;
  title: string;
  frame: Element | null;
  figure: Element | null;
}

function element(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * The light embed: a fixed-ratio box holding a link to the provider's page (what a visitor
 * without JavaScript follows) with the thumbnail, the title, a play or open button and the
 * provider's name; the frame address waits in FRAME_ATTRIBUTE.
 */
function poster(doc: Document, target: EmbedTarget, found: Found): HTMLElement {
  const title = found.title || `${DEFAULT_TITLE[target.kind]} ${target.name}`;
  const box = element(doc, 'span', 'bua-embed');
  box.setAttribute('data-ratio', nearestRatio(givenRatio(found.frame, found.figure) ?? DEFAULT_RATIO[target.kind]));
  box.setAttribute('data-provider', target.provider);
  const link = element(doc, 'a', 'bua-embed__poster');
  link.setAttribute('href', target.pageUrl);
  link.setAttribute(FRAME_ATTRIBUTE, target.frameUrl);
  link.setAttribute('data-embed-title', title);
  if (target.thumbnailUrl) {
    const image = element(doc, 'img', 'bua-embed__thumb');
    image.setAttribute('src', target.thumbnailUrl);
    image.setAttribute('alt', '');
    image.setAttribute('width', '480');
    image.setAttribute('height', '360');
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
    link.append(image);
  }
  const play = element(doc, 'span', 'bua-embed__button');
  play.setAttribute('aria-hidden', 'true');
  link.append(
    play,
    element(doc, 'span', 'bua-embed__title', title),
    element(doc, 'span', 'bua-embed__action', `${ACTION[target.kind]} · ${target.name}`),
  );
  box.append(link);
  return box;
}

function replacement(doc: Document, found: Found, mode: EmbedMode): Node | null {
  const url = parseHttpUrl(found.address);
  if (!url) return null;
  const target = resolveEmbed(url.href);
  if (target && mode === 'posters') return poster(doc, target, found);
  const href = target?.pageUrl ?? url.href;
  const title = found.title || (target ? `${DEFAULT_TITLE[target.kind]} ${target.name}` : '');
  if (mode === 'text') return doc.createTextNode(title ? ` ${title}: ${href} ` : ` ${href} `);
  const link = element(doc, 'a', 'bua-embed-link', title || href);
  link.setAttribute('href', href);
  return link;
}

/**
 * The address an embed block's wrapper holds when oEmbed made no frame of it: the bare URL (the
 * block as saved) or WordPress's link to it. Null for anything richer, such as a provider's
 * fallback quote with its own links and text, which is kept as it is.
 */
function wrapperAddress(wrapper: Element): string | null {
  const text = wrapper.textContent?.trim() ?? '';
  if (wrapper.children.length === 0) return text;
  const [only] = wrapper.children;
  return wrapper.children.length === 1 && only!.tagName === 'A' && only!.textContent?.trim() === text ? (only!.getAttribute('href') ?? '') : null;
}

const HAS_CONTENT = 'img, video, audio, a, .bua-embed';

/**
 * Rewrites embeds in sanitised markup, in place: every <iframe>, and every WordPress embed block
 * whose frame oEmbed did not make (its wrapper still holds the address).
 */
export function transformEmbeds(root: DocumentFragment | Element, mode: EmbedMode): void {
  const doc = root.ownerDocument!;
  // Poster markup comes only from here: none written into a post counts.
  for (const node of root.querySelectorAll(`[${FRAME_ATTRIBUTE}]`)) node.removeAttribute(FRAME_ATTRIBUTE);

  for (const figure of root.querySelectorAll('figure.wp-block-embed')) {
    const wrapper = figure.querySelector('.wp-block-embed__wrapper');
    const address = wrapper && !wrapper.querySelector('iframe') ? wrapperAddress(wrapper) : null;
    if (address === null) continue;
    const node = replacement(doc, { address, title: '', frame: null, figure }, mode);
    wrapper!.replaceChildren(...(node ? [node] : []));
  }

  for (const frame of root.querySelectorAll('iframe')) {
    const found = { address: frame.getAttribute('src') ?? '', title: frame.getAttribute('title')?.trim() ?? '', frame, figure: frame.closest('figure') };
    const node = replacement(doc, found, mode);
    if (node) frame.replaceWith(node);
    else frame.remove();
  }

  // No empty boxes: an embed block left with neither media, link nor text goes.
  for (const figure of root.querySelectorAll('figure.wp-block-embed')) {
    if (!figure.textContent?.trim() && !figure.querySelector(HAS_CONTENT)) figure.remove();
  }
}
