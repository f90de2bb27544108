// How soon a tap paints its answer on a phone: the home page's phone menu, its carousel's next
// button and the header's search toggle, tapped in Debian's Chromium with the CPU slowed 4× through
// CDP, once the page has hydrated. Each tap's latency is the longest Event Timing entry of its
// interaction (pointerdown, pointerup, click: the input delay, the handlers and the next paint),
// observed with `durationThreshold: 16`; a tap with no entry answered in under 16 ms.
//   node scripts/bench/inp.mjs URL        (INP_RUNS, default 3; medians)
import { createJiti } from 'jiti';
import { config } from './config.mjs';
import { CPU_SLOWDOWN, median, PHONE_CONTEXT, withBrowser } from './paint.mjs';

const jiti = createJiti(import.meta.url, { alias: { '@': config.root } });
const { COMPLAINT_POPUP } = await jiti.import('@/lib/content/home.ts');

/** The controls tapped, each twice (open, then close, so the page is as it was). */
export const INP_CONTROLS = [
  { key: 'menu', label: 'phone menu', locate: (page) => page.locator('summary', { hasText: 'Buka menu' }), taps: 2 },
  { key: 'carousel', label: 'carousel, next', locate: (page) => page.getByRole('button', { name: 'Berita berikutnya' }), taps: 2 },
  { key: 'search', label: 'search toggle', locate: (page) => page.locator('summary', { hasText: 'Buka pencarian' }), taps: 2 },
];

/** Event Timing has no entry for an interaction faster than this (its smallest threshold). */
const THRESHOLD_MS = 16;

/** One cold load of `url` at `cpu`×, then each control tapped: the slowest tap of each, in ms. */
export async function inpOnce(browser, url, { cpu = CPU_SLOWDOWN } = {}) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    // A reader who has closed the complaint pop-up in this session: nothing covers the page.
    await page.addInitScript((key) => window.sessionStorage.setItem(key, '1'), COMPLAINT_POPUP.storageKey);
    await page.addInitScript((threshold) => {
      window.__interactions = new Map();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (!entry.interactionId) continue;
          window.__interactions.set(entry.interactionId, Math.max(window.__interactions.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: threshold, buffered: true });
    }, THRESHOLD_MS);
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    // Hydrated: the controls that wait for their script are enabled, and the main thread is quiet.
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1000);
    const slowest = {};
    for (const control of INP_CONTROLS) {
      const target = control.locate(page).first();
      let worst = 0;
      for (let tap = 0; tap < control.taps; tap += 1) {
        await page.evaluate(() => window.__interactions.clear());
        await target.tap();
        // The entries of a tap arrive after its next paint.
        await page.waitForTimeout(500);
        const durations = await page.evaluate(() => [...window.__interactions.values()]);
        worst = Math.max(worst, ...durations, 0);
      }
      slowest[control.key] = worst || THRESHOLD_MS;
    }
    return slowest;
  } finally {
    await context.close();
  }
}

/** Medians over `runs` cold loads of `url`: { menu, carousel, search } in ms, and the samples. */
export function inpTable(url, { runs = 3 } = {}) {
  return withBrowser(async (browser) => {
    const samples = [];
    for (let run = 0; run < runs; run += 1) samples.push(await inpOnce(browser, url));
    const row = Object.fromEntries(INP_CONTROLS.map((control) => [control.key, median(samples.map((s) => s[control.key]))]));
    return { url, cpuSlowdown: CPU_SLOWDOWN, thresholdMs: THRESHOLD_MS, ...row, samples };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.argv[2];
  if (!url) throw new Error('usage: node scripts/bench/inp.mjs URL');
  console.log(JSON.stringify(await inpTable(url, { runs: Number(process.env.INP_RUNS ?? 3) }), null, 2));
}
