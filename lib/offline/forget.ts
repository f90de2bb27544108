import { CACHES } from './rules';

/**
 * Empties the saved pages and their images (not the build's chunks, which hold nobody's data):
 * at sign-in and sign-out, so a shared phone keeps nothing of one session for the next. The
 * service worker never keeps a signed-in answer in the first place (lib/offline/rules.ts).
 */
export async function forgetSavedPages(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(CACHES.pages), caches.delete(CACHES.images)]).catch(() => undefined);
}
