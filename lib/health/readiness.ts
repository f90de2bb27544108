import { sharedRedis, withDeadline } from '@/lib/redis/client';
import { pingWordPress } from '@/lib/wp';

export interface Check {
  ok: boolean;
  ms: number;
}

export interface Readiness {
  status: 'ready' | 'unavailable';
  wordpress: Check;
  /** Null when the portal runs without Redis (no REDIS_URL). */
  redis: Check | null;
}

async function timed(check: () => Promise<unknown>): Promise<Check> {
  const started = performance.now();
  try {
    await check();
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch {
    return { ok: false, ms: Math.round(performance.now() - started) };
  }
}

/**
 * Readiness: WordPress (and Redis, when REDIS_URL is set) reachable, with latency in ms. Names no
 * address, version or secret.
 */
export async function checkReadiness(): Promise<Readiness> {
  const redis = sharedRedis();
  const [wordpress, cache] = await Promise.all([timed(() => pingWordPress()), redis ? timed(() => withDeadline(redis.ping(), 1_000)) : Promise.resolve(null)]);
  const ready = wordpress.ok && (cache?.ok ?? true);
  return { status: ready ? 'ready' : 'unavailable', wordpress, redis: cache };
}
