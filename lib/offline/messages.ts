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

/** A precache manifest's entries, as the build writes them into the worker. */
type ManifestEntry = string | { url: string; revision?: string | null };

/** The build a worker belongs to: the revision its manifest gives the offline page (next.config.ts). */
export function manifestBuild(manifest: readonly ManifestEntry[] | undefined, offlinePage: string): string | undefined {
  const entry = manifest?.find((item) => typeof item !== 'string' && item.url === offlinePage);
  return (typeof entry === 'object' && entry.revision) || undefined;
}

/**
 * Whether a message asks a waiting worker of build `ownBuild` to take over: only a page of that same
 * build may, so no open page of another build is left running on chunks its worker no longer keeps.
 */
export function asksToTakeOver(message: OfflineMessage | null | undefined, ownBuild: string | undefined): boolean {
  return message?.type === OFFLINE_MESSAGES.takeOver && Boolean(ownBuild) && message.build === ownBuild;
}
