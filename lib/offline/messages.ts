/** What a page tells the service worker (app/sw.ts). */
export const OFFLINE_MESSAGES = { skipWaiting: 'SKIP_WAITING', savePage: 'SAVE_PAGE' } as const;

export type OfflineMessage =
  | { type: typeof OFFLINE_MESSAGES.skipWaiting }
  | { type: typeof OFFLINE_MESSAGES.savePage; url: string; chunks: string[] };
