import type { AsyncLocalStorage } from 'node:async_hooks';
import { REQUEST_STATE_KEY } from './requestNames.cjs';

/**
 * Per-request state kept by the request layer (server/index.cjs) (an AsyncLocalStorage around each request):
 * lib/wp marks the request when WordPress is down, and the guard then answers a 5xx of that
 * request as 503 with Retry-After (a WordPress outage is "come back soon", never a 500).
 * Outside the production server (tests, `next dev`) there is no store and this does nothing.
 */
export interface RequestState {
  upstreamOutage: boolean;
  /** The page rendered its own outage message (e.g. search's error text): answer it as 503 too. */
  answeredUnavailable?: boolean;
  /** Ties the request's log lines together (lib/log/logger.cjs). */
  requestId: string;
}

const STORE_KEY = REQUEST_STATE_KEY;

function currentState(): RequestState | undefined {
  const storage = (globalThis as Record<symbol, unknown>)[STORE_KEY] as AsyncLocalStorage<RequestState> | undefined;
  return storage?.getStore();
}

export function markUpstreamOutage(): void {
  const state = currentState();
  if (state) state.upstreamOutage = true;
}

/**
 * For a page rendered per request that shows its own error text when WordPress is down (search):
 * the guard then sends that page with 503 and Retry-After instead of 200, so crawlers, monitors
 * and nginx see an outage, and visitors still read the screen's text. Never for a cached page.
 */
export function answerUnavailable(): void {
  const state = currentState();
  if (state) state.answeredUnavailable = true;
}
