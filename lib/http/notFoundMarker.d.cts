export declare const NOT_FOUND_MARKER: string;
export declare function isNotFoundPage(html: string | Uint8Array | null | undefined): boolean;
