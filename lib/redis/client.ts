import 'server-only';
import { createClient } from 'redis';
import { logEvent } from '@/lib/log/logger.cjs';
import { metrics } from '@/lib/metrics/metrics.cjs';

export type SharedRedis = ReturnType<typeof createClient>;

/** How long a Redis command may take before the caller treats Redis as down. */
export const REDIS_COMMAND_TIMEOUT_MS = 250;

/**
 * The one Redis connection of this process when `REDIS_URL` is set (several portal instances share
 * their stores through it), else null: every store then lives in this process, as in `npm run demo`.
 * The client reconnects on its own; while it is down commands fail fast (offline queue off), and
 * callers decide what a failure means (auth stores refuse rather than guess).
 */
export function sharedRedis(env: NodeJS.ProcessEnv = process.env): SharedRedis | null {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const holder = globalThis as typeof globalThis & { __buaRedis?: SharedRedis; __buaRedisFirstConnect?: Promise<void> };
  if (!holder.__buaRedis) {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000) },
    });
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) logEvent('error', 'redis.down', { error: error.message });
      down = true;
    });
    client.on('ready', () => {
      if (down) logEvent('info', 'redis.up', {});
      down = false;
    });
    holder.__buaRedisFirstConnect = client.connect().then(
      () => undefined,
      () => undefined,
    );
    holder.__buaRedis = client;
  }
  return holder.__buaRedis;
}

/**
 * Opens the shared connection when the server starts (instrumentation.ts), waiting at most for its
 * connect time-out: with the offline queue off, a command sent before the first connection fails.
 */
export async function connectSharedRedis(): Promise<void> {
  if (!sharedRedis()) return;
  await (globalThis as typeof globalThis & { __buaRedisFirstConnect?: Promise<void> }).__buaRedisFirstConnect;
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
