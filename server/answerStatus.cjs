/**
 * The status an answer leaves with, decided as its headers leave (./portalResponse.cjs), after Next
 * has chosen one: an answer that says WordPress is away (lib/http/statusMarks.cjs) is "come back
 * soon", 503 with Retry-After and never kept, not a 500; a page's permanent redirect (Next's 308)
 * is a 301; and a cached page's Cache-Control lets shared caches keep it through errors (a day).
 */
'use strict';
const { LIFETIMES } = require('../lib/cache/lifetimes.cjs');
const { WORDPRESS_AWAY_HEADER } = require('../lib/http/statusMarks.cjs');

const OUTAGE_RETRY_AFTER_SECONDS = String(LIFETIMES.http.outageRetryAfter);

/**
 * Next gives a cached page `s-maxage=<revalidate>, stale-while-revalidate=…`; shared caches (nginx,
 * a CDN) may also keep serving it for a day while the portal errs or is unreachable.
 */
const STALE_IF_ERROR = `stale-if-error=${LIFETIMES.http.staleIfError}`;
function withStaleIfError(res) {
  const value = res.getHeader('cache-control');
  if (typeof value === 'string' && /\bs-maxage=/.test(value) && !/stale-if-error/.test(value)) res.setHeader('Cache-Control', `${value}, ${STALE_IF_ERROR}`);
}

/**
 * The status for an answer Next gave `statusCode`, with the headers that go with it. `answer`:
 * the method asked, and whether the page said that WordPress is away; a route handler says so in
 * WORDPRESS_AWAY_HEADER, which goes no further.
 */
function settledStatus(res, statusCode, answer) {
  withStaleIfError(res);
  const handlerSaysAway = res.hasHeader(WORDPRESS_AWAY_HEADER) && statusCode >= 500;
  res.removeHeader(WORDPRESS_AWAY_HEADER);
  // Next can set a redirect's Location twice (the page and its metadata both redirect): one is enough.
  const location = res.getHeader('location');
  if (Array.isArray(location)) res.setHeader('Location', location[0]);
  // Next's permanentRedirect() is a 308; for a page (GET/HEAD) the same meaning is 301, the
  // status crawlers and link-preview services know best (a renamed post's old address).
  if (statusCode === 308 && (answer.method === 'GET' || answer.method === 'HEAD')) return 301;
  if (answer.wordpressAway || handlerSaysAway) {
    // A 200 page's headers may say it can be cached: an outage answer never is.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', OUTAGE_RETRY_AFTER_SECONDS);
    return 503;
  }
  return statusCode;
}

module.exports = { settledStatus, withStaleIfError };
