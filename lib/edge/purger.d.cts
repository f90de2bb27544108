/** Types of purger.cjs (see there). */
import type { EdgeAdapter } from './adapters.cjs';

export interface SendOptions {
  /** Tries per request, the first included. */
  tries?: number;
  /** How long one try may take. */
  timeoutMs?: number;
  /** The wait before the second try; doubled before each further one. */
  backoffMs?: number;
  /** Node's fetch unless given (tests). */
  fetch?: typeof fetch;
}
export interface PurgeEdgeOptions extends SendOptions {
  /** The adapter to use instead of the environment's (tests). */
  adapter?: EdgeAdapter | null;
  /** The waits before the purges after the first, in ms (LIFETIMES.edge.purgeRepeats). */
  repeatsMs?: readonly number[];
  /** Purges due within this many ms of each other go out as one (LIFETIMES.edge.purgeGather). */
  gatherMs?: number;
}
export declare function purgeKeys(adapter: EdgeAdapter, keys: readonly string[], options?: SendOptions): Promise<boolean>;
export declare function purgeEdgeTags(tags: Iterable<string>, options?: PurgeEdgeOptions): Promise<void>;
