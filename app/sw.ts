/// <reference lib="webworker" />
import { CacheFirst, ExpirationPlugin, NetworkFirst, NetworkOnly, Serwist, type PrecacheEntry, type SerwistGlobalConfig, type SerwistPlugin } from 'serwist';
import {
  CACHES,
  NETWORK_TIMEOUT_SECONDS,
  OFFLINE_PAGE,
  SAVED_AT_HEADER,
  SAVED_CHUNKS,
  SAVED_IMAGES,
  SAVED_PAGES,
  SAVED_TITLE_HEADER,
  isBuildChunk,
  isGoneAnswer,
  isSavableAnswer,
  isSavableImage,
  isSavablePageRequest,
} from '@/lib/offline/rules';
import { titleOf, withSavedNote, withSavedPagesList, withoutScriptFiles, type SavedPage } from '@/lib/offline/notes';
import { asksToTakeOver, manifestBuild, OFFLINE_MESSAGES, type OfflineMessage } from '@/lib/offline/messages';
import { SESSION_HINT_COOKIE } from '@/lib/auth/constants';

/*
 * The portal's service worker (production builds only; @serwist/next compiles it to /sw.js). It
 * keeps what a reader read, for when the network is gone: public pages network-first (the saved
 * copy only after NETWORK_TIMEOUT_SECONDS or a failure, with a note saying when it was saved), the
 * images they showed and the build's chunks. What it may keep is decided in lib/offline/rules.ts.
 * A new build's worker waits, and takes over once a page of its own build has loaded and gone
 * quiet (told by that page: components/offline/OfflineSupport.tsx), never while a page is loading.
 */

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

const origin = self.location.origin;
// Read once: the build writes the manifest in place of this one mention.
const manifest = self.__SW_MANIFEST;
/** This build's revision (next.config.ts), which its pages also carry. */
const ownBuild = manifestBuild(manifest, OFFLINE_PAGE);

/** Keeps only a public answer, stamped with when it was saved and its title (for the offline page). */
const keepPublicAnswers: SerwistPlugin = {
  async cacheWillUpdate({ response }) {
    if (!isSavableAnswer(response)) return null;
    const html = await response.clone().text();
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    headers.set(SAVED_TITLE_HEADER, encodeURIComponent(titleOf(html)));
    return new Response(html, { status: response.status, statusText: response.statusText, headers });
  },
  // A page that is gone online goes from the phone too.
  async fetchDidSucceed({ request, response }) {
    if (isGoneAnswer(response)) await (await caches.open(CACHES.pages)).delete(request.url);
    return response;
  },
  // A saved copy says it is one, and when it was saved; it is read without its script files.
  async cachedResponseWillBeUsed({ cachedResponse }) {
    if (!cachedResponse) return null;
    const savedAt = new Date(cachedResponse.headers.get(SAVED_AT_HEADER) ?? Date.now());
    const headers = new Headers(cachedResponse.headers);
    headers.delete('content-length');
    return new Response(withSavedNote(withoutScriptFiles(await cachedResponse.text()), savedAt), { status: 200, headers });
  },
  // Neither the network nor a saved copy: the offline page, listing what can be read.
  async handlerDidError() {
    return offlinePage();
  },
};

async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(CACHES.pages);
  const pages: SavedPage[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (!response) continue;
    const url = new URL(request.url);
    pages.push({
      url: url.pathname + url.search,
      title: decodeURIComponent(response.headers.get(SAVED_TITLE_HEADER) ?? ''),
      savedAt: new Date(response.headers.get(SAVED_AT_HEADER) ?? 0),
    });
  }
  return pages;
}

async function offlinePage(): Promise<Response | undefined> {
  const page = await serwist.matchPrecache(OFFLINE_PAGE);
  if (!page) return undefined;
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  return new Response(withSavedPagesList(withoutScriptFiles(await page.text()), await savedPages()), { status: 503, headers });
}

