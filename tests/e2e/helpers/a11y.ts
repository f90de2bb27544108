import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openHydrated } from './hydration';

/** WCAG 2.1 A and AA rules: the level the portal is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Rules outside WCAG's tags that Lighthouse's accessibility score counts: a page that breaks one
 * scores under 100 (a card title that skips a heading level costs 2 points).
 */
export const LIGHTHOUSE_RULES = ['heading-order'];

/**
 * The WCAG 2.1 A/AA violations of the page as it is now, and LIGHTHOUSE_RULES', one 'rule: targets'
 * line each. One pass of axe: its rules enabled by name run beside those its tags select.
 */
export async function wcagViolations(page: Page): Promise<string[]> {
  const rules = Object.fromEntries(LIGHTHOUSE_RULES.map((rule) => [rule, { enabled: true }]));
  const results = await new AxeBuilder({ page }).options({ rules }).withTags(WCAG_TAGS).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Opens `path`, waits until it is hydrated and expects no WCAG 2.1 A/AA violation there. */
export async function expectNoViolations(page: Page, path: string): Promise<void> {
  const { page: response } = await openHydrated(page, path);
  expect(response, path).not.toBeNull();
  expect(await wcagViolations(page), `${path} has accessibility violations`).toEqual([]);
}
