/**
 * The names the request layer (server/) shares with the app: written here once, read by both.
 * Plain CommonJS: the request layer runs before Next, outside the bundle. It lives in lib/ because
 * imports run one way only: server/ uses lib/, never the reverse.
 */
'use strict';
const { NOT_FOUND_MARKER, isNotFoundPage } = require('./notFoundMarker.cjs');

/** The header that carries the client address the request layer decided (lib/http/clientAddress.ts reads it). */
const CLIENT_ADDRESS_HEADER = 'x-bua-client-ip';
/** The header that carries the origin the visitor asked for (lib/http/visitorOrigin.ts reads it). */
const VISITOR_ORIGIN_HEADER = 'x-bua-visitor-origin';
/** Where each request's state lives (an AsyncLocalStorage; lib/http/outage.ts, lib/log/logger.cjs). */
const REQUEST_STATE_KEY = Symbol.for('bua.requestState');

module.exports = { CLIENT_ADDRESS_HEADER, VISITOR_ORIGIN_HEADER, REQUEST_STATE_KEY, NOT_FOUND_MARKER, isNotFoundPage };
