// The edge (Varnish with the shipped VCL, deploy/varnish/) in front of the cluster's nginx front:
// the same mix of page kinds through the edge and through the front, the edge's hit ratio, what
// reached the instances and WordPress meanwhile, and how long a change in WordPress takes to show
// at the edge (WordPress notifies the front, an instance purges the change's keys at the edge).
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { config } from './config.mjs';
import { BROWSER_HEADERS, EDGE_PORT } from './cluster.mjs';
import { loadMix, warm } from './load.mjs';
import { sleep } from './proc.mjs';
import { editableTitle } from './wordpress.mjs';

const edge = `http://127.0.0.1:${EDGE_PORT}`;
/** Title edits timed from WordPress's answer to their sight at the edge. */
const CHANGES = 10;
/** A change not seen at the edge by then counts as never. */
const CHANGE_TIMEOUT_MS = 30_000;

/** Varnish's counters (varnishstat) of the edge this cluster started. */
function edgeCounters() {
  const text = execFileSync('varnishstat', ['-n', path.join(config.root, '.varnish', String(EDGE_PORT)), '-1'], { encoding: 'utf8' });
  const counter = (name) => Number(new RegExp(`^MAIN\\.${name}\\s+(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { requests: counter('client_req'), hits: counter('cache_hit'), misses: counter('cache_miss'), passes: counter('s_pass'), originFetches: counter('backend_req') };
}

/**
 * Visitors' requests an instance has answered so far (its Prometheus counter, every status): all
 * kinds of route but `api`, where the edge's and nginx's health probes (one a second each) and
 * this bench's own metrics reads are counted.
 */
async function answered(instance) {
  const text = await (await fetch(`${instance}/api/metrics`)).text();
  return text.split('\n').filter((line) => line.startsWith('bua_http_requests_total{') && !line.includes('kind="api"')).reduce((sum, line) => sum + Number(line.split(' ').pop()), 0);
}

const answeredByAll = async (instances) => (await Promise.all(instances.map(answered))).reduce((sum, count) => sum + count, 0);

/**
 * Asks the edge for `page` until it serves its own copy twice (at most ~10 s), with a browser's
 * encodings as the load does: the edge keeps a copy per encoding.
 */
async function keptAtEdge(page) {
  let hits = 0;
  for (let i = 0; i < 20 && hits < 2; i += 1) {
    const response = await fetch(edge + page, { headers: BROWSER_HEADERS });
    await response.arrayBuffer();
    hits = response.headers.get('x-edge-cache') === 'HIT' ? hits + 1 : 0;
    if (hits < 2) await sleep(500);
  }
}

/** p-th percentile (0–100) of numbers, nearest rank. */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null;
}

/**
 * `paths` with `connections` clients for `seconds`, through the edge and then through the front;
 * then CHANGES title edits of `post` over WordPress's REST API, each timed until the edge shows it
 * on the post's page and on `listPath`. The title is put back (also through `register` on a stop).
 */
export async function measureEdge(cluster, paths, { post, detailPath, listPath, seconds, connections, say, register = () => {} }) {
  for (const page of paths) {
    await warm(cluster.front + page);
    await keptAtEdge(page);
  }
  say(`  edge mix of ${paths.length} page kinds (br, gzip): ${connections} clients × ${seconds} s through the edge`);
  const countersBefore = edgeCounters();
  const answeredBefore = await answeredByAll(cluster.instances);
  const wordpressBefore = cluster.relay.requests;
  const throughEdge = await loadMix(edge, paths, { seconds, connections, headers: BROWSER_HEADERS });
  const countersAfter = edgeCounters();
  const reached = { instances: (await answeredByAll(cluster.instances)) - answeredBefore, wordpress: cluster.relay.requests - wordpressBefore };
  const delta = Object.fromEntries(Object.keys(countersAfter).map((name) => [name, countersAfter[name] - countersBefore[name]]));

  say(`  the same mix through the nginx front: ${connections} clients × ${seconds} s`);
  const frontAnsweredBefore = await answeredByAll(cluster.instances);
  const frontWordpressBefore = cluster.relay.requests;
  const throughFront = await loadMix(cluster.front, paths, { seconds, connections, headers: BROWSER_HEADERS });
  const frontReached = { instances: (await answeredByAll(cluster.instances)) - frontAnsweredBefore, wordpress: cluster.relay.requests - frontWordpressBefore };

  say(`  ${CHANGES} title edits in WordPress, each timed until the edge shows it`);
  const title = await editableTitle(post.id, register);
  const visibleMs = [];
  try {
    for (let change = 0; change < CHANGES; change += 1) {
      for (const page of [detailPath, listPath]) await keptAtEdge(page);
      const marker = `Tepi ${Date.now().toString(36)}`;
      await title.set(`${title.original} ${marker}`);
      const saved = performance.now();
      const seen = await Promise.all(
        [detailPath, listPath].map(async (page) => {
          while (performance.now() - saved < CHANGE_TIMEOUT_MS) {
            const html = await (await fetch(edge + page, { headers: BROWSER_HEADERS })).text();
            if (html.includes(marker)) return performance.now() - saved;
            await sleep(50);
          }
          return Infinity;
        }),
      );
      visibleMs.push(Math.max(...seen));
    }
  } finally {
    await title.restore();
  }
  return {
    edge,
    paths,
    connections,
    // The share of requests the edge answered without asking the origin (its fetches, background ones included).
    throughEdge: { ...throughEdge, ...reached, hitRatio: delta.requests ? 1 - delta.originFetches / delta.requests : null, counters: delta },
    throughFront: { ...throughFront, ...frontReached },
    changes: { count: CHANGES, pages: [detailPath, listPath], visibleMs, p50: percentile(visibleMs, 50), p95: percentile(visibleMs, 95), neverSeen: visibleMs.filter((ms) => ms === Infinity).length },
  };
}
