import type { Page } from '@playwright/test';
import { COMPLAINT_POPUP } from '@/lib/content/home';
import { openHydrated } from './hydration';

/** The complaint pop-up is tested on its own (home.spec.ts); elsewhere it is marked closed for the session. */
export async function withoutComplaintPopup(page: Page) {
  await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), COMPLAINT_POPUP.storageKey);
}

/** Opens home and waits until React has hydrated it; resolves with the visit tracker's answer. */
export async function openHome(page: Page) {
  return (await openHydrated(page, '/')).tracked;
}
