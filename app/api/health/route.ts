import { checkReadiness } from '@/lib/health/readiness';
import { jsonResponse } from '@/lib/http/json';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health: liveness — this process answers (no WordPress call), for systemd and the load
 * balancer. GET /api/health?ready=1: readiness (lib/health/readiness.ts) — 503 when WordPress or
 * Redis is not reachable.
 */
export async function GET(request: Request): Promise<Response> {
  if (new URL(request.url).searchParams.get('ready') !== '1') return jsonResponse({ status: 'ok' });
  const readiness = await checkReadiness();
  const ready = readiness.status === 'ready';
  return jsonResponse(readiness, { status: ready ? 200 : 503, headers: { 'Retry-After': ready ? undefined : '10' } });
}
