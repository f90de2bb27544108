// When a page paints, observed in Debian's Chromium with a phone's network and CPU emulated through
// CDP (Lighthouse's "slow 4G" figures, CPU slowed 4×): first contentful paint, largest contentful
// paint and its element, the first script evaluated, all from a cold cache. With `scripts: false`
// every script file is refused, so the figures say what the server's HTML and CSS paint alone.
//   node scripts/bench/paint.mjs URL [URL…]        (PAINT_RUNS, default 3; medians)
import { chromium } from '@playwright/test';
import { config } from './config.mjs';

/** Lighthouse's mobile throttling (simulated there, applied for real here). */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const CPU_SLOWDOWN = 4;

export const PHONE_CONTEXT = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, ignoreHTTPSErrors: true };

/** Slow 4G and a slowed CPU on `page`, and the observer of its largest paint. */
async function emulatePhone(context, page, cpu) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await page.addInitScript(() => {
    const seen = { lcp: 0, lcpElement: '' };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        seen.lcp = entry.startTime;
        const element = entry.element;
        seen.lcpElement = element ? `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}` : '';
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__paint = seen;
  });
}

/** Loads `url` in `page` (emulated) and reads its paint times, in ms from navigation start. */
async function measure(page, url) {
  await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const firstScript = performance.getEntriesByType('resource').filter((r) => r.initiatorType === 'script').map((r) => r.responseEnd).sort((a, b) => a - b)[0] ?? null;
    const css = performance.getEntriesByType('resource').filter((r) => r.name.endsWith('.css')).map((r) => Math.round(r.responseEnd));
    return { fcp, lcp: window.__paint.lcp, lcpElement: window.__paint.lcpElement, firstScriptLoaded: firstScript, cssLoaded: css };
  });
}

/** One cold load of `url`; paint times in ms from navigation start. */
export async function paintOnce(browser, url, { scripts = true, cpu = CPU_SLOWDOWN } = {}) {
  // (The TLS front's certificate is self-signed here.)
  const context = await browser.newContext(PHONE_CONTEXT);
  try {
    const page = await context.newPage();
    if (!scripts) await page.route(/\.js(\?|$)/, (route) => route.abort());
    await emulatePhone(context, page, cpu);
    return await measure(page, url);
  } finally {
    await context.close();
  }
}

/**
 * A reader's second visit of `url`, on the same slow 4G and CPU: the first visit (unthrottled)
 * filled the browser's HTTP cache and, with `worker`, let the service worker install and keep the
 * page and its chunks; the second is measured in a new tab of the same profile.
 */
export async function repeatPaintOnce(browser, url, { worker, cpu = CPU_SLOWDOWN }) {
  const context = await browser.newContext({ ...PHONE_CONTEXT, serviceWorkers: worker ? 'allow' : 'block' });
  try {
    const first = await context.newPage();
    await first.goto(url, { waitUntil: 'load', timeout: 60_000 });
    if (worker) await first.evaluate(() => navigator.serviceWorker.ready.then(() => new Promise((resolve) => setTimeout(resolve, 1000))));
    await first.close();
    const page = await context.newPage();
    await emulatePhone(context, page, cpu);
    return await measure(page, url);
  } finally {
    await context.close();
  }
}

export const median = (values) => {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
};

/** `fn(browser)` in a Chromium of its own, closed afterwards (the paint and tap probes). */
export async function withBrowser(fn) {
  const browser = await chromium.launch({ executablePath: config.chromium, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  try {
    return await fn(browser);
  } finally {
    await browser.close();
  }
}

/** Medians of `runs` cold loads of each url, interleaved. */
export function paintTable(urls, { runs = 3, scripts = true } = {}) {
  return withBrowser(async (browser) => {
    const samples = Object.fromEntries(urls.map((url) => [url, []]));
    for (let run = 0; run < runs; run += 1) for (const url of urls) samples[url].push(await paintOnce(browser, url, { scripts }));
    return urls.map((url) => ({
      url,
      fcpMs: Math.round(median(samples[url].map((s) => s.fcp))),
      lcpMs: Math.round(median(samples[url].map((s) => s.lcp))),
      lcpElement: samples[url].at(-1).lcpElement,
      cssLoadedMs: samples[url].at(-1).cssLoaded,
      firstScriptLoadedMs: Math.round(median(samples[url].map((s) => s.firstScriptLoaded)) ?? 0),
    }));
  });
}

/** Medians of `runs` repeat visits of each url, with the service worker and without it, interleaved. */
export function repeatPaintTable(urls, { runs = 3 } = {}) {
  return withBrowser(async (browser) => {
    const rows = [];
    for (const url of urls) {
      const samples = { on: [], off: [] };
      for (let run = 0; run < runs; run += 1) for (const worker of [true, false]) samples[worker ? 'on' : 'off'].push(await repeatPaintOnce(browser, url, { worker }));
      const cell = (list) => ({ fcpMs: Math.round(median(list.map((s) => s.fcp))), lcpMs: Math.round(median(list.map((s) => s.lcp))) });
      rows.push({ url, worker: cell(samples.on), noWorker: cell(samples.off) });
    }
    return rows;
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const urls = process.argv.slice(2);
  const runs = Number(process.env.PAINT_RUNS ?? 3);
  for (const scripts of [true, false]) {
    console.log(scripts ? 'with scripts' : 'scripts refused');
    console.table(await paintTable(urls, { runs, scripts }));
  }
}
