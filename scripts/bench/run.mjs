// npm run bench: the whole measurement in one run on loopback (see scripts/bench/README.md).
// Starts (and resets) the local WordPress, builds the portal into .next-bench, starts it on
// BENCH_PORT, warms the pages, then measures load (portal, nginx, WordPress's own theme), shipped
// JavaScript, Lighthouse, freshness, search over archives of 10,000 and 100,000 generated posts,
// and a second build over 10,000 generated posts. Prints one table and writes JSON under
// bench/results/. Every process it starts is stopped by its pid.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildPortal } from './build.mjs';
import { seedBulk } from './bulk-content.mjs';
import { config, jsRoutes, lighthouseRoutes, loadRoutes, PAGE_KINDS, SHOWCASE_ROUTE } from './config.mjs';
import { measureCluster, startCluster, stopCluster, tlsFront } from './cluster.mjs';
import { measureEdge } from './edge.mjs';
import { measureFreshness } from './freshness.mjs';
import { measureJs } from './js-size.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { startBaseline } from './baseline.mjs';
import { inpTable } from './inp.mjs';
import { paintTable, repeatPaintTable } from './paint.mjs';
import { fetchPage, loadTool, loadUrl, warm, warmImages } from './load.mjs';
import { ensureNginx, startNginx, stopNginx } from './nginx.mjs';
import { startPortal, stopPortal } from './portal.mjs';
import { stopAll } from './proc.mjs';
import { report } from './report.mjs';
import { measureArchiveSearch } from './archive-search.mjs';
import { measureSearch } from './search.mjs';
import { measureSignedIn } from './signed-in.mjs';
import { countBerita, pickPosts, resetWordPress, restoreWordPress, startWordPress, stopWordPress } from './wordpress.mjs';
import { installBenchTheme, themeHeaders } from './wp-theme.mjs';

const logs = path.join(config.resultsDir, 'logs');
const logFile = (name) => path.join(logs, `${name}.log`);
const t0 = performance.now();
const say = (msg) => console.log(`[bench ${((performance.now() - t0) / 1000).toFixed(0).padStart(4)} s] ${msg}`);
const skipped = (step) => config.skip.has(step);
/** Seconds of unrecorded load before each measured run. */
const WARM_UP_SECONDS = config.quick ? 1 : 3;

const results = {
  meta: {
    startedAt: new Date().toISOString(),
    quick: config.quick,
    cpus: os.cpus().length,
    node: process.versions.node,
    loadavgAtStart: os.loadavg(),
    connections: config.load.connections,
    wrkThreads: config.load.threads,
    seconds: config.load.seconds,
    lighthouseRuns: config.lighthouseRuns,
    portalUrl: config.portalUrl,
    wordpressUrl: config.wpUrl,
    skipped: [...config.skip],
  },
  errors: [],
};

