// The bench's one table (Markdown, so it pastes into an issue note) and its JSON file.
import fs from 'node:fs';
import path from 'node:path';
import { config, PAGE_KINDS } from './config.mjs';
import { INP_CONTROLS } from './inp.mjs';
import { SEARCH_BEFORE_RPS } from './search.mjs';

const COLUMNS = ['home', 'landing', 'bureau', 'detail', 'search'];

const isNum = (v) => typeof v === 'number' && Number.isFinite(v);
const n = (v, digits = 0) => (isNum(v) ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–');
const ratio = (a, b) => (isNum(a) && isNum(b) && b > 0 ? a / b : null);
function times(r) {
  if (!isNum(r)) return '–';
  if (r >= 10) return `${n(r, 0)}×`;
  if (r >= 0.1) return `${n(r, 2)}×`;
  return r > 0 ? `${n(r, 3)}× (1/${n(1 / r)})` : '0×';
}

function loadCell(load) {
  if (!load) return '–';
  const bad = (load.non2xx ?? 0) + (load.errors ?? 0) + (load.timeouts ?? 0);
  return `${n(load.rps)}${bad ? ` (${n(bad)} failed)` : ''}`;
}
const latencyCell = (load) => (load ? `${n(load.p50, 1)} / ${n(load.p99, 1)}` : '–');

function scoresCell(lh) {
  if (!lh) return '–';
  if (!isNum(lh.performance) && !isNum(lh.accessibility)) {
    const status = /Status code: (\d+)/.exec(lh.runs?.[0]?.runtimeError ?? '')?.[1];
    return status ? `error (page answers ${status})` : 'error (see JSON)';
  }
  return [lh.performance, lh.accessibility, lh.bestPractices, lh.seo].map((v) => n(v)).join(' / ');
}
const vitalsCell = (lh) => (lh && isNum(lh.lcpMs) ? `${n(lh.lcpMs / 1000, 2)} s / ${n(lh.cls, 3)} / ${n(lh.tbtMs)} ms` : '–');

function buildCell(b) {
  if (!b) return '–';
  const max = isNum(b.maxProcessMiB) ? `, largest process ${n(b.maxProcessMiB)} MiB` : '';
  return `${n(b.seconds, 1)} s, peak ${n(b.peakTreeMiB)} MiB (process tree${max}); ${n(b.prerenderedRoutes)} prerendered routes, static ${n(b.staticMiB, 1)} MiB${isNum(b.berita) ? `; ${n(b.berita)} berita in WordPress` : ''}`;
}

/**
 * The archive-search rows (label, value): one per archive size, and the largest size's figures ÷
 * the smallest's when there are two or more.
 */
export function archiveRows(archive) {
  // The demo (0 generated) is the paths' base only: it has no generated titles to search for.
  const sizes = (archive?.sizes ?? []).filter((size) => isNum(size.posts) && size.posts > 0);
  const figures = (size) => ({
    reindex: size.reindex?.seconds,
    index: size.index?.bytes,
    engineP50: size.engine?.p50,
    engineP99: size.engine?.p99,
    commonP99: size.engine?.common?.p99,
    portalP50: size.portal?.p50,
    portalP99: size.portal?.p99,
    repeat: size.portal?.cachedRepeat?.ms,
    likeP50: size.like?.p50,
    likeMax: size.like?.max,
  });
  const failed = (count) => (count ? ` (${n(count)} failed)` : '');
  const partCell = (value, cell) => (!value ? '–' : value.error ? `error: ${value.error.split('\n')[0]}` : cell(value));
  const rows = sizes.map((size) => {
    const label =
      `**archive search, ${n(size.posts)} generated berita**${isNum(size.seedSeconds) ? ` (seeded in ${n(size.seedSeconds)} s)` : ''}: ` +
      'reindex s (posts/s), index MB; engine p50 / p99 ms (common words p99); typo recall (goal ≥ 90 %); portal, first time p50 / p99 ms, cached repeat ms; WordPress LIKE p50 / max s';
    if (size.error) return [label, `error: ${size.error.split('\n')[0]}`];
    const f = figures(size);
    const reindex = size.reindex ? `${n(f.reindex, 1)} s (${n(size.reindex.perSecond)}/s), ${isNum(f.index) ? n(f.index / 1048576) : '–'} MB` : '–';
    const engine = partCell(size.engine, (e) => `${n(e.p50, 1)} / ${n(e.p99, 1)} ms (common ${n(e.common?.p99, 1)})${failed(e.failed)}`);
    const typos = partCell(size.typos, (t) => `typos ${n(t.recalled)} of ${n(t.count)} (${n(100 * (t.recall ?? 0))} %)${t.recall < 0.9 ? ' ✗' : ''}`);
    const portal = partCell(size.portal, (p) => `${n(p.p50)} / ${n(p.p99)} ms${failed(p.failed)}, repeat ${n(f.repeat, 1)} ms`);
    const like = partCell(size.like, (l) => `${isNum(l.p50) ? n(l.p50 / 1000, 2) : '–'} / ${isNum(l.max) ? n(l.max / 1000, 2) : '–'} s${failed(l.failed)}`);
    return [label, `${reindex}; ${engine}; ${typos}; ${portal}; ${like}`];
  });
  // The embedded engine, at the sizes it is meant for (lib/search/capacity.ts).
  for (const size of sizes.filter((s) => s.embedded)) {
    const label = `**embedded search engine (PGlite), ${n(size.posts)} generated berita**: fill s, RSS MiB; first process p50 / p99 ms (common p99); reopened (a restart): open ms, p50 / p99 ms`;
    rows.push([
      label,
      partCell(size.embedded, (e) => {
        const run = (r) => `${n(r.p50, 1)} / ${n(r.p99, 1)} ms${failed(r.failed)}`;
        return (
          `fill ${n(e.fill?.seconds, 1)} s (${n(e.fill?.posts)} posts), RSS ${n(e.fill?.rssMiB)} MiB, after the queries ${n(e.first?.rssMiB)} MiB; ` +
          `${run(e.first)} (common ${n(e.first?.common?.p99, 1)}); reopened: open ${n(e.reopened?.openMs)} ms, ${run(e.reopened)}`
        );
      }),
    ]);
  }
  const measured = sizes.filter((size) => !size.error).sort((a, b) => a.posts - b.posts);
  if (measured.length >= 2) {
    const small = figures(measured[0]);
    const big = figures(measured[measured.length - 1]);
    const r = (key) => times(ratio(big[key], small[key]));
    rows.push([
      `archive search, ${n(measured[measured.length - 1].posts)} ÷ ${n(measured[0].posts)} posts`,
      `reindex ${r('reindex')}, index ${r('index')}; engine p50 ${r('engineP50')} / p99 ${r('engineP99')} (common p99 ${r('commonP99')}); ` +
        `portal p50 ${r('portalP50')} / p99 ${r('portalP99')}, repeat ${r('repeat')}; LIKE p50 ${r('likeP50')} / max ${r('likeMax')}`,
    ]);
  }
  return rows;
}

/** Goals of the archive's paths at the largest size (issue of the ten-year archive). */
const STAFF_ACTIONS = ['preview-start', 'preview-page', 'delete', 'review-approve', 'webhook'];
const PATH_GOAL_MS = (key) => ((key.startsWith('staff-') && !key.startsWith('staff-twin')) || STAFF_ACTIONS.includes(key) ? 1000 : key.startsWith('sitemap') ? 2000 : 500);

/**
 * The archive's paths (archive-paths.mjs), one row per path: at each size the first visit's ms
 * (status when not 200/301), WordPress requests and database ms; then the largest size ÷ the
 * smallest (goal ≤ 2), ✗ where the largest misses its time goal or the ratio. A child sitemap
 * holds a block of IDs, a few dozen addresses in the demo and thousands in a large archive: its
 * ratio is of the ms per address.
 */
export function archivePathRows(archive) {
  const sizes = (archive?.sizes ?? []).filter((size) => size.paths?.rows).sort((a, b) => a.posts - b.posts);
  if (!sizes.length) return [];
  const label = (size) => (size.published ? `${n(size.published)} published` : `${n(size.posts)} posts`);
  const keys = [...new Set(sizes.flatMap((size) => size.paths.rows.map((row) => row.key)))];
  const out = [[`**archive paths, first visit** (${sizes.map(label).join(' · ')}): ms (WordPress requests, database ms) per size; largest ÷ smallest ms (a child sitemap: ms per URL)`, 'goal: staff < 1 s, public < 500 ms, sitemaps < 2 s; ratio ≤ 2']];
  for (const key of keys) {
    const rows = sizes.map((size) => size.paths.rows.find((row) => row.key === key));
    const cells = rows.map((row) => {
      if (!row) return '–';
      // A page answered from Next's cache was not a first visit: said, so the row is not read as one.
      const status = (typeof row.status === 'number' && row.status >= 200 && row.status < 400 ? '' : ` status ${row.status}`) + (row.cache === 'HIT' ? ' cache HIT' : '');
      return `${n(row.ms)}${status} (${n(row.wpRequests)}, ${n(row.dbMs)}${key === 'sitemap-child' && isNum(row.urls) ? `; ${n(row.urls)} URLs` : ''})`;
    });
    const [small, big] = [rows[0], rows[rows.length - 1]];
    const perUrl = (row) => (isNum(row?.urls) && row.urls > 0 ? row.ms / row.urls : null);
    const r = sizes.length < 2 ? null : key === 'sitemap-child' ? ratio(perUrl(big), perUrl(small)) : ratio(big?.ms, small?.ms);
    const miss = (isNum(big?.ms) && big.ms >= PATH_GOAL_MS(key)) || (isNum(r) && r > 2) ? ' ✗' : '';
    out.push([`archive path ${key} \`${rows.find(Boolean)?.path ?? ''}\``, `${cells.join(' · ')}${isNum(r) ? `; ${times(r)}` : ''}${miss}`]);
  }
  return out;
}

/**
 * WordPress's public doors asked anonymously (wordpress-doors.mjs), one row per door and a column
 * per archive size: the slowest of its three asks in ms and the status (each ask's when they
 * differ), ✗ over the goal (100 ms). Empty when no size measured the doors.
 */
export function doorsTable(results) {
  const sizes = (results.archiveSearch?.sizes ?? []).filter((size) => size.doors).sort((a, b) => a.posts - b.posts);
  if (!sizes.length) return [];
  const label = (size) => (size.published ? `${n(size.published)} published` : `${n(size.posts)} posts`);
  const doors = [...new Set(sizes.flatMap((size) => (size.doors.rows ?? []).map((row) => row.door)))];
  const cell = (size, door) => {
    if (size.doors.error) return `error: ${size.doors.error.split('\n')[0]}`;
    const row = size.doors.rows.find((r) => r.door === door);
    if (!row) return '–';
    const statuses = new Set(row.statuses).size > 1 ? row.statuses.join('/') : String(row.status);
    const answered = row.statuses.length ? `${n(row.maxMs)} ms, ${statuses}` : '';
    const text = row.error ? `${answered ? `${answered}, then ` : ''}${row.error}` : answered;
    return `${text}${row.over100 ? ' ✗' : ''}`;
  };
  const rows = [`| door | ${sizes.map(label).join(' | ')} |`, `|---|${sizes.map(() => '---').join('|')}|`];
  for (const door of doors) rows.push(`| \`${door}\` | ${sizes.map((size) => cell(size, door)).join(' | ')} |`);
  // Every size failed before its first door: the errors alone.
  if (!doors.length) rows.push(`| every door | ${sizes.map((size) => cell(size, null)).join(' | ')} |`);
  return rows;
}

/**
 * Staff under a flood (wordpress-flood.mjs), per archive size: each staff action's slowest of its
 * runs, quiet, under the flood through WordPress's front, and straight to PHP (the save only);
 * ✗ over the goal (1 s) or when a run failed. Then what the flood's requests were answered.
 */
export function floodTable(results) {
  const sizes = (results.archiveSearch?.sizes ?? []).filter((size) => size.flood).sort((a, b) => a.posts - b.posts);
  if (!sizes.length) return [];
  const cell = (timing) => (timing ? `${n(timing.maxMs)} ms${timing.failures?.length ? ` (${timing.failures[0]})` : ''}${timing.over ? ' ✗' : ''}` : '–');
  const rows = ['| archive | action | quiet | flood through the front | flood straight to PHP |', '|---|---|---|---|---|'];
  for (const size of sizes) {
    const label = size.published ? `${n(size.published)} published` : `${n(size.posts)} posts`;
    if (size.flood.error) {
      rows.push(`| ${label} | every action | error: ${size.flood.error.split('\n')[0]} | | |`);
      continue;
    }
    const { quiet, throughFront, straight } = size.flood;
    for (const [action, name] of [['save', 'staff save (REST)'], ['signIn', 'sign-in through the portal'], ['cacheMiss', 'portal cache miss']]) {
      rows.push(`| ${label} | ${name} | ${cell(quiet[action])} | ${cell(throughFront[action])} | ${cell(straight[action])} |`);
    }
    const answered = (flood) => Object.entries(flood.statuses).map(([status, count]) => `${n(count)}× ${status}`).join(', ');
    rows.push(`| ${label} | the flood's answers | | ${answered(throughFront.flood)} | ${answered(straight.flood)} |`);
  }
  return rows;
}

/** The table as Markdown lines. */
export function table(results) {
  const rows = [];
  const pages = results.pages ?? {};
  const L = results.load ?? {};
  const lh = results.lighthouse ?? {};
  const js = results.js?.routes ?? {};
  const row = (label, cell) => rows.push(`| ${label} | ${COLUMNS.map((key) => cell(key) ?? '').join(' | ')} |`);
  const single = (label, value) => rows.push(`| ${label} | ${value} |${' |'.repeat(COLUMNS.length - 1)}`);

  rows.push(`| measure | ${COLUMNS.map((key) => pages[key]?.label ?? key).join(' | ')} |`);
  rows.push(`|---|${COLUMNS.map(() => '---').join('|')}|`);
  row('HTML KB, status, cache', (k) => (pages[k] ? `${n(pages[k].bytes / 1024, 1)} KB, ${pages[k].status}, ${pages[k].cache ?? 'no cache header'}` : '–'));
  row('first request after start, ms', (k) => (pages[k] ? n(pages[k].coldMs) : '–'));
  row('**portal** req/s', (k) => loadCell(L[k]?.portal));
  row('portal latency p50 / p99 ms', (k) => latencyCell(L[k]?.portal));
  row('portal, brotli as browsers ask (`Accept-Encoding: br`): req/s', (k) => loadCell(L[k]?.portalBrotli));
  row('nginx, same bytes: req/s', (k) => loadCell(L[k]?.nginx));
  row('nginx latency p50 / p99 ms', (k) => latencyCell(L[k]?.nginx));
  row('**portal ÷ nginx** (req/s)', (k) => times(ratio(L[k]?.portal?.rps, L[k]?.nginx?.rps)));
  row('Next, same bytes from public/: req/s', (k) => loadCell(L[k]?.publicFile));
  row('**portal ÷ public/ file** (goal ≥ 0.8×)', (k) => times(ratio(L[k]?.portal?.rps, L[k]?.publicFile?.rps)));
  row('WordPress + Twenty Twenty-One: req/s', (k) =>
    L[k]?.wpTheme ? `${loadCell(L[k].wpTheme)}${isNum(pages[k]?.wpThemeBytes) ? ` (${n(pages[k].wpThemeBytes / 1024, 1)} KB page)` : ''}` : '',
  );
  row('WordPress theme latency p50 / p99 ms', (k) => (L[k]?.wpTheme ? latencyCell(L[k].wpTheme) : ''));
  row('**portal ÷ WordPress theme** (req/s)', (k) => (L[k]?.wpTheme ? times(ratio(L[k]?.portal?.rps, L[k].wpTheme.rps)) : ''));
  const C = results.cluster;
  if (C) {
    row('**front: nginx + 2 instances** req/s', (k) => loadCell(C.pages[k]?.front));
    row('front latency p50 / p99 ms', (k) => latencyCell(C.pages[k]?.front));
    row('**front ÷ nginx same bytes** (goal ≥ 0.5×)', (k) => times(ratio(C.pages[k]?.front?.rps, L[k]?.nginx?.rps)));
    row('one instance direct (shared Redis cache) req/s', (k) => loadCell(C.pages[k]?.instance));
    if (C.mix) {
      const bad = (C.mix.non2xx ?? 0) + (C.mix.errors ?? 0) + (C.mix.timeouts ?? 0);
      single(
        `load: ${C.mix.connections} clients × ${n(C.mix.seconds)} s, mix of ${C.mix.paths.length} pages through the front (goal: 0 errors, p99 < 250 ms)`,
        `${n(C.mix.rps)} req/s, p50 ${n(C.mix.p50, 1)} ms, p99 ${n(C.mix.p99, 1)} ms, ${n(C.mix.requests)} requests, ${n(bad)} failed`,
      );
    }
    if (C.browserMix) {
      const B = C.browserMix;
      single(
        `**browser mix** of ${B.paths.length} pages (br, gzip), ${B.connections} clients × ${n(B.seconds)} s through the front (goal: 0 timeouts, 0 non-2xx, p99 < 100 ms; WordPress requests 0)`,
        `${n(B.rps)} req/s, p50 ${n(B.p50, 1)} ms, p99 ${n(B.p99, 1)} ms, ${n(B.timeouts)} timeouts, ${n(B.non2xx)} non-2xx, ${n(B.errors)} errors; WordPress received ${n(B.wordpressRequests)} requests`,
      );
    }
    if (C.flood) {
      const F = C.flood;
      single(
        'flood of 2,000 unknown slugs + 2,000 unique searches: cache Redis memory before → after (bound)',
        `${n(F.before.usedBytes / 1048576, 1)} → ${n(F.after.usedBytes / 1048576, 1)} MB (bound ${n(F.boundBytes / 1048576)} MB); statuses ${JSON.stringify(F.slugs)} / ${JSON.stringify(F.searches)}`,
      );
    }
    if (C.outage) {
      single(
        'WordPress down: share of 200s through the front (same mix)',
        `${n((C.outage.share200 ?? 0) * 100, 2)} % of ${n(C.outage.requests)}; a page never rendered before: ${C.outage.uncachedStatus}, Retry-After ${C.outage.uncachedRetryAfter ?? '–'}`,
      );
    }
  }
  const E = results.edge;
  if (E) {
    const failed = (load) => (load.non2xx ?? 0) + (load.errors ?? 0);
    const line = (load) => `${n(load.rps)} req/s, p50 ${n(load.p50, 1)} ms, p99 ${n(load.p99, 1)} ms, ${n(load.timeouts)} timeouts, ${n(failed(load))} non-2xx or errors; visitors' requests that reached the instances ${n(load.instances)} (health probes not counted), WordPress ${n(load.wordpress)}`;
    single(
      `**edge (Varnish)**: mix of ${E.paths.length} page kinds (br, gzip), ${E.connections} clients × ${n(E.throughEdge.seconds)} s (goal: hit ratio ≥ 99.5 %, p99 < 25 ms, 0 timeouts, 0 non-2xx; a few requests a minute reach the instances)`,
      `${line(E.throughEdge)}; answered by the edge alone ${n((E.throughEdge.hitRatio ?? 0) * 100, 2)} %`,
    );
    single('the same mix through the nginx front', line(E.throughFront));
    single(
      `a title changed in WordPress until the edge shows it on the post and on /berita, ${E.changes.count} times (goal p95 ≤ 2 s)`,
      `p50 ${n(E.changes.p50 / 1000, 2)} s, p95 ${n(E.changes.p95 / 1000, 2)} s${E.changes.neverSeen ? `, ${E.changes.neverSeen} never seen within 30 s` : ''}`,
    );
  }
  const Q = results.search;
  if (L.search?.portal || Q) {
    const again = L.search?.portal;
    single('**search, a query asked again** (a cached page): req/s, and ÷ the 122 req/s of an uncached search (goal ≥ 5×)', again ? `${loadCell(again)}, ${times(ratio(again.rps, SEARCH_BEFORE_RPS))}` : '–');
    if (Q) {
      const fresh = Q.newQuery;
      single(`search, a query never asked before (one visitor, ${n(fresh.count)} queries): p50 / p99 ms`, `${n(fresh.p50, 1)} / ${n(fresh.p99, 1)}${fresh.failed ? ` (${n(fresh.failed)} failed)` : ''}`);
      single('search with a filter (rendered per request, WordPress answer cached): req/s, p50 / p99 ms', `${loadCell(Q.filtered)}, ${latencyCell(Q.filtered)}`);
    }
  }
  for (const [label, value] of archiveRows(results.archiveSearch)) single(label, value);
  for (const [label, value] of archivePathRows(results.archiveSearch)) single(label, value);
  const S = results.signedIn;
  if (S) {
    row('**signed in** (admin_humas) req/s (goal ≥ 5× the 38–48 req/s of an uncached staff view)', (k) => loadCell(S.pages[k]));
    row('signed in latency p50 / p99 ms', (k) => latencyCell(S.pages[k]));
    row('signed in ÷ anonymous portal (req/s)', (k) => times(ratio(S.pages[k]?.rps, L[k]?.portal?.rps)));
    for (const [label, load, alone] of [
      ['admin dashboard /admin', S.adminDashboard, S.adminDashboardAlone],
      ['editor dashboard /redaktur-dashboard', S.editorDashboard, S.editorDashboardAlone],
    ]) {
      single(`**${label}** (goal p50 ≤ 150 ms): one user alone p50 / p99 ms; under the load req/s, p50 / p99 ms`, `${latencyCell(alone)}; ${loadCell(load)}, ${latencyCell(load)}`);
    }
  }
  for (const preset of ['mobile', 'desktop']) {
    row(`Lighthouse ${preset}: perf / a11y / best pr. / SEO`, (k) => (lh[k] ? scoresCell(lh[k][preset]) : ''));
    row(`Lighthouse ${preset}: LCP / CLS / TBT`, (k) => (lh[k] ? vitalsCell(lh[k][preset]) : ''));
  }
  if (lh.blocks) {
    single(
      'Lighthouse of the block showcase /berita/galeri-blok-konten (goal mobile perf ≥ 98): mobile, desktop perf / a11y / best pr. / SEO; LCP / CLS / TBT',
      ['mobile', 'desktop'].map((preset) => `${preset} ${scoresCell(lh.blocks[preset])}; ${vitalsCell(lh.blocks[preset])}`).join('<br>'),
    );
  }
  row('JS gzip KB: framework + own (chunks)', (k) =>
    js[k] ? (js[k].status === 200 ? `${n(js[k].frameworkKB, 1)} + ${n(js[k].ownKB, 1)} (${js[k].chunks})` : `status ${js[k].status}`) : '–',
  );
  const extra = Object.entries(js).filter(([key]) => !COLUMNS.includes(key));
  if (extra.length) {
    single('JS gzip KB, other routes: own', extra.map(([, r]) => `${r.path} ${r.status === 200 ? n(r.ownKB, 1) : `status ${r.status}`}`).join(', '));
  }
  const f = results.freshness ?? (results.errors?.find((e) => e.step === 'freshness') ? { error: results.errors.find((e) => e.step === 'freshness').message.split('\n')[0] } : null);
  if (f) {
    const how = f.error
      ? ''
      : `; webhook endpoint ${f.webhookEndpointStatus === 404 ? 'absent (404)' : `answers ${f.webhookEndpointStatus ?? '–'}`}, ` +
        (results.meta.wordpressStartedByBench ? 'WordPress started by the bench to notify it' : 'WordPress already running (its PORTAL_URL decides if it notifies the bench portal)');
    const value = f.error ? `error: ${f.error}` : f.timedOut ? `not within ${f.timeoutS} s` : `${n(f.visibleAfterS, 2)} s`;
    single('freshness: REST title edit → detail page shows it', `${value}${how}`);
  }
  if (results.build?.demo) single('build, demo content', buildCell(results.build.demo));
  if (results.build?.bulk) single(`build, demo + ${n(results.bulk?.posts)} generated berita`, buildCell(results.build.bulk));
  return rows;
}

/** The speed goals of the public page kinds (mobile). */
export const GOALS = { performance: 98, lcpMs: 1800, tbtMs: 50, cls: 0.02, homeHtmlKB: 70, jsGzipKB: 130 };

/**
 * One row per public page kind: raw HTML, the gzip size of every script the page loads, and the
 * Lighthouse mobile medians, each against its goal (a ✗ marks a miss).
 */
export function pageKindsTable(results) {
  const pages = results.pages ?? {};
  const lh = results.lighthouse ?? {};
  const js = results.js?.routes ?? {};
  const mark = (ok) => (ok === null ? '' : ok ? '' : ' ✗');
  const rows = [
    `| page kind | HTML KB (home ≤ ${GOALS.homeHtmlKB}) | JS gzip KB (≤ ${GOALS.jsGzipKB}) | mobile perf (≥ ${GOALS.performance}) | LCP s (≤ ${GOALS.lcpMs / 1000}) | TBT ms (≤ ${GOALS.tbtMs}) | CLS (≤ ${GOALS.cls}) | a11y / best pr. / SEO |`,
    '|---|---|---|---|---|---|---|---|',
  ];
  for (const key of PAGE_KINDS) {
    const page = pages[key];
    const mobile = lh[key]?.mobile;
    const kb = page ? page.bytes / 1024 : null;
    const gz = js[key]?.status === 200 ? js[key].gzipKB : null;
    const check = (value, test) => (isNum(value) ? mark(test(value)) : '');
    rows.push(
      `| ${page?.label ?? key} | ${n(kb, 1)}${key === 'home' ? check(kb, (v) => v <= GOALS.homeHtmlKB) : ''} | ${n(gz, 1)}${check(gz, (v) => v <= GOALS.jsGzipKB)} | ` +
        `${n(mobile?.performance)}${check(mobile?.performance, (v) => v >= GOALS.performance)} | ${isNum(mobile?.lcpMs) ? n(mobile.lcpMs / 1000, 2) : '–'}${check(mobile?.lcpMs, (v) => v <= GOALS.lcpMs)} | ` +
        `${n(mobile?.tbtMs)}${check(mobile?.tbtMs, (v) => v <= GOALS.tbtMs)} | ${n(mobile?.cls, 3)}${check(mobile?.cls, (v) => v <= GOALS.cls)} | ` +
        `${mobile ? [mobile.accessibility, mobile.bestPractices, mobile.seo].map((v) => n(v)).join(' / ') : '–'} |`,
    );
  }
  return rows;
}

/** The phone goals, relative to the empty Next page of the same run. */
export const PHONE_GOALS = { lcpOverMs: 300, tbtOverMs: 100, perfUnder: 3, cls: 0.02, calibratedPerf: 97, firstPaintTimes: 2 };

/**
 * The public page kinds side by side with the empty Next page (the baseline row): Lighthouse mobile
 * at 4× CPU and at the calibrated slowdown (medians), straight from one instance and through the
 * nginx front (each set against the baseline of its own rounds), and the first paint observed in
 * Chromium with slow 4G and 4× CPU applied (scripts/bench/paint.mjs), each against its goal
 * relative to the baseline (a ✗ marks a miss).
 */
export function phoneTable(results) {
  const paint = results.paint ?? {};
  const paintHttp2 = results.paintHttp2 ?? {};
  const baseFcp = paint.baseline?.fcpMs;
  const mark = (value, ok) => (isNum(value) ? (ok(value) ? '' : ' ✗') : '');
  const calibration = results.lighthouse?.baseline?.['mobile-calibrated']?.cpuSlowdown;
  const rows = [
    `| page | 4×: perf / LCP s / TBT ms / CLS | calibrated${isNum(calibration) ? ` (${calibration}×)` : ''}: perf / LCP s / TBT ms | through the nginx front, 4× | through the front, calibrated | observed first paint / LCP s | the same through the TLS front (HTTP/2) |`,
    '|---|---|---|---|---|---|---|',
  ];
  for (const key of ['baseline', ...PAGE_KINDS]) {
    const seen = paint[key];
    const rel = (value, test) => (key === 'baseline' ? '' : mark(value, test));
    rows.push(
      `| ${key === 'baseline' ? 'empty Next page' : (results.pages?.[key]?.label ?? key)} | ` +
        `${lighthouseCells(results.lighthouse, key, rel)} | ${lighthouseCells(results.lighthouseFront, key, rel)} | ` +
        `${isNum(seen?.fcpMs) ? n(seen.fcpMs / 1000, 2) : '–'}${rel(seen?.fcpMs, (v) => v <= (baseFcp ?? Infinity) * PHONE_GOALS.firstPaintTimes)} / ${isNum(seen?.lcpMs) ? n(seen.lcpMs / 1000, 2) : '–'} | ` +
        `${isNum(paintHttp2[key]?.fcpMs) ? n(paintHttp2[key].fcpMs / 1000, 2) : '–'} / ${isNum(paintHttp2[key]?.lcpMs) ? n(paintHttp2[key].lcpMs / 1000, 2) : '–'} |`,
    );
  }
  return rows;
}

/**
 * A reader's second visit of each page kind on slow 4G and 4× CPU (scripts/bench/paint.mjs
 * repeatPaintTable): with the service worker of offline mode and with workers blocked, same run.
 */
export function repeatVisitTable(results) {
  const repeat = results.paintRepeat ?? {};
  const seconds = (value) => (isNum(value) ? n(value / 1000, 2) : '–');
  const rows = ['| page | repeat visit, worker on: first paint / LCP s | worker off: first paint / LCP s |', '|---|---|---|'];
  for (const key of PAGE_KINDS) {
    const row = repeat[key];
    rows.push(`| ${results.pages?.[key]?.label ?? key} | ${seconds(row?.worker?.fcpMs)} / ${seconds(row?.worker?.lcpMs)} | ${seconds(row?.noWorker?.fcpMs)} / ${seconds(row?.noWorker?.lcpMs)} |`);
  }
  return rows;
}

/** A tap's latency goal on a 4× phone (the aim is 50 ms). */
const INP_GOAL_MS = 100;

/** The slowest of each control's taps on the home page (scripts/bench/inp.mjs), medians. */
export function inpRows(results) {
  const inp = results.inp;
  if (!inp) return [];
  const cell = (ms) => (isNum(ms) ? `${ms <= inp.thresholdMs ? '< ' : ''}${n(ms)} ms${ms > INP_GOAL_MS ? ' ✗' : ''}` : '–');
  return ['| control | slowest tap (ms) |', '|---|---|', ...INP_CONTROLS.map((control) => `| ${control.label} | ${cell(inp[control.key])} |`)];
}

/** A page's 4× and calibrated Lighthouse cells of one set of rounds, against that set's baseline. */
function lighthouseCells(lh, key, rel) {
  const base = lh?.baseline ?? {};
  const four = lh?.[key]?.mobile;
  const cal = lh?.[key]?.['mobile-calibrated'];
  return (
    `${n(four?.performance)}${rel(four?.performance, (v) => v >= (base.mobile?.performance ?? 0) - PHONE_GOALS.perfUnder)} / ` +
    `${isNum(four?.lcpMs) ? n(four.lcpMs / 1000, 2) : '–'}${rel(four?.lcpMs, (v) => v <= (base.mobile?.lcpMs ?? Infinity) + PHONE_GOALS.lcpOverMs)} / ` +
    `${n(four?.tbtMs)}${rel(four?.tbtMs, (v) => v <= (base.mobile?.tbtMs ?? Infinity) + PHONE_GOALS.tbtOverMs)} / ${n(four?.cls, 3)}${rel(four?.cls, (v) => v <= PHONE_GOALS.cls)} | ` +
    `${n(cal?.performance)}${rel(cal?.performance, (v) => v >= PHONE_GOALS.calibratedPerf)} / ${isNum(cal?.lcpMs) ? n(cal.lcpMs / 1000, 2) : '–'} / ${n(cal?.tbtMs)}`
  );
}

/** The README's `npm test` as last run on this machine (scripts/test.sh records it), as table rows. */
export function testTimeTable(file = path.join(config.resultsDir, 'npm-test.json')) {
  let run;
  try {
    run = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return ['(no run of `npm test` recorded on this machine yet)'];
  }
  const minutes = (seconds) => `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
  return [
    `\`npm test\` of ${run.startedAt} (${run.cpus} cores, ${run.node}): ${minutes(run.totalSeconds)}${run.steps.every((s) => s.ok) ? '' : ' (failed)'}`,
    '',
    '| step | time | |',
    '|---|---|---|',
    ...run.steps.map((s) => `| ${s.step} | ${minutes(s.seconds)} | ${s.ok ? 'ok' : 'failed'} |`),
  ];
}

