import { siteConfig, wpConfig } from '@/lib/config';
import { contentImageHosts } from './contentImageHosts';
import { EMBED_IMAGE_SOURCES } from './embeds/providers';

/** The optimiser's address for a remote image: a width of its deviceSizes, its default quality. */
function optimisedSrc(url: URL): string {
  return `/_next/image?url=${encodeURIComponent(url.href)}&w=1080&q=75`;
}

/** Link text when an image has no alt text. */
const FALLBACK_LABEL = 'Lihat gambar';

type Verdict = { kind: 'keep' } | { kind: 'optimise' | 'link'; url: URL } | { kind: 'drop' };

interface Allowed {
  site: string;
  origins: Set<string>;
  hosts: Set<string>;
}

function allowed(): Allowed {
  const site = new URL(siteConfig.url).origin;
  return { site, origins: new Set([site, new URL(wpConfig.url).origin, ...EMBED_IMAGE_SOURCES]), hosts: new Set(contentImageHosts()) };
}

/**
 * What becomes of an image address. A relative one is the portal's own; '//host/…' counts as
 * https, as for embeds.
 */
function judge(address: string, policy: Allowed): Verdict {
  const text = address.trim().replace(/^\/\//, 'https://');
  if (!text) return { kind: 'keep' };
  let url: URL;
  try {
    url = new URL(text, policy.site);
  } catch {
    return { kind: 'drop' };
  }
  // A data: address that is no image would only show broken.
  if (url.protocol === 'data:') return /^data:image\//i.test(url.href) ? { kind: 'keep' } : { kind: 'drop' };
  if (url.protocol === 'blob:') return { kind: 'keep' };
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { kind: 'drop' };
  if (policy.origins.has(url.origin)) return { kind: 'keep' };
  if (url.protocol === 'https:' && policy.hosts.has(url.hostname)) return { kind: 'optimise', url };
  return { kind: 'link', url };
}

/** Whether the policy admits every candidate of a srcset ("address descriptor, …"). */
function srcsetKept(srcset: string, policy: Allowed): boolean {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean)
    .every((candidate) => judge(candidate, policy).kind === 'keep');
}

function label(image: Element): string {
  return image.getAttribute('alt')?.trim() || FALLBACK_LABEL;
}

function imageLink(doc: Document, url: URL, text: string): HTMLAnchorElement {
  const link = doc.createElement('a');
  link.setAttribute('href', url.href);
  link.setAttribute('rel', 'noopener noreferrer');
  link.setAttribute('target', '_blank');
  link.className = 'bua-image-link';
  link.textContent = text;
  return link;
}

/**
 * An editor may link an image from another site into a post. The Content-Security-Policy's
 * img-src admits only the portal itself, data: and blob:, WordPress and the embed posters'
 * thumbnails (next.config.ts), and must never become `img-src *`, so such an image would show
 * broken. Instead, in place on a sanitised fragment:
 * - an image the policy admits is left as it is (a srcset candidate it would refuse takes the
 *   srcset and sizes with it, since the browser would pick that candidate over src);
 * - an image on a host of CONTENT_IMAGE_HOSTS (over https) is fetched through Next's optimiser on
 *   the portal's own origin, which lists those hosts as remote patterns;
 * - any other http(s) image becomes a link to it in a new tab, named by its alt text (a figure
 *   keeps its caption); an image inside a link becomes that text, as links cannot nest;
 * - an image with another kind of address (DOMPurify has already dropped javascript: ones), or a
 *   data: one that is no image, is never a link: only its alt text stays.
 */
export function replaceForeignImages(root: DocumentFragment | Element): void {
  const doc = root.ownerDocument!;
  const policy = allowed();

  for (const image of root.querySelectorAll('img')) {
    const verdict = judge(image.getAttribute('src') ?? '', policy);
    if (verdict.kind === 'keep') {
      const srcset = image.getAttribute('srcset');
      if (srcset !== null && !srcsetKept(srcset, policy)) {
        image.removeAttribute('srcset');
        image.removeAttribute('sizes');
      }
      continue;
    }
    if (verdict.kind === 'optimise') {
      image.setAttribute('src', optimisedSrc(verdict.url));
      image.removeAttribute('srcset');
      image.removeAttribute('sizes');
      continue;
    }
    // A <picture>'s sources would be picked over a link: the whole picture goes.
    const picture = image.parentElement?.tagName === 'PICTURE' ? image.parentElement : image;
    const alt = image.getAttribute('alt')?.trim() ?? '';
    if (verdict.kind === 'drop') picture.replaceWith(...(alt ? [doc.createTextNode(alt)] : []));
    else if (image.closest('a')) picture.replaceWith(doc.createTextNode(label(image)));
    else picture.replaceWith(imageLink(doc, verdict.url, label(image)));
  }

  // A picture's source the policy would refuse is left out, so the browser falls back to the <img>.
  for (const source of root.querySelectorAll('picture > source')) {
    const srcset = source.getAttribute('srcset');
    if (srcset !== null && !srcsetKept(srcset, policy)) source.remove();
  }
}
