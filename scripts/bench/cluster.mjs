// The production topology under load: scripts/cluster.sh runs two instances of the bench
// build sharing Redis behind the nginx front (deploy/nginx/bua-portal.conf). The instances reach
// WordPress through a relay of the bench's own, which it switches off for the outage figures.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { config, portalEnv } from './config.mjs';
import { loadMix, loadUrl, warm } from './load.mjs';
import { start, stop, waitForHttp } from './proc.mjs';

const FRONT_PORT = Number(process.env.BENCH_CLUSTER_PORT) || config.portalPort + 10;
const front = `http://127.0.0.1:${FRONT_PORT}`;
/** The cluster's nginx front, which WordPress notifies of changes (scripts/bench/wordpress.mjs). */
export const clusterFront = front;
/** The shipped TLS site (HTTP/2), when the cluster is started with `tls` (its plain port then redirects). */
const TLS_PORT = FRONT_PORT + 50;
export const tlsFront = `https://localhost:${TLS_PORT}`;
/** The edge (Varnish, deploy/varnish/) in front of the front, when the cluster is started with `edge`. */
export const EDGE_PORT = FRONT_PORT + 60;
const instances = [1, 2].map((i) => `http://127.0.0.1:${FRONT_PORT + i}`);
const CACHE_PORT = (Number(process.env.BENCH_REDIS_PORT) || 6393) + 1;
/** The cache Redis's bound in the bench's cluster (production: docs/deploying.md). */
const CACHE_MB = 256;

/** The browser-like mix of ten public pages a visitor walks through (the real-traffic goal). */
export const BROWSER_MIX = ['/', '/berita', '/berita/biro/humas', '/artikel', '/pengumuman', '/undangan', '/sakip', '/profil', '/search?term=rapat', '/search?term=biro&sort=date_desc'];
/** What a browser's request says that changes the answer: compressed, please. */
export const BROWSER_HEADERS = { 'Accept-Encoding': 'br, gzip' };

function cacheMemory() {
  const text = execFileSync('redis-cli', ['-p', String(CACHE_PORT), 'info', 'memory'], { encoding: 'utf8' });
  const field = (name) => Number(new RegExp(`^${name}:(\\d+)`, 'm').exec(text)?.[1] ?? NaN);
  return { usedBytes: field('used_memory'), maxBytes: field('maxmemory') };
}

/** `count` GETs from make(i) to `base`, 8 at a time; the statuses seen. */
async function flood(base, count, make) {
  const statuses = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const response = await fetch(base + make(next++), { redirect: 'manual' }).catch(() => null);
        const status = response ? response.status : 0;
        await response?.arrayBuffer().catch(() => null);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  return statuses;
}

