export declare const NOT_FOUND_MARKER: string;
export declare const UNAVAILABLE_MARKER: string;
export declare function wordpressAwayDigest(env?: NodeJS.ProcessEnv): string;
export declare const WORDPRESS_AWAY_HEADER: 'x-bua-wordpress-away';
export declare function markedStatus(html: string | Uint8Array | null | undefined): 404 | 503 | null;
export declare function isNotFoundPage(html: string | Uint8Array | null | undefined): boolean;
export declare function failedForWordPress(body: string | Uint8Array | null | undefined): boolean;
