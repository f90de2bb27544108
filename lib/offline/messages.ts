/**
 * What a page tells the service worker (app/sw.ts). Not Serwist's own `SKIP_WAITING`, which it obeys
 * from any page: a new build's worker takes over only for a page of its own build.
 */
export const OFFLINE_MESSAGES = { takeOver: 'TAKE_OVER', savePage: 'SAVE_PAGE' } as const;

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGES.takeOver; build: string }
  | { type: typeof OFFLINE_MESSAGES.savePage; url: string; chunks: string[] };

/**
 * The build a page's script belongs to: next.config.ts's build revision, which is also the offline
 * page's precache revision in that build's worker. Empty where there is no worker (development).
 */
export const PAGE_BUILD = process.env.PORTAL_BUILD_REVISION ?? '';
