import { expect, test as base, type Page } from '@playwright/test';

export { expect };
export type * from '@playwright/test';

/** Lets a test provoke a failure on purpose, matched against its report line (e.g. `502 POST http://…/api/survey`). */
export type AllowProblem = (pattern: RegExp) => void;

interface FaultWatch {
  allowed: RegExp[];
}

/**
 * Every browser test fails on what a visitor's browser would log as a fault: a console error, an
 * uncaught page error, or a 4xx/5xx answer to a request the portal's own pages make (scripts,
 * data, prefetches, images, API calls, links followed) — unless the test allows it.
 * - An address the test opens itself (page.goto: no referrer) may answer 404 or 401 on purpose;
 *   the test checks that answer.
 * - Console lines that only repeat a failed answer ("Failed to load resource") are left to the
 *   answer check, which knows whose request it was: other sites cannot be reached from this
 *   offline machine, and the portal never depends on them.
 * Pages of contexts a test makes itself (browser.newContext) are not watched.
 */
export const test = base.extend<{ allowProblem: AllowProblem; faultWatch: FaultWatch }>({
  faultWatch: [
    async ({ context, baseURL }, provide) => {
      // The portal under any of its host names (tests also reach it as 127.0.0.1); other servers
      // the browser passes through (CAS, WordPress) are not the portal's pages.
      const portalPort = new URL(baseURL ?? 'http://localhost').port;
      const isPortal = (address: string) => URL.canParse(address) && new URL(address).port === portalPort;
      const watch: FaultWatch = { allowed: [] };
      const faults: string[] = [];
      const observe = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error' || message.text().startsWith('Failed to load resource') || !isPortal(page.url())) return;
          faults.push(`console error on ${page.url()}: ${message.text()}`);
        });
        page.on('pageerror', (error) => {
          if (isPortal(page.url())) faults.push(`page error on ${page.url()}: ${error.message}`);
        });
        page.on('response', (response) => {
          const request = response.request();
          if (response.status() < 400 || !isPortal(response.url())) return;
          const openedByTest = request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.headers()['referer'];
          if (openedByTest) return;
          // The router's own requests say which kind they are; that and the page asking tell where to look.
          const kind = ['next-router-prefetch', 'next-router-segment-prefetch', 'next-router-state-tree'].filter((name) => request.headers()[name] !== undefined).join(' ');
          faults.push(`${response.status()} ${request.method()} ${response.url()}${kind ? ` (${kind})` : ''} from ${page.url()}`);
        });
      };
      context.pages().forEach(observe);
      context.on('page', observe);
      await provide(watch);
      const unexpected = faults.filter((fault) => !watch.allowed.some((pattern) => pattern.test(fault)));
      expect(unexpected, 'failed requests or console errors in the browser').toEqual([]);
    },
    { auto: true },
  ],
  allowProblem: async ({ faultWatch }, provide) => {
    await provide((pattern) => faultWatch.allowed.push(pattern));
  },
});
