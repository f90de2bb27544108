import 'server-only';
import type { RedisClientType } from 'redis';
import { createRedis, open, replicasOf, stateTarget, watchHealth } from './connect.cjs';
import { logEvent } from '@/lib/log/logger.cjs';
import { metrics } from '@/lib/metrics/metrics.cjs';

/**
 * The commands the stores use, which a lone Redis's client and the Sentinel client both offer
 * (lib/redis/connect.cjs makes either from the settings).
 */
export type SharedRedis = Pick<RedisClientType, 'set' | 'get' | 'exists' | 'eval' | 'ping' | 'wait' | 'isReady'>;

/** How long a Redis command may take before the caller treats Redis as down. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

type Holder = typeof globalThis & { __buaRedis?: SharedRedis; __buaRedisFirstConnect?: Promise<void> };

/**
 * The one Redis connection of this process when REDIS_URL, or REDIS_SENTINELS with
 * REDIS_MASTER_NAME, is set (several portal instances share their stores through it), else null:
 * every store then lives in this process, as in `npm run demo`. The client reconnects on its own
 * (behind Sentinel, to whichever node is primary); while it is down commands fail fast or wait for
 * the failover, and callers bound them (withDeadline) and decide what a failure means (auth stores
 * refuse rather than guess).
 */
export function sharedRedis(env: NodeJS.ProcessEnv = process.env): SharedRedis | null {
  const target = stateTarget(env);
  if (!target) return null;
  const holder = globalThis as Holder;
  if (!holder.__buaRedis) {
    const client = createRedis(target);
    watchHealth(client, {
      down: (error) => logEvent('error', 'redis.down', { error }),
      up: () => logEvent('info', 'redis.up', {}),
      // Behind Sentinel: the promotion of a replica is worth a line in the log.
      primary: (node) => logEvent('warn', 'redis.primary', { host: node.host, port: node.port }),
    });
    holder.__buaRedisFirstConnect = open(client);
    holder.__buaRedis = client as unknown as SharedRedis;
  }
  return holder.__buaRedis;
}

/** What is wrong with the Redis settings (half a Sentinel setting, a malformed address), or null. */
export function redisSettingsError(env: NodeJS.ProcessEnv = process.env): string | null {
  try {
    stateTarget(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Replicas a revocation must reach before sign-out is reported done (lib/redis/connect.cjs). */
export function sharedRedisReplicas(env: NodeJS.ProcessEnv = process.env): number {
  return replicasOf(stateTarget(env));
}

/**
 * Opens the shared connection when the server starts (instrumentation.ts), waiting 2 s at most
 * (lib/redis/connect.cjs, open): with the offline queue off, a command sent before the first
 * connection fails.
 */
export async function connectSharedRedis(): Promise<void> {
  if (!sharedRedis()) return;
  await (globalThis as Holder).__buaRedisFirstConnect;
}

/**
 * `redis` for a library that sends its own commands (rate-limiter-flexible): each command, and each
 * transaction's exec, bounded by withDeadline. Behind Sentinel a command caught by the primary's
 * loss waits inside the client until a replica is promoted, seconds later; bounded, the library's
 * own fallback answers meanwhile.
 */
export function withDeadlines<T extends object>(redis: T, ms = REDIS_COMMAND_TIMEOUT_MS): T {
  type Method = (...args: unknown[]) => unknown;
  type Transaction = { exec: (...args: unknown[]) => Promise<unknown> };
  return new Proxy(redis, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      if (key === 'multi' || key === 'MULTI') {
        return (...args: unknown[]) => {
          const transaction = (value as Method).apply(target, args) as Transaction;
          const exec = transaction.exec.bind(transaction);
          transaction.exec = (...execArgs) => withDeadline(exec(...execArgs), ms);
          return transaction;
        };
      }
      return (...args: unknown[]) => {
        const answer = (value as Method).apply(target, args);
        return answer instanceof Promise ? withDeadline(answer, ms) : answer;
      };
    },
  });
}

/** A command with a deadline: Redis that is slow counts as Redis that is down. */
export async function withDeadline<T>(command: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([command, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`redis: no answer in ${ms} ms`)), ms)))]);
  } catch (error) {
    metrics.redisFaults.inc({ store: 'state' });
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