/** A TCP relay to WordPress; `down` cuts every connection at once; `requests` counts what the portal asked. */
async function relayTo(target) {
  const upstream = new URL(target);
  const relay = { down: false, requests: 0 };
  relay.server = net.createServer((socket) => {
    if (relay.down) return socket.destroy();
    const connection = net.connect(Number(upstream.port || 80), upstream.hostname);
    // Each HTTP request the portal sends starts with its request line.
    socket.on('data', (chunk) => (relay.requests += (chunk.toString('latin1').match(/^(?:GET|POST|HEAD|PUT|DELETE|OPTIONS) \S+ HTTP\/1\.1\r\n/gm) ?? []).length));
    socket.pipe(connection).pipe(socket);
    connection.on('error', () => socket.destroy());
    socket.on('error', () => connection.destroy());
  });
  await new Promise((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${relay.server.address().port}`;
  return relay;
}

/**
 * Starts the cluster; with `tls`, its front is the shipped TLS site on tlsFront (a self-signed
 * certificate); with `edge`, Varnish on EDGE_PORT in front of it, purged by the instances.
 */
export async function startCluster({ log, tls = false, edge = false }) {
  // In front of WordPress's own front, which the cluster starts (scripts/wp-front.sh, its port + 70).
  const relay = await relayTo(`http://127.0.0.1:${FRONT_PORT + 70}`);
  const site = tls ? tlsFront : front;
  const env = {
    ...portalEnv(),
    WORDPRESS_URL: relay.url,
    WORDPRESS_API_URL: `${relay.url}/wp-json`,
    SITE_URL: site,
    NEXTAUTH_URL: site,
    ...(tls ? { NGINX_TLS_PORT: String(TLS_PORT) } : {}),
    ...(edge ? { EDGE: '1', EDGE_PORT: String(EDGE_PORT) } : {}),
    NGINX_PORT: String(FRONT_PORT),
    CLUSTER_BASE_PORT: String(FRONT_PORT),
    REDIS_PORT: String(Number(process.env.BENCH_REDIS_PORT) || 6393),
    REDIS_CACHE_PORT: String(CACHE_PORT),
    REDIS_CACHE_MAXMEMORY: `${CACHE_MB}mb`,
    // wrk's 100 clients share one address: nginx's per-client limiter would count them as one.
    NGINX_LIMIT_RATE: '100000r/s',
    NGINX_LIMIT_BURST: '100000',
  };
  delete env.REDIS_CACHE_URL;
  delete env.REDIS_URL; // cluster.sh points the instances at its own Redis

  // The bench's single portal ran from the same build before, with another address: the pages it
  // rendered on demand are on disk, where an instance falls back on a cache miss. Not this cluster's.
  fs.rmSync(path.join(config.root, config.distDir, 'standalone', config.distDir, 'server', 'route-cache'), { recursive: true, force: true });
  const proc = start('cluster', 'bash', [path.join(config.root, 'scripts', 'cluster.sh'), 'start'], { env, cwd: config.root, log });
  // With TLS the plain port answers 301 for the site's own host name only (nginx is up all the
  // same), and closes the connection on any other, 127.0.0.1 included.
  const up = edge ? `http://127.0.0.1:${EDGE_PORT}` : tls ? `http://localhost:${FRONT_PORT}` : front;
  await waitForHttp(`${up}/api/health`, { timeoutMs: 120_000, proc });
  return { proc, relay, instances, front };
}

export async function stopCluster(cluster) {
  if (!cluster) return;
  await stop(cluster.proc);
  await new Promise((resolve) => cluster.relay.server.close(resolve));
}

/**
 * The cluster's rows: each cached page through the front and on one instance directly; a mix of
 * public pages with 100 clients for 60 s through the front; the share of 200s with WordPress down.
 */
export async function measureCluster(cluster, routes, { mixSeconds, mixConnections, say }) {
  const result = { front, instances, pages: {}, mix: null, outage: null };
  for (const route of routes) for (const base of [front, ...instances]) await warm(base + route.path);
  for (const route of routes) {
    say(`  cluster ${route.path}: front, then one instance`);
    result.pages[route.key] = { front: await loadUrl(front + route.path), instance: await loadUrl(instances[0] + route.path) };
  }
  const paths = routes.map((route) => route.path);
  say(`  cluster mix of ${paths.length} pages: ${mixConnections} clients × ${mixSeconds} s through the front`);
  result.mix = { paths, connections: mixConnections, ...(await loadMix(front, paths, { seconds: mixSeconds, connections: mixConnections })) };

  // The browser-like mix, warm (each page asked twice first: free text is stored from its second
  // ask), and what WordPress received meanwhile.
  for (const page of BROWSER_MIX) for (let ask = 0; ask < 2; ask += 1) for (const base of [front, ...instances]) await warm(base + page);
  say(`  cluster browser mix of ${BROWSER_MIX.length} pages (br, gzip): ${mixConnections} clients × ${mixSeconds} s through the front`);
  const askedBefore = cluster.relay.requests;
  const browser = await loadMix(front, BROWSER_MIX, { seconds: mixSeconds, connections: mixConnections, headers: BROWSER_HEADERS });
  result.browserMix = { paths: BROWSER_MIX, connections: mixConnections, ...browser, wordpressRequests: cluster.relay.requests - askedBefore };

  // A flood from one client straight to an instance (past nginx's limiter): the cache Redis's memory.
  const run = Date.now().toString(36);
  const memoryBefore = cacheMemory();
  say('  cluster flood: 2,000 unknown slugs and 2,000 unique searches, straight to one instance');
  const slugs = await flood(instances[0], 2_000, (i) => `/berita/acak-${run}-${i}`);
  const searches = await flood(instances[0], 2_000, (i) => `/search?term=unik${run}q${i}`);
  result.flood = { before: memoryBefore, after: cacheMemory(), boundBytes: CACHE_MB * 1024 * 1024, slugs, searches };

  say('  cluster outage: WordPress unreachable for the instances');
  cluster.relay.down = true;
  try {
    const load = await loadMix(front, paths, { seconds: Math.min(mixSeconds, 10), connections: config.load.connections });
    const never = '/pengumuman/biro/perlengkapan'; // not among the warmed pages
    const uncached = await fetch(instances[0] + never);
    result.outage = { ...load, share200: load.requests ? 1 - (load.non2xx + load.errors + load.timeouts) / load.requests : null, uncachedStatus: uncached.status, uncachedRetryAfter: uncached.headers.get('retry-after') };
  } finally {
    cluster.relay.down = false;
  }
  return result;
}
