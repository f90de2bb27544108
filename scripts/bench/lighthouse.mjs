// Lighthouse 13 (mobile = default config, desktop = its desktop preset; both with simulated
// throttling) in Debian's Chromium. A fresh Chromium with an empty profile per run, started by the
// bench and stopped by its pid; its resolver knows only loopback, so no page can reach out.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { config } from './config.mjs';
import { importDep } from './deps.mjs';
import { freePort, start, stop, waitForHttp } from './proc.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/** A fresh Chromium with an empty profile for `fn(port)`, stopped by its pid afterwards (also lh-diag.mjs). */
export async function withChromium(log, fn) {
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bua-bench-chromium-'));
  const proc = start('chromium', config.chromium, [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, 'about:blank'], { log });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, proc });
    return await fn(port);
  } finally {
    await stop(proc, { graceMs: 5000 });
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from Lighthouse's benchmark index: the
 * way Chrome DevTools calibrates its "mid-tier mobile" preset (CalibrationController: a Pixel 5
 * scores 1000), never below 1.
 */
export function calibratedMultiplier(benchmarkIndex) {
  return Math.max(1, Math.round((benchmarkIndex / 1000) * 10) / 10);
}

/**
 * One Lighthouse run of URL with PRESET ('mobile' | 'desktop'); the figures of the table. `cpu`
 * replaces the mobile preset's 4× CPU slowdown (its network throttling stays).
 */
async function runOnce(url, preset, log, cpu) {
  const { default: lighthouse } = await importDep('lighthouse');
  const desktop = preset === 'desktop' ? (await importDep('lighthouse/core/config/desktop-config.js')).default : undefined;
  const { throttling } = await importDep('lighthouse/core/config/constants.js');
  const flags = cpu ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpu } } : {};
  return withChromium(log, async (port) => {
    const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES, ...flags }, desktop);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`bench: Lighthouse gave no result for ${url}`);
    const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
    const value = (id) => lhr.audits[id]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: value('largest-contentful-paint'),
      cls: value('cumulative-layout-shift'),
      tbtMs: value('total-blocking-time'),
      // Lighthouse's measure of this machine's CPU at the time (its mobile preset slows the CPU
      // 4× on top): TBT and the score follow it, so figures are comparable only at similar indexes.
      benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
      cpuSlowdown: lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? null,
      runtimeError: lhr.runtimeError?.message ?? null,
      warnings: lhr.runWarnings ?? [],
    };
  });
}

function median(values) {
  const list = values.filter((v) => typeof v === 'number' && Number.isFinite(v)).sort((a, b) => a - b);
  if (list.length === 0) return null;
  const mid = Math.floor(list.length / 2);
  return list.length % 2 ? list[mid] : (list[mid - 1] + list[mid]) / 2;
}

const FIGURES = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcpMs', 'cls', 'tbtMs', 'benchmarkIndex', 'cpuSlowdown'];

/**
 * PAGES: [{ key, url }]. Runs are interleaved (run 1 of every page and preset, then run 2 ...) so
 * a noisy moment does not land on one page only. Presets: 'mobile' (4× CPU), 'mobile-calibrated'
 * (the CPU slowdown calibratedMultiplier gives for the benchmark index of the round's first mobile
 * run: put the baseline page first) and 'desktop'. Returns { [key]: { [preset]: … } } with the
 * median of each figure over the runs, plus the runs themselves.
 */
export async function runLighthouse(pages, { runs, presets = ['mobile', 'desktop'], log, onProgress = () => {} }) {
  const all = {};
  for (let run = 0; run < runs; run++) {
    let multiplier = null;
    for (const page of pages) {
      for (const preset of presets) {
        const calibrated = preset === 'mobile-calibrated';
        onProgress(`${page.key} ${preset}${calibrated && multiplier ? ` (${multiplier}×)` : ''} ${run + 1}/${runs}`);
        let figures;
        try {
          figures = await runOnce(page.url, calibrated ? 'mobile' : preset, log, calibrated ? (multiplier ?? 4) : undefined);
          if (preset === 'mobile' && multiplier === null && figures.benchmarkIndex) multiplier = calibratedMultiplier(figures.benchmarkIndex);
        } catch (error) {
          figures = { runtimeError: String(error?.message ?? error) };
        }
        ((all[page.key] ??= {})[preset] ??= []).push(figures);
      }
    }
  }
  const out = {};
  for (const [key, presets] of Object.entries(all)) {
    out[key] = {};
    for (const [preset, list] of Object.entries(presets)) {
      const med = Object.fromEntries(FIGURES.map((f) => [f, median(list.map((r) => r[f]))]));
      out[key][preset] = { ...med, runs: list };
    }
  }
  return out;
}
