import { sharedRedis, withDeadline } from '@/lib/redis/client';
import { pingWordPress } from '@/lib/wp';

export const dynamic = 'force-dynamic';

interface Check {
  ok: boolean;
  ms: number;
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
 * GET /api/health: liveness — this process answers (no WordPress call), for systemd and the load
 * balancer. GET /api/health?ready=1: readiness — WordPress (and Redis, when REDIS_URL is set)
 * reachable, with latency in ms; 503 when one is not. Names no address, version or secret.
 */
export async function GET(request: Request): Promise<Response> {
  const headers = { 'Cache-Control': 'no-store' };
  if (new URL(request.url).searchParams.get('ready') !== '1') return Response.json({ status: 'ok' }, { headers });
  const redis = sharedRedis();
  const [wordpress, cache] = await Promise.all([timed(() => pingWordPress()), redis ? timed(() => withDeadline(redis.ping(), 1_000)) : Promise.resolve(null)]);
  const ready = wordpress.ok && (cache?.ok ?? true);
  return Response.json({ status: ready ? 'ready' : 'unavailable', wordpress, redis: cache }, { status: ready ? 200 : 503, headers: ready ? headers : { ...headers, 'Retry-After': '10' } });
}
