/**
 * What the service worker (app/sw.ts) may keep on a reader's phone, and for how long. Plain
 * functions of a URL or a response's headers, so they are tested without a browser.
 *
 * Only a public page's public answer is ever kept. A signed-in staff member asks the same
 * addresses but gets their private twin (`Cache-Control: private, no-store`), which is refused by
 * its header; everything that is not a public page (staff screens, /internal, previews, sign-in,
 * the APIs, router requests) is refused by its address before it is even fetched.
 */

/** Cache names. A new version of a name replaces the old one at the worker's activation. */
export const CACHES = { pages: 'bua-pages-v1', images: 'bua-images-v1', static: 'bua-static-v1' } as const;

/** The recently read pages a phone keeps: the 50 last read within 7 days. */
export const SAVED_PAGES = { maxEntries: 50, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
/** The images those pages showed. */
export const SAVED_IMAGES = { maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 } as const;
/** Chunks of the current build (hashed names; an old build's are dropped when its worker goes). */
export const SAVED_CHUNKS = { maxEntries: 300 } as const;

/** How long a page waits for the network before the saved copy is shown. */
export const NETWORK_TIMEOUT_SECONDS = 3;

/** The portal's offline page, kept when the worker installs. */
export const OFFLINE_PAGE = '/offline';

/** Headers the worker adds to a kept page: when it was saved and its title, for the offline page's list. */
export const SAVED_AT_HEADER = 'x-bua-saved-at';
export const SAVED_TITLE_HEADER = 'x-bua-saved-title';

const PUBLIC_SECTIONS = new Set(['berita', 'artikel', 'pengumuman', 'undangan', 'profil', 'sakip', 'search']);

/** A public page's address: home, a section (listings, posts, SAKIP, search, profiles) or a bureau's profile. */
export function isPublicPagePath(pathname: string): boolean {
  if (pathname === '/') return true;
  const first = pathname.split('/')[1] ?? '';
  return PUBLIC_SECTIONS.has(first) || /^Biro[A-Za-z]+$/.test(first);
}

interface RequestLike {
  url: string;
  method: string;
  mode: string;
  headers: { get(name: string): string | null };
}

/** A reader opening a public page of this origin (not a router request, a prefetch or a form post). */
export function isSavablePageRequest(request: RequestLike, origin: string): boolean {
  if (request.method !== 'GET' || request.mode !== 'navigate') return false;
  const url = new URL(request.url);
  if (url.origin !== origin || url.searchParams.has('_rsc')) return false;
  if (request.headers.get('rsc') !== null || request.headers.get('next-router-prefetch') !== null) return false;
  return isPublicPagePath(url.pathname);
}

interface ResponseLike {
  status: number;
  headers: { get(name: string): string | null };
}

/** An answer meant for anyone: a 200 HTML page that no header marks as private or not to be stored. */
export function isSavableAnswer(response: ResponseLike): boolean {
  if (response.status !== 200) return false;
  if (!(response.headers.get('content-type') ?? '').startsWith('text/html')) return false;
  const cacheControl = (response.headers.get('cache-control') ?? '').toLowerCase();
  if (/(^|[\s,])(private|no-store)([\s,=]|$)/.test(cacheControl)) return false;
  return (response.headers.get('vary') ?? '').trim() !== '*';
}

/** An answer that says the page is gone: its saved copy goes too. */
export function isGoneAnswer(response: ResponseLike): boolean {
  return response.status === 404 || response.status === 410;
}

/** An image of this origin (the optimiser's, the portal's own) that a kept page showed. */
export function isSavableImage(url: URL, origin: string, destination: string): boolean {
  return url.origin === origin && destination === 'image' && (url.pathname.startsWith('/_next/image') || url.pathname.startsWith('/images/'));
}

/** A hashed chunk or stylesheet of the build. */
export function isBuildChunk(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/_next/static/');
}
