/** Types of adapters.cjs (see there). */
import type { EdgePurgeSettings } from './settings.cjs';

/** One HTTP request that purges some keys at the edge. */
export interface PurgeRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
  /** How many keys it purges (for the log). */
  keys: number;
}
export interface EdgeAdapter {
  /** The EDGE_PURGE name, for the log. */
  name: string;
  purgeRequests(keys: readonly string[]): PurgeRequest[];
}
export declare const XKEY_PURGE_HEADER: 'xkey-purge';
export declare function inBatches(keys: readonly string[], size: number): string[][];
export declare function varnishAdapter(baseUrls: readonly string[]): EdgeAdapter;
export declare function fastlyAdapter(serviceId: string, apiToken: string): EdgeAdapter;
export declare function cloudflareAdapter(zoneId: string, apiToken: string): EdgeAdapter;
export declare function edgeAdapter(settings: EdgePurgeSettings): EdgeAdapter | null;
