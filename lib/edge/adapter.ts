/** One HTTP request that purges some keys at the edge. */
export interface PurgeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** How many keys it purges (for the log). */
  keys: number;
}

/**
 * An edge cache's way of purging keys (lib/cache/edgeKeys.cjs): the requests that do it, batched
 * to what that edge accepts in one. Sending, time-outs, retries and the log are lib/edge/send.ts's.
 */
export interface EdgeAdapter {
  /** The EDGE_PURGE name, for the log. */
  name: string;
  purgeRequests(keys: readonly string[]): PurgeRequest[];
}

/** `keys` in slices of at most `size`. */
export function inBatches(keys: readonly string[], size: number): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += size) batches.push(keys.slice(start, start + size));
  return batches;
}
