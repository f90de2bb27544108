import type { Page } from '@playwright/test';
import { COMPLAINT_POPUP } from '@/lib/content/home';

/** The complaint pop-up is tested on its own (home.spec.ts); elsewhere it is marked closed for the session. */
export async function withoutComplaintPopup(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), COMPLAINT_POPUP.storageKey);
}

/**
 * Opens home and waits until React has hydrated it: the visit tracker's POST is sent from an
 * effect, which runs only after hydration, so timers and handlers of the page exist from then on.
 */
export async function openHome(page: Page) {
  const tracked = page.waitForResponse((response) => response.url().endsWith('/api/visitors/track'));
  await page.goto('/');
  return tracked;
}
