// The production topology under load (issue 11): scripts/cluster.sh runs two instances of the bench
// build sharing Redis behind the nginx front (deploy/nginx/bua-portal.conf). The instances reach
// WordPress through a relay of the bench's own, which it switches off for the outage figures.
import net from 'node:net';
import path from 'node:path';
import { config, portalEnv } from './config.mjs';
import { loadMix, loadUrl, warm } from './load.mjs';
import { start, stop, waitForHttp } from './proc.mjs';

const FRONT_PORT = Number(process.env.BENCH_CLUSTER_PORT) || config.portalPort + 10;
const front = `http://127.0.0.1:${FRONT_PORT}`;
const instances = [1, 2].map((i) => `http://127.0.0.1:${FRONT_PORT + i}`);

/** A TCP relay to WordPress; `down` cuts every connection at once. */
async function relayTo(target) {
  const upstream = new URL(target);
  const relay = { down: false };
  relay.server = net.createServer((socket) => {
    if (relay.down) return socket.destroy();
    const connection = net.connect(Number(upstream.port || 80), upstream.hostname);
    socket.pipe(connection).pipe(socket);
    connection.on('error', () => socket.destroy());
    socket.on('error', () => connection.destroy());
  });
  await new Promise((resolve) => relay.server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${relay.server.address().port}`;
  return relay;
}

export async function startCluster({ log }) {
  const relay = await relayTo(config.wpUrl);
  const env = {
    ...portalEnv(),
    WORDPRESS_URL: relay.url,
    SITE_URL: front,
    NEXTAUTH_URL: front,
    NGINX_PORT: String(FRONT_PORT),
    CLUSTER_BASE_PORT: String(FRONT_PORT),
    REDIS_PORT: String(Number(process.env.BENCH_REDIS_PORT) || 6393),
  };
  delete env.REDIS_URL; // cluster.sh points the instances at its own Redis

  const proc = start('cluster', 'bash', [path.join(config.root, 'scripts', 'cluster.sh')], { env, cwd: config.root, log });
  await waitForHttp(`${front}/api/health?ready=1`, { timeoutMs: 120_000, proc });
  return { proc, relay };
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
