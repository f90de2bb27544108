/**
 * The status an answer leaves with, decided as its headers leave (./portalResponse.cjs), after Next
 * has chosen one: a WordPress outage is "come back soon": lib/http/outage.ts marks a request's
 * state when a WordPress call fails for want of WordPress (down, time-out, 5xx); a 5xx answer of
 * such a request goes out as 503 with Retry-After, never as 500. Also: a cached page's
 * Cache-Control allows shared caches stale-if-error (a day), and a page's permanent redirect
 * (Next's 308) goes out as 301.
 */
'use strict';
const { LIFETIMES } = require('../lib/cache/lifetimes.cjs');

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
 * The status for an answer Next gave `statusCode`, with the headers that go with it: 503 with
 * Retry-After for a 5xx of a request that saw a WordPress outage, and for a 200 page that rendered
 * its own outage message (lib/http/outage.ts answerUnavailable); 301 for a page's 308.
 */
function settledStatus(res, statusCode, state) {
  withStaleIfError(res);
  // Next can set a redirect's Location twice (the page and its metadata both redirect): one is enough.
  const location = res.getHeader('location');
  if (Array.isArray(location)) res.setHeader('Location', location[0]);
  // Next's permanentRedirect() is a 308; for a page (GET/HEAD) the same meaning is 301, the
  // status crawlers and link-preview services know best (a renamed post's old address).
  if (statusCode === 308 && (state.method === 'GET' || state.method === 'HEAD')) return 301;
  const failed = state.upstreamOutage && statusCode >= 500 && statusCode !== 503;
  if (failed || (state.answeredUnavailable && statusCode === 200)) {
    // A 200 page's headers may say it can be cached: an outage answer never is.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Retry-After', OUTAGE_RETRY_AFTER_SECONDS);
    return 503;
  }
  return statusCode;
}

module.exports = { settledStatus, withStaleIfError };
