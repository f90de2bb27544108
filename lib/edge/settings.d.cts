/** Types of settings.cjs (see there). */
export declare const EDGE_PURGE_ADAPTERS: readonly ['none', 'varnish', 'fastly', 'cloudflare'];
export type EdgePurgeSettings =
  | { adapter: 'none' }
  | { adapter: 'varnish'; urls: string[] }
  | { adapter: 'fastly'; serviceId: string; apiToken: string }
  | { adapter: 'cloudflare'; zoneId: string; apiToken: string };
export declare function edgePurgeSettings(source?: NodeJS.ProcessEnv): EdgePurgeSettings;
export declare function edgePurgeSettingsError(source?: NodeJS.ProcessEnv): string | null;
