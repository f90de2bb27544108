/** Types of edgeKeys.cjs: the keys by which an edge cache purges the portal's pages (see there). */
export declare function edgeKey(tag: string): string | null;
export declare function edgeKeys(tags: Iterable<string>): string[];
export declare function edgeHeaders(tagsHeader: string | undefined): Partial<Record<'surrogate-key' | 'cache-tag' | 'surrogate-control' | 'cdn-cache-control', string>>;
export declare const EDGE_HEADER_NAMES: readonly string[];
export declare const LIVE_COUNT_TAGS: ReadonlySet<string>;
export declare const KEY_MAX_LENGTH: number;
export declare const KEYS_MAX_BYTES: number;
export declare const SITE_KEY: 'bua-site';
