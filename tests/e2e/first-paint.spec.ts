import { expect, test, type Page } from './fixtures';
import { openHome, withoutComplaintPopup } from './helpers/home';
import { openHydrated } from './helpers/hydration';
import { PUBLIC_PAGE_KINDS } from './helpers/routes';

/**
 * A public page paints its main content from the server's HTML and CSS alone: no script, font or
 * prefetch holds the first paint back. Every script file is held back SCRIPTS_LATE_MS here (a phone
 * on a slow network, where the chunks come last); the page must have painted its content, and its
 * largest element inside `<main>`, before the first of them arrives. A page that waits for a script
 * to show its content (a render-blocking script, content rendered only on the client, a stylesheet
 * or font loaded by script) fails.
 */
const SCRIPTS_LATE_MS = 3_000;

interface Painted {
  fcp: number | null;
  /** Largest-contentful-paint candidates before the scripts came: time and whether inside <main>. */
  candidates: { time: number; inMain: boolean; element: string }[];
  firstScriptAt: number | null;
}

async function paintBeforeScripts(page: Page, path: string): Promise<Painted> {
  await page.route(/\/_next\/static\/.*\.js(\?|$)/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPTS_LATE_MS));
    await route.continue();
  });
  await page.addInitScript(() => {
    const seen: { time: number; inMain: boolean; element: string }[] = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
        const element = entry.element ?? null;
        seen.push({ time: entry.startTime, inMain: Boolean(element?.closest('main')), element: element ? element.tagName.toLowerCase() : '(removed)' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    (window as unknown as { __lcp: typeof seen }).__lcp = seen;
  });
  await page.goto(path, { waitUntil: 'load' });
  return page.evaluate(() => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => /\/_next\/static\/.*\.js/.test(entry.name)) as PerformanceResourceTiming[];
    return {
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      candidates: (window as unknown as { __lcp: Painted['candidates'] }).__lcp,
      firstScriptAt: scripts.length ? Math.min(...scripts.map((entry) => entry.responseEnd)) : null,
    };
  });
}

for (const [kind, pathOf] of PUBLIC_PAGE_KINDS) {
  test(`${kind}: the main content is painted before any script arrives`, async ({ page }) => {
    const path = await pathOf(page.request);
    const painted = await paintBeforeScripts(page, path);
    expect(painted.firstScriptAt, 'the page loads its scripts (held back here)').toBeGreaterThanOrEqual(SCRIPTS_LATE_MS);
    expect(painted.fcp, 'first contentful paint').not.toBeNull();
    expect(painted.fcp!).toBeLessThan(painted.firstScriptAt!);
    const early = painted.candidates.filter((candidate) => candidate.time < painted.firstScriptAt!);
    expect(early.some((candidate) => candidate.inMain), `a largest-contentful-paint candidate inside <main> before the scripts: ${JSON.stringify(painted.candidates)}`).toBe(true);
  });
}

/**
 * The browser builds a date or number formatter from its ICU data the first time a page asks for
 * one: 100–250 ms of a phone's main thread for a date format (Chromium at 4× CPU slowdown), tens of
 * milliseconds for a number format, where an empty Next page pays nothing. A public page's
 * hydration builds none: its dates and numbers are the server's text, and a formatter is made only
 * when a visitor's action needs one (the fresh survey figures after a vote).
 */
for (const [kind, pathOf] of PUBLIC_PAGE_KINDS) {
  test(`${kind}: hydrating the page builds no Intl formatter`, async ({ page }) => {
    await withoutComplaintPopup(page);
    await page.addInitScript(() => {
      const made: string[] = [];
      (window as unknown as { __formatters: string[] }).__formatters = made;
      const counted = <T extends object>(target: T, name: string): T =>
        new Proxy(target, {
          construct: (original, args) => (made.push(name), Reflect.construct(original as never, args)),
          apply: (original, self, args) => (made.push(name), Reflect.apply(original as never, self, args)),
        });
      for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat', 'PluralRules', 'ListFormat', 'Collator', 'Segmenter'] as const) {
        Object.defineProperty(Intl, name, { value: counted(Intl[name], `Intl.${name}`), configurable: true, writable: true });
      }
      for (const [prototype, method] of [
        [Date.prototype, 'toLocaleString'],
        [Date.prototype, 'toLocaleDateString'],
        [Date.prototype, 'toLocaleTimeString'],
        [Number.prototype, 'toLocaleString'],
      ] as const) {
        Object.defineProperty(prototype, method, { value: counted((prototype as unknown as Record<string, () => string>)[method]!, method), configurable: true, writable: true });
      }
    });
    await openHydrated(page, await pathOf(page.request));
    // And what comes after hydration while the page loads: code fetched on demand, late effects.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    expect(await page.evaluate(() => (window as unknown as { __formatters: string[] }).__formatters)).toEqual([]);
  });
}

/**
 * The portal's text is set in the phone's own sans-serif (Roboto on Android, San Francisco on iOS):
 * a web font would go out at the highest priority beside the LCP image on a first visit, and, held
 * to `optional` so that it moves nothing, would seldom be there in time for the first paint.
 */
test.describe('on a phone, no web font and no layout shift', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  for (const [kind, pathOf] of PUBLIC_PAGE_KINDS) {
    test(`${kind}: the page declares and asks for no font, and nothing shifts while it loads and hydrates (CLS ≤ 0.02)`, async ({ page }) => {
      const path = await pathOf(page.request);
      const fonts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'font') fonts.push(request.url());
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
        (window as unknown as { __shifts: number[] }).__shifts = shifts;
      });
      await page.goto(path, { waitUntil: 'load' });
      await page.waitForLoadState('networkidle');
      expect(fonts).toEqual([]);
      expect(await page.evaluate(() => document.fonts.size)).toBe(0);
      // Two frames after the page went quiet: whatever hydration or a late image moved is counted.
      const shift = await page.evaluate(async () => {
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0);
      });
      expect(shift).toBeLessThanOrEqual(0.02);
    });
  }
});

test('the router prefetches no page while one loads and sits in view, only the one whose link the visitor reaches for', async ({ page }) => {
  const prefetched: string[] = [];
  page.on('request', (request) => {
    const headers = request.headers();
    if (headers['next-router-prefetch'] !== undefined || headers['next-router-segment-prefetch'] !== undefined) prefetched.push(new URL(request.url()).pathname);
  });
  // The complaint pop-up would cover the page a second after hydration.
  await withoutComplaintPopup(page);
  await openHome(page);
  // And idle: by then a router that prefetches links in view has asked for them.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // A link on screen: not one of the carousel's slides that rotated out of view (inert).
  const link = page.locator('main a[href^="/berita/"]:not([inert] a)').first();
  const target = (await link.getAttribute('href'))!;
  await link.hover();
  await expect.poll(() => prefetched, { message: `${target} prefetched on hover` }).toContain(target);
  // Dozens of links were in view since the page hydrated: the router prefetched none of them.
  expect([...new Set(prefetched)]).toEqual([target]);
});
