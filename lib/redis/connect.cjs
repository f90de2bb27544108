/**
 * The one place that turns settings into a Redis connection, for the security-state client
 * (lib/redis/client.ts) and Next's cache handler (lib/cache/sharedCacheHandler.cjs) alike.
 *
 * Plain CommonJS because the cache handler is loaded by Next at run time, outside the bundler.
 *
 * Settings (.env.example, docs/deploying.md "Redis failover"):
 * - REDIS_SENTINELS ("host:port,host:port") with REDIS_MASTER_NAME: through Redis Sentinel, so the
 *   portal follows the primary when a replica is promoted (node-redis's Sentinel client does the
 *   following). REDIS_PASSWORD is the primary's and replicas' password, REDIS_SENTINEL_PASSWORD the
 *   sentinels' own.
 * - else REDIS_URL: one Redis.
 * - the cache takes REDIS_CACHE_URL first (a Redis of its own that evicts), else the state's.
 */
'use strict';
const { EventEmitter } = require('node:events');
const { createClient, createSentinel } = require('redis');

/** Sentinel's own port when an address names none. */
const SENTINEL_PORT = 26379;

/** "host:port,host:port" (an IPv6 host in brackets) → [{ host, port }]; a malformed entry throws. */
function parseSentinels(text) {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(?:\[([^\]]+)\]|([^:\s]+))(?::(\d+))?$/.exec(part);
      const port = match && match[3] ? Number(match[3]) : SENTINEL_PORT;
      if (!match || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`REDIS_SENTINELS: "${part}" is not host:port`);
      return { host: match[1] || match[2], port };
    });
}

/**
 * Where the security state lives: { sentinel } or { url }, or null (each process keeps its own).
 * Half a Sentinel setting is refused rather than quietly replaced by REDIS_URL: a portal that
 * believes it survives a failover must really be able to.
 */
function stateTarget(env = process.env) {
  const sentinels = (env.REDIS_SENTINELS || '').trim();
  const name = (env.REDIS_MASTER_NAME || '').trim();
  if (sentinels || name) {
    if (!sentinels || !name) throw new Error('REDIS_SENTINELS and REDIS_MASTER_NAME go together: set both, or neither');
    const nodes = parseSentinels(sentinels);
    if (nodes.length === 0) throw new Error('REDIS_SENTINELS names no sentinel');
    return {
      sentinel: {
        name,
        nodes,
        password: (env.REDIS_PASSWORD || '').trim() || undefined,
        sentinelPassword: (env.REDIS_SENTINEL_PASSWORD || '').trim() || undefined,
      },
    };
  }
  const url = (env.REDIS_URL || '').trim();
  return url ? { url } : null;
}

/** Where Next's cache lives: REDIS_CACHE_URL, else wherever the state lives. */
function cacheTarget(env = process.env) {
  const url = (env.REDIS_CACHE_URL || '').trim();
  return url ? { url } : stateTarget(env);
}

/**
 * Commands fail fast while a connection is down (offline queue off): callers decide what a
 * failure means. Reconnects back off to 2 s.
 */
const NODE_OPTIONS = {
  disableOfflineQueue: true,
  socket: { connectTimeout: 1_000, reconnectStrategy: (retries) => Math.min(retries * 200, 2_000) },
};

/** A node-redis client for a target of stateTarget/cacheTarget (not yet connected). */
function createRedis(target) {
  if (target.url) return createClient({ ...NODE_OPTIONS, url: target.url });
  const { name, nodes, password, sentinelPassword } = target.sentinel;
  return failingFast(
    createSentinel({
      name,
      sentinelRootNodes: nodes,
      // One connection to the primary: a WAIT then counts the write just made on that connection.
      masterPoolSize: 1,
      nodeClientOptions: { ...NODE_OPTIONS, ...(password ? { password } : {}) },
      sentinelClientOptions: { socket: { connectTimeout: 1_000 }, ...(sentinelPassword ? { password: sentinelPassword } : {}) },
    }),
  );
}

/** The Sentinel client's own methods (not Redis commands), never refused. */
const SENTINEL_METHODS = new Set(['connect', 'close', 'destroy', 'multi', 'MULTI', 'use', 'acquire', 'getMasterNode', 'getSentinelNode', 'getReplicaNodes', 'setTracer', 'withCommandOptions', 'withTypeMapping']);

/**
 * The Sentinel client as the lone client behaves (offline queue off): while it holds no connection
 * to a primary, `isReady` is false and a command is refused at once. Left alone, the client keeps a
 * command until it reaches a primary: through a failover that is seconds, but with the whole set
 * down it would be for ever, and every page and sign-in would add one. Whether it holds a primary
 * is its own state (getMasterNode names only a connected primary); the failover stays its work.
 */
function failingFast(sentinel) {
  const hasPrimary = () => sentinel.isReady && sentinel.getMasterNode() !== undefined;
  return new Proxy(sentinel, {
    get(target, key) {
      if (key === 'isReady') return hasPrimary();
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (SENTINEL_METHODS.has(key) || key in EventEmitter.prototype || typeof key !== 'string') return value.bind(target);
      return (...args) => (hasPrimary() ? value.apply(target, args) : Promise.reject(new Error('redis: no primary reachable')));
    },
  });
}

/**
 * Calls `down(message)` on the first fault after being up, `up()` when the connection is back (a
 * lone Redis's client says "ready"; behind Sentinel, a new primary is the way back), `primary(node)`
 * when Sentinel names a new primary.
 */
function watchHealth(client, { down, up, primary }) {
  let isDown = false;
  client.on('error', (error) => {
    if (!isDown) down(error instanceof Error ? error.message : String(error));
    isDown = true;
  });
  const back = () => {
    if (isDown) up();
    isDown = false;
  };
  client.on('ready', back);
  client.on('topology-change', (event) => {
    if (!event || event.type !== 'MASTER_CHANGE' || !event.node) return;
    if (primary) primary(event.node);
    back();
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Connects `client`, and settles when it is connected or after `waitMs`, whichever comes first
 * (never rejects: the first requests wait that long at most, then fail fast). A lone Redis's client
 * keeps trying on its own; the Sentinel client gives up when no sentinel names a primary, so it is
 * opened again every 2 s until one does.
 */
function open(client, waitMs = 2_000) {
  const attempt = () =>
    client.connect().then(
      () => undefined,
      async () => {
        if (typeof client.getMasterNode !== 'function') return;
        await client.destroy();
        await sleep(2_000);
        return attempt();
      },
    );
  return Promise.race([attempt(), sleep(waitMs)]);
}

/** Replicas a write should reach before it is reported done: one behind Sentinel, none on a lone Redis. */
function replicasOf(target) {
  return target && target.sentinel ? 1 : 0;
}

module.exports = { stateTarget, cacheTarget, createRedis, open, watchHealth, replicasOf, parseSentinels };
