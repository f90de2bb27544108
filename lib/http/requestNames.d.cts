export declare const CLIENT_ADDRESS_HEADER: 'x-bua-client-ip';
export declare const VISITOR_ORIGIN_HEADER: 'x-bua-visitor-origin';
export declare const LOG_CONTEXT_KEY: unique symbol;