/**
 * A page is asked of the server every time, never taken from the browser's HTTP cache: a public
 * page's `stale-while-revalidate` (meant for the caches on the way) lets a worker's fetch be answered
 * with the last copy the browser saw, which after a purge is the old page and, for a visitor who has
 * just signed in, the visitor's page in place of the staff view. A 304 keeps it cheap.
 */
const askTheServer: SerwistPlugin = {
  requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }),
};

const savedPagesLimit = () => new ExpirationPlugin({ ...SAVED_PAGES, maxAgeFrom: 'last-used' });
const pageStrategy = new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [askTheServer, savedPagesLimit(), keepPublicAnswers] });
// Signed in, the network is waited for: a saved copy is a visitor's page, which lacks what staff may
// read, so it is only for when the network is gone altogether.
const signedInPageStrategy = new NetworkFirst({ cacheName: CACHES.pages, plugins: [askTheServer, savedPagesLimit(), keepPublicAnswers] });

const imageStrategy = new CacheFirst({ cacheName: CACHES.images, plugins: [new ExpirationPlugin({ ...SAVED_IMAGES, maxAgeFrom: 'last-used' })] });
// An image carries no header that tells a private post's from a public one's, so a signed-in visit
// keeps none, nor does a browser whose worker cannot read the hint.
const unsavedImages = new NetworkOnly();

/**
 * The portal's "signed in" hint cookie (not the session: no secret), where the browser lets a worker
 * read cookies; null where it does not (no Cookie Store in the worker).
 */
async function signedIn(): Promise<boolean | null> {
  try {
    if (!self.cookieStore) return null;
    return (await self.cookieStore.get(SESSION_HINT_COOKIE))?.value === '1';
  } catch {
    return null;
  }
}

const chunkStrategy = new CacheFirst({ cacheName: CACHES.static, plugins: [new ExpirationPlugin(SAVED_CHUNKS)] });

const serwist = new Serwist({
  precacheEntries: manifest,
  precacheOptions: { cleanupOutdatedCaches: true },
  // A new build's worker waits for a page of its own build rather than taking over open tabs.
  skipWaiting: false,
  clientsClaim: false,
  navigationPreload: false,
  disableDevLogs: true,
  runtimeCaching: [
    {
      matcher: ({ request }) => isSavablePageRequest(request, origin),
      // Where the worker cannot tell, a page's own header still keeps a signed-in answer out.
      handler: async (options) => ((await signedIn()) ? signedInPageStrategy : pageStrategy).handle(options),
    },
    {
      matcher: ({ url, request }) => isSavableImage(url, origin, request.destination),
      handler: async (options) => ((await signedIn()) === false ? imageStrategy : unsavedImages).handle(options),
    },
    {
      matcher: ({ url }) => isBuildChunk(url, origin),
      handler: chunkStrategy,
    },
  ],
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as OfflineMessage | null;
  if (asksToTakeOver(message, ownBuild)) void self.skipWaiting();
  // The page the worker was installed from, and its chunks: they were fetched before it ran.
  if (message?.type === OFFLINE_MESSAGES.savePage) event.waitUntil(savePage(event, message.url, message.chunks));
});

async function savePage(event: ExtendableEvent, pageUrl: string, chunks: string[]) {
  const page = new Request(new URL(pageUrl, origin).href, { mode: 'same-origin', credentials: 'same-origin' });
  if (isSavablePageRequest({ url: page.url, method: 'GET', mode: 'navigate', headers: page.headers }, origin) && !(await caches.match(page, { cacheName: CACHES.pages }))) {
    await pageStrategy.handle({ event, request: page }).catch(() => undefined);
  }
  for (const chunk of chunks) {
    const url = new URL(chunk, origin);
    if (isBuildChunk(url, origin)) await chunkStrategy.handle({ event, request: new Request(url.href) }).catch(() => undefined);
  }
}

// A new build: the previous build's chunks are of no use to it.
self.addEventListener('activate', (event) => {
  event.waitUntil(caches.delete(CACHES.static));
});

serwist.addEventListeners();
