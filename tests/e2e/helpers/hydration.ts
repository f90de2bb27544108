import type { Page, Response } from '@playwright/test';

/** components/analytics/VisitTracker.tsx's endpoint (that client module is not loaded into the runner). */
const VISIT_TRACK_ENDPOINT = '/api/visitors/track';

/**
 * Opens `path` and waits until React has hydrated it: the root layout's visit tracker sends its POST
 * from an effect, which runs only after hydration, so the page's handlers and timers exist from then
 * on. Resolves with the tracker's answer (the page's own is checked by the caller, if it wants).
 */
export async function openHydrated(page: Page, path: string): Promise<{ page: Response | null; tracked: Response }> {
  const tracked = page.waitForResponse((response) => new URL(response.url()).pathname === VISIT_TRACK_ENDPOINT);
  const answer = await page.goto(path);
  return { page: answer, tracked: await tracked };
}

/**
 * Opens `path` with the page's script files held back until `release` is called (a phone on a slow
 * network): the test acts on the server's HTML first. `release` lets the scripts run and waits for
 * hydration (the visit tracker's POST).
 */
export async function openWithScriptsHeld(page: Page, path: string): Promise<{ release: () => Promise<void> }> {
  let letGo!: () => void;
  const held = new Promise<void>((resolve) => (letGo = resolve));
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return {
    release: async () => {
      const hydrated = page.waitForResponse((response) => new URL(response.url()).pathname === VISIT_TRACK_ENDPOINT);
      letGo();
      await hydrated;
    },
  };
}
