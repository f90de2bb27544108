/**
 * Each request gets an id (nginx's X-Request-Id when it comes from a trusted proxy), kept in the
 * request's log context for lib/log/logger.cjs and sent back as X-Request-Id.
 */
'use strict';
const { randomUUID } = require('node:crypto');

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id that ties a request's log lines together: the trusted proxy's (nginx $request_id), else our own. */
function requestIdOf(headers, fromTrustedProxy) {
  const offered = String(headers['x-request-id'] || '');
  return fromTrustedProxy && REQUEST_ID.test(offered) ? offered : randomUUID();
}
module.exports = { requestIdOf };
