export declare const CLIENT_ADDRESS_HEADER: 'x-bua-client-ip';
export declare const VISITOR_ORIGIN_HEADER: 'x-bua-visitor-origin';
export declare const REQUEST_STATE_KEY: unique symbol;
export declare const NOT_FOUND_MARKER: string;
export declare function isNotFoundPage(html: string | Uint8Array | null | undefined): boolean;