/** Print the heading and table; write the JSON (timestamped plus latest.json). Returns its path. */
export function report(results) {
  const m = results.meta;
  console.log('');
  console.log(`Portal BUA bench, ${m.startedAt} — ${m.cpus} cores, Node ${m.node}, ${m.quick ? 'QUICK (smoke) run, ' : ''}` +
    `${config.load.connections} connections × ${config.load.seconds} s per load (${m.loadTool ?? 'no load'}), Lighthouse median of ${config.lighthouseRuns}, detail = /berita/${m.detailSlug ?? '?'}`);
  console.log('');
  for (const line of table(results)) console.log(line);
  console.log('');
  const indexes = Object.values(results.lighthouse ?? {}).map((presets) => presets?.mobile?.benchmarkIndex).filter((v) => typeof v === 'number');
  const cpu = indexes.length ? `; Lighthouse CPU benchmark index ${Math.min(...indexes)}–${Math.max(...indexes)}` : '';
  console.log(`Public page kinds against the speed goals (Lighthouse mobile medians${cpu}; JS = gzip of every script tag of the page):`);
  console.log('');
  for (const line of pageKindsTable(results)) console.log(line);
  console.log('');
  console.log('The phone, side by side with an empty Next.js page of the same versions (medians):');
  console.log('');
  for (const line of phoneTable(results)) console.log(line);
  console.log('');
  console.log('A second visit on the phone, with the service worker of offline mode and without it (medians):');
  console.log('');
  for (const line of repeatVisitTable(results)) console.log(line);
  console.log('');
  const inp = inpRows(results);
  if (inp.length) {
    console.log(`A tap on the home page, hydrated, CPU ${results.inp.cpuSlowdown}× slower (Event Timing: the slowest of each control's taps, median of ${results.inp.samples.length} loads; ✗ over ${INP_GOAL_MS} ms):`);
    console.log('');
    for (const line of inp) console.log(line);
    console.log('');
  }
  const doors = doorsTable(results);
  if (doors.length) {
    console.log("WordPress's doors, anonymous (no portal key, no session; the slowest of 3 asks, ms, and the status; ✗ over 100 ms; the goal: no ✗ at 100,000 posts):");
    console.log('');
    for (const line of doors) console.log(line);
    console.log('');
  }
  const flood = floodTable(results);
  if (flood.length) {
    console.log(`Staff under a flood of WordPress's doors (one anonymous client, ${results.archiveSearch.sizes.find((size) => size.flood?.clients)?.flood.clients ?? 100} requests at once; the slowest of each action's runs; ✗ over 1 s):`);
    console.log('');
    for (const line of flood) console.log(line);
    console.log('');
  }
  const testTimes = testTimeTable();
  for (const line of testTimes) console.log(line);
  if (results.errors?.length) {
    console.log('');
    for (const e of results.errors) console.log(`! ${e.step}: ${e.message.split('\n')[0]}`);
  }
  fs.mkdirSync(config.resultsDir, { recursive: true });
  const stamp = m.startedAt.replace(/[:.]/g, '-');
  const file = path.join(config.resultsDir, `bench-${stamp}.json`);
  const json = JSON.stringify({ ...results, table: table(results), pageKinds: pageKindsTable(results), phone: phoneTable(results), repeatVisit: repeatVisitTable(results), taps: inpRows(results), doors: doorsTable(results), flood: floodTable(results), testTimes }, null, 2);
  fs.writeFileSync(file, json);
  fs.writeFileSync(path.join(config.resultsDir, 'latest.json'), json);
  console.log('');
  console.log(`JSON: ${path.relative(config.root, file)} (also bench/results/latest.json); logs: bench/results/logs/`);
  return file;
}
