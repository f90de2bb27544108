import type { Locator, Page } from '@playwright/test';

/**
 * A toggle that is a native disclosure (`<summary>`, which has no ARIA role of its own, so no
 * getByRole finds it), found by its visible or screen-reader name.
 */
export function disclosure(page: Page, name: string): Locator {
  return page.locator('summary').filter({ hasText: name });
}

/** The `<details>` a disclosure opens and closes. */
export function detailsOf(toggle: Locator): Locator {
  return toggle.locator('xpath=..');
}
