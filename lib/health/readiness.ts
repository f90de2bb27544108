import { sharedRedis, withDeadline } from '@/lib/redis/client';
import { pingWordPress } from '@/lib/wp';
import { embeddedSizeWarning } from '@/lib/search/capacity';
import { openedSearchEngine } from '@/lib/search/engine';

export interface Check {
  ok: boolean;
  ms: number;
}

export interface Readiness {
  status: 'ready' | 'unavailable';
  wordpress: Check;
  /** Null when the portal runs without Redis (no REDIS_URL). */
  redis: Check | null;
  /** The embedded search index (no SEARCH_DATABASE_URL): its posts, and a warning past its size. */
  search?: { posts: number; warning: string | null };
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
  const [wordpress, cache, search] = await Promise.all([
    timed(() => pingWordPress()),
    redis ? timed(() => withDeadline(redis.ping(), 1_000)) : Promise.resolve(null),
    embeddedSearch(),
  ]);
  const ready = wordpress.ok && (cache?.ok ?? true);
  return { status: ready ? 'ready' : 'unavailable', wordpress, redis: cache, ...(search ? { search } : {}) };
}

/**
 * The embedded index's size (it answers, however large: the warning says what to use instead), once
 * the server has opened it (instrumentation.ts); a readiness probe never opens an engine itself.
 */
async function embeddedSearch(): Promise<Readiness['search'] | null> {
  const opened = openedSearchEngine();
  if (!opened) return null;
  try {
    const engine = await opened;
    if (engine.kind !== 'pglite') return null;
    const [stats] = await engine.run<{ posts: number }>('stats');
    const posts = stats?.posts ?? 0;
    return { posts, warning: embeddedSizeWarning(posts) };
  } catch {
    return null;
  }
}
