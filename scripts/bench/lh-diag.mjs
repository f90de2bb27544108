// One Lighthouse mobile run of a URL, printing what decides its LCP: the element, the phases, the
// requests before it and the main-thread work (a diagnosis aid beside `npm run bench`).
// Usage: node scripts/bench/lh-diag.mjs http://127.0.0.1:3000/
import os from 'node:os';
import path from 'node:path';
import { importDep } from './deps.mjs';
import { withChromium } from './lighthouse.mjs';

const url = process.argv[2];
if (!url) throw new Error('usage: node scripts/bench/lh-diag.mjs URL');
await withChromium(path.join(os.tmpdir(), 'lh-diag-chromium.log'), async (port) => {
  const { default: lighthouse } = await importDep('lighthouse');
  const { lhr } = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'best-practices'] });
  const audit = (id) => lhr.audits[id];
  console.log('perf', Math.round(lhr.categories.performance.score * 100), 'best practices', Math.round(lhr.categories['best-practices'].score * 100), 'CPU benchmark index', lhr.environment?.benchmarkIndex);
  for (const ref of lhr.categories['best-practices'].auditRefs) {
    const a = audit(ref.id);
    if (ref.weight > 0 && a.score !== null && a.score < 1) console.log(`best practices fails: ${ref.id}: ${JSON.stringify(a.details?.items ?? []).slice(0, 600)}`);
  }
  for (const id of ['first-contentful-paint', 'largest-contentful-paint', 'speed-index', 'total-blocking-time', 'cumulative-layout-shift']) console.log(id, audit(id)?.displayValue);
  for (const id of Object.keys(lhr.audits).filter((k) => /lcp|render-blocking|network-dependency|unused-javascript|bootup|mainthread|total-byte|font|long-tasks/.test(k))) {
    const a = audit(id);
    console.log(`\n## ${id}: ${a.displayValue ?? ''} score=${a.score}`);
    const items = a.details?.items ?? [];
    console.log(JSON.stringify(items, null, 0).slice(0, 1500));
  }
  const requests = audit('network-requests')?.details?.items ?? [];
  console.log('\n## requests');
  for (const r of requests) console.log(Math.round(r.networkRequestTime ?? r.startTime ?? 0), Math.round(r.networkEndTime ?? r.endTime ?? 0), r.priority, r.resourceType, Math.round((r.transferSize ?? 0) / 1024) + 'KB', r.url.slice(0, 110));
});
