import { logEvent } from '@/lib/log/logger.cjs';
import type { EdgeAdapter, PurgeRequest } from './adapter';

export interface SendOptions {
  /** Tries per request, the first included. */
  tries?: number;
  /** How long one try may take (a local Varnish answers in milliseconds, the CDNs' APIs in well under a second). */
  timeoutMs?: number;
  /** The wait before the second try; doubled before each further one. */
  backoffMs?: number;
  /** Node's fetch unless given (tests). */
  fetch?: typeof fetch;
}

const DEFAULTS = { tries: 3, timeoutMs: 5_000, backoffMs: 250 } as const;

type Outcome = { ok: true } | { ok: false; tries: number; status?: number; error?: string };

/** Worth another try: no answer, the edge's own fault, or "slow down"; a refusal (a bad token, say) stays one. */
function retryable(status: number): boolean {
  return status >= 500 || status === 429;
}

async function sendOne(request: PurgeRequest, options: Required<SendOptions>): Promise<Outcome> {
  let last: Outcome = { ok: false, tries: 0 };
  for (let attempt = 1; attempt <= options.tries; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, options.backoffMs * 2 ** (attempt - 2)));
    try {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        // Said outright, for Next's fetch: a purge is never an answer to keep.
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The body is never needed, but unread it would hold the connection.
      await response.body?.cancel().catch(() => undefined);
      if (response.ok) return { ok: true };
      last = { ok: false, tries: attempt, status: response.status };
      if (!retryable(response.status)) return last;
    } catch (error) {
      last = { ok: false, tries: attempt, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }
  return last;
}

/**
 * Purges `keys` through `adapter`: its requests side by side, each with a time-out and a bounded
 * number of tries. Never throws: a failure is logged (`edge.purge.failed`, per request, with the
 * answer or error) and the answer is false; the page then leaves the edge at its lifetime
 * (LIFETIMES.edge.page) or with the next purge of one of its keys.
 */
export async function purgeKeys(adapter: EdgeAdapter, keys: readonly string[], options: SendOptions = {}): Promise<boolean> {
  if (keys.length === 0) return true;
  const settings: Required<SendOptions> = { ...DEFAULTS, fetch: globalThis.fetch, ...options };
  let requests: PurgeRequest[];
  try {
    requests = adapter.purgeRequests(keys);
  } catch (error) {
    logEvent('error', 'edge.purge.failed', { adapter: adapter.name, keys: keys.length, error: String(error) });
    return false;
  }
  const outcomes = await Promise.all(requests.map((request) => sendOne(request, settings)));
  let failed = 0;
  outcomes.forEach((outcome, index) => {
    if (outcome.ok) return;
    failed += 1;
    const { tries, status, error } = outcome;
    logEvent('error', 'edge.purge.failed', { adapter: adapter.name, keys: requests[index]!.keys, target: new URL(requests[index]!.url).host, tries, ...(status ? { status } : {}), ...(error ? { error } : {}) });
  });
  if (failed === 0) logEvent('info', 'edge.purged', { adapter: adapter.name, keys: keys.length, requests: requests.length });
  return failed === 0;
}
