import 'server-only';
import { createClient } from 'redis';

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
  const holder = globalThis as typeof globalThis & { __buaRedis?: SharedRedis };
  if (!holder.__buaRedis) {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: 1_000, reconnectStrategy: (retries: number) => Math.min(retries * 200, 2_000) },
    });
    let down = false;
    client.on('error', (error: Error) => {
      if (!down) console.error(`[redis] ${error.message}`);
      down = true;
    });
    client.on('ready', () => {
      if (down) console.info('[redis] connected again');
      down = false;
    });
    client.connect().catch(() => undefined);
    holder.__buaRedis = client;
  }
  return holder.__buaRedis;
}

/** A command with a deadline: Redis that is slow counts as Redis that is down. */
export async function withDeadline<T>(command: Promise<T>, ms = REDIS_COMMAND_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([command, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`redis: no answer in ${ms} ms`)), ms)))]);
  } finally {
    clearTimeout(timer);
  }
}
