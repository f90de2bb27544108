import type { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Per-request state kept by scripts/request-guard.cjs (an AsyncLocalStorage around each request):
 * lib/wp marks the request when WordPress is down, and the guard then answers a 5xx of that
 * request as 503 with Retry-After (issue 11: a WordPress outage is "come back soon", never a 500).
 * Outside the production server (tests, `next dev`) there is no store and this does nothing.
 */
export interface RequestState {
  upstreamOutage: boolean;
  /** Ties the request's log lines together (lib/log/logger.cjs). */
  requestId: string;
}

const STORE_KEY = Symbol.for('bua.requestState');

export function markUpstreamOutage(): void {
  const storage = (globalThis as Record<symbol, unknown>)[STORE_KEY] as AsyncLocalStorage<RequestState> | undefined;
  const state = storage?.getStore();
  if (state) state.upstreamOutage = true;
}