// Undo actions (restore a title, remove the theme, stop a server ...), run newest first.
const undo = [];
async function runUndo() {
  while (undo.length) {
    const { name, fn } = undo.pop();
    try {
      await fn();
    } catch (error) {
      console.error(`[bench] cleanup '${name}' failed: ${error.message}`);
    }
  }
  await stopAll();
}
function onUndo(name, fn) {
  const entry = { name, fn };
  undo.push(entry);
  return async () => {
    const i = undo.indexOf(entry);
    if (i >= 0) undo.splice(i, 1);
    await fn();
  };
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, async () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n[bench] ${signal}: cleaning up`);
    await runUndo();
    process.exit(130);
  });
}

/** Run a step; a failure is recorded and the bench goes on (unless FATAL). */
async function step(name, fn, { fatal = false } = {}) {
  if (skipped(name)) {
    say(`${name}: skipped (BENCH_SKIP)`);
    return undefined;
  }
  say(`${name} …`);
  try {
    return await fn();
  } catch (error) {
    results.errors.push({ step: name, message: String(error?.stack ?? error) });
    console.error(`[bench] ${name} failed: ${error?.message ?? error}`);
    if (fatal) throw error;
    return undefined;
  }
}

async function main() {
  fs.rmSync(logs, { recursive: true, force: true });
  fs.mkdirSync(logs, { recursive: true });

  // 1. WordPress with the bench's settings (started, or its PHP server restarted), reset to the demo content.
  const wp = await step('wordpress', () => startWordPress(logFile('wordpress')), { fatal: true });
  results.meta.wordpressStartedByBench = wp?.startedByBench ?? false;
  if (wp?.startedByBench) onUndo('stop WordPress', () => stopWordPress(logFile('wordpress')));
  else if (wp?.previousEnv) onUndo('restore WordPress settings', () => restoreWordPress(wp.previousEnv, logFile('wordpress')));
  await step('reset', () => resetWordPress(logFile('wordpress')), { fatal: true });
  const [post, probe] = await pickPosts();
  results.meta.detailSlug = post.slug;
  results.meta.detailPostId = post.id;
  const detailPath = `/berita/${post.slug}`;

  // 2. Build with the demo content.
  const demoBuild = await step('build', () => buildPortal({ log: logFile('build-demo') }), { fatal: true });
  if (demoBuild) results.build = { demo: { ...demoBuild, berita: await countBerita() } };

  // 3. The portal on its bench port, pages warmed.
  const portal = await step('portal', () => startPortal({ log: logFile('portal') }), { fatal: true });
  let stopThePortal = onUndo('stop portal', () => stopPortal(portal));
  const html = {};
  results.pages = {};
  await step('warm', async () => {
    for (const route of jsRoutes(detailPath)) {
      const page = await warm(config.portalUrl + route.path);
      html[route.key] = page.html;
      results.pages[route.key] = { label: route.label, path: route.path, status: page.status, cache: page.cache, bytes: page.bytes, coldMs: page.coldMs, warmMs: page.warmMs };
      if (page.status !== 200) say(`  ${route.path} answers ${page.status}`);
      else results.pages[route.key].imagesWarmed = await warmImages(page.html, config.portalUrl);
    }
  });

  // 4. JavaScript shipped per route.
  results.js = await step('js', () =>
    measureJs(jsRoutes(detailPath).map((r) => ({ ...r, status: results.pages[r.key]?.status, html: html[r.key] ?? '' })), config.portalUrl),
  );

  // 5. Load: each page on the portal, then the same bytes on nginx (and, for the detail, WordPress
  //    rendering it with its bundled theme), back to back so the ratios hold on a noisy machine.
  if (!skipped('load')) {
    const routes = loadRoutes(detailPath);
    const nginx = await step('nginx', async () => {
      const binary = await ensureNginx(logFile('nginx-install'));
      const files = Object.fromEntries(routes.map((r) => [`${r.key}.html`, html[r.key] ?? '']));
      const server = await startNginx({ binary, files, log: logFile('nginx') });
      return { server, stop: onUndo('stop nginx', () => stopNginx(server)) };
    });
    const wpTheme = await step('wp-theme', async () => {
      const removeTheme = await installBenchTheme(logFile('wp-theme'));
      const remove = onUndo('remove bench theme', removeTheme);
      const check = await fetchPage(post.wpLink, themeHeaders);
      if (check.status !== 200 || !check.html.includes('twentytwentyone')) {
        throw new Error(`WordPress did not render ${post.wpLink} with the theme (status ${check.status})`);
      }
      for (let i = 0; i < 5; i++) await fetchPage(post.wpLink, themeHeaders);
      results.pages.detail.wpThemeBytes = check.bytes;
      return { url: post.wpLink, remove };
    });
    // The same bytes as a file in public/, served by Next itself (a cached page should
    // reach 0.8× of that): the portal restarted with the pages saved as files, so that each page
    // and its file are measured in one process, back to back.
    const withFiles = await step('public-file', async () => {
      await stopThePortal();
      const files = Object.fromEntries(routes.map((r) => [`bench-${r.key}.html`, html[r.key] ?? '']));
      const restarted = await startPortal({ log: logFile('portal-2'), publicFiles: files });
      stopThePortal = onUndo('stop portal', () => stopPortal(restarted));
      for (const route of routes) await warm(config.portalUrl + route.path);
      return true;
    });
    results.load = {};
    await step('load', async () => {
      results.meta.loadTool = await loadTool(logFile('wrk-install'));
      for (const route of routes) {
        const entry = (results.load[route.key] = {});
        const page = config.portalUrl + route.path;
        const file = withFiles ? `${config.portalUrl}/bench-${route.key}.html` : null;
        // A short unrecorded run of each first: the figures are of a warm process (JIT, caches),
        // whichever of the two comes first.
        say(`  load ${route.path}: warm-up`);
        await loadUrl(page, { seconds: WARM_UP_SECONDS });
        if (file) await loadUrl(file, { seconds: WARM_UP_SECONDS });
        say(`  load ${route.path}: portal`);
        entry.portal = await loadUrl(page);
        // As browsers ask for it: compressed (brotli), which the portal's server does once per page version.
        say(`  load ${route.path}: portal, Accept-Encoding: br`);
        entry.portalBrotli = await loadUrl(page, { headers: { 'accept-encoding': 'br' } });
        if (file) {
          say(`  load ${route.path}: the same bytes from public/`);
          entry.publicFile = await loadUrl(file);
        }
        if (nginx) {
          say(`  load ${route.path}: nginx`);
          entry.nginx = await loadUrl(nginx.server.url(`${route.key}.html`));
        }
        if (route.key === 'detail' && wpTheme) {
          say(`  load ${route.path}: WordPress + theme (${wpTheme.url})`);
          entry.wpTheme = await loadUrl(wpTheme.url, { headers: themeHeaders });
        }
      }
    });
    if (nginx) await nginx.stop();
    if (wpTheme) await wpTheme.remove();
  }

  // Search: a query never asked before, and a filtered one (the repeated query is in the load rows).
  results.search = await step('search', () => measureSearch(say));

  // Signed-in pages (rewritten to their twins) and the two staff dashboards.
  results.signedIn = await step('signed-in', () => measureSignedIn(loadRoutes(detailPath), say));

  // 6. The yardstick: an empty Next page of the same versions, served beside the portal.
  const baseline = await step('baseline', () => startBaseline({ log: logFile('baseline') }));
  if (baseline) onUndo('stop baseline', baseline.stop);
  const baselinePage = baseline ? [{ key: 'baseline', url: baseline.url }] : [];

  // 7. Lighthouse on the baseline first (its benchmark index calibrates the CPU slowdown), then
  // every public page kind and the block showcase; the first paint observed with a phone emulated.
  const lighthousePages = lighthouseRoutes(detailPath).map((r) => ({ key: r.key, url: config.portalUrl + r.path }));
  results.lighthouse = await step('lighthouse', () =>
    runLighthouse([...baselinePage, ...lighthousePages], { runs: config.lighthouseRuns, presets: config.lighthousePresets, log: logFile('chromium'), onProgress: (what) => say(`  lighthouse ${what}`) }),
  );
  results.paint = await step('paint', async () => {
    const pages = [...baselinePage, ...lighthousePages.filter((page) => PAGE_KINDS.includes(page.key))];
    const rows = await paintTable(pages.map((page) => page.url), { runs: config.paintRuns });
    return Object.fromEntries(pages.map((page, index) => [page.key, rows[index]]));
  });
  // The same pages visited a second time, with the service worker (offline mode) and without it.
  results.paintRepeat = await step('paint-repeat', async () => {
    const pages = lighthousePages.filter((page) => PAGE_KINDS.includes(page.key));
    const rows = await repeatPaintTable(pages.map((page) => page.url), { runs: config.paintRuns });
    return Object.fromEntries(pages.map((page, index) => [page.key, rows[index]]));
  });

  // A tap on the home page's phone menu, carousel and search toggle, on the same slowed CPU.
  results.inp = await step('inp', () => inpTable(`${config.portalUrl}/`, { runs: config.paintRuns }));

  // 8. Freshness of the detail page after a title edit over the REST API.
  results.freshness = await step('freshness', () =>
    measureFreshness({ post: probe, pageUrl: `${config.portalUrl}/berita/${probe.slug}`, register: (restore) => onUndo('restore title', restore) }),
  );
  await stopThePortal();

  // 8a. Step 7's Lighthouse rounds through the nginx front as production runs it (two instances
  // behind deploy/nginx/bua-portal.conf, plain HTTP as in step 7), the baseline again first in each
  // round. After the single portal has stopped: the cluster clears the build's on-disk page cache.
  results.lighthouseFront = await step('lighthouse-front', async () => {
    const cluster = await startCluster({ log: logFile('cluster-lighthouse') });
    const stopIt = onUndo('stop Lighthouse cluster', () => stopCluster(cluster));
    try {
      const routes = lighthouseRoutes(detailPath).filter((route) => PAGE_KINDS.includes(route.key));
      for (const route of routes) {
        for (const base of cluster.instances) await warm(base + route.path);
        await warmImages((await warm(cluster.front + route.path)).html, cluster.front);
      }
      const pages = routes.map((route) => ({ key: route.key, url: cluster.front + route.path }));
      return await runLighthouse([...baselinePage, ...pages], { runs: config.lighthouseRuns, presets: config.lighthousePresets, log: logFile('chromium-front'), onProgress: (what) => say(`  lighthouse through the front ${what}`) });
    } finally {
      await stopIt();
    }
  });
  if (baseline) await baseline.stop();

  // 9. The production topology: nginx front + two instances sharing Redis.
  if (!skipped('load')) {
    results.cluster = await step('cluster', async () => {
      const cluster = await startCluster({ log: logFile('cluster') });
      const stopIt = onUndo('stop cluster', () => stopCluster(cluster));
      try {
        return await measureCluster(cluster, loadRoutes(detailPath), { mixSeconds: config.quick ? 5 : 60, mixConnections: 100, say });
      } finally {
        await stopIt();
      }
    });
  }

  // 9a. The edge (Varnish) in front of the same cluster: a mix of 14 page kinds through the edge
  // and through the front, and a change in WordPress until the edge shows it.
  results.edge = await step('edge', async () => {
    const cluster = await startCluster({ log: logFile('cluster-edge'), edge: true });
    const stopIt = onUndo('stop edge cluster', () => stopCluster(cluster));
    try {
      const paths = [...jsRoutes(detailPath), SHOWCASE_ROUTE].map((route) => route.path).concat('/feed/berita.xml', '/sitemap.xml');
      return await measureEdge(cluster, paths, {
        post: probe,
        detailPath: `/berita/${probe.slug}`,
        listPath: '/berita',
        seconds: config.quick ? 5 : 60,
        connections: 100,
        say,
        register: (restore) => onUndo('restore title', restore),
      });
    } finally {
      await stopIt();
    }
  });

  // 9b. The phone through the shipped TLS front (HTTP/2, as production serves it), beside step 7's
  // figures straight from one instance over HTTP/1.1.
  results.paintHttp2 = await step('paint-http2', async () => {
    const cluster = await startCluster({ log: logFile('cluster-tls'), tls: true });
    const stopIt = onUndo('stop TLS cluster', () => stopCluster(cluster));
    try {
      const routes = lighthouseRoutes(detailPath).filter((route) => PAGE_KINDS.includes(route.key));
      for (const route of routes) for (const base of cluster.instances) await warm(base + route.path);
      const rows = await paintTable(routes.map((route) => tlsFront + route.path), { runs: config.paintRuns });
      return Object.fromEntries(routes.map((route, index) => [route.key, rows[index]]));
    } finally {
      await stopIt();
    }
  });

  // 9c. Search over large archives (BENCH_ARCHIVE_SIZES): seed, a search PostgreSQL of its own,
  // the timed reindex, queries to the engine, the portal and WordPress's LIKE search; then back to
  // the demo content.
  results.archiveSearch = await step('archive-search', () => measureArchiveSearch({ say, logFile, register: onUndo }));

  // 10. A second build over 10,000 generated posts; then back to the demo content.
  if (config.quick) say('build-10k: skipped (BENCH_QUICK)');
  else if (skipped('build')) say('build-10k: skipped (no demo build to compare with)');
  else {
    await step('build-10k', async () => {
      const resetAfter = onUndo('reset WordPress after the bulk seed', () => resetWordPress(logFile('wordpress')));
      results.bulk = await seedBulk({ log: logFile('seed-bulk') });
      const berita = await countBerita();
      results.build.bulk = { ...(await buildPortal({ log: logFile('build-bulk') })), berita };
      say('  back to the demo content (wp-reset.sh)');
      await resetAfter();
    });
  }
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error(`[bench] stopped: ${error?.message ?? error}`);
} finally {
  await runUndo();
  results.meta.seconds = (performance.now() - t0) / 1000;
  report(results);
}
process.exit(failed ? 1 : 0);
