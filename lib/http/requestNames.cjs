/**
 * The names the request layer (server/) shares with the app: written here once, read by both.
 * Plain CommonJS: the request layer runs before Next, outside the bundle. It lives in lib/ because
 * imports run one way only: server/ uses lib/, never the reverse. (How an answer says its own
 * status to the request layer: ./statusMarks.cjs.)
 */
'use strict';

/** The header that carries the client address the request layer decided (lib/http/clientAddress.ts reads it). */
const CLIENT_ADDRESS_HEADER = 'x-bua-client-ip';
/** The header that carries the origin the visitor asked for (lib/http/visitorOrigin.ts reads it). */
const VISITOR_ORIGIN_HEADER = 'x-bua-visitor-origin';
/**
 * Where the id of the request being served lives (an AsyncLocalStorage the request layer runs each
 * request in), for lib/log/logger.cjs to put in every line: read only, and only by the log.
 */
const LOG_CONTEXT_KEY = Symbol.for('bua.logContext');

module.exports = { CLIENT_ADDRESS_HEADER, VISITOR_ORIGIN_HEADER, LOG_CONTEXT_KEY };
