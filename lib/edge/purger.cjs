/**
 * The edge purger: when a change expires cache tags, the same tags' keys (lib/cache/edgeKeys.cjs)
 * leave the edge cache in front of the portal (Varnish with xkey, Fastly or Cloudflare: EDGE_PURGE,
 * ./settings.cjs; none by default). Called by the cache handler (lib/cache/sharedCacheHandler.cjs)
 * once the tags' expiry is in effect and shared, so the edge's next fetch can only get the new page:
 * a purge sent earlier (from the webhook itself) raced Next, which applies a route's revalidateTag
 * calls only after the route has answered. Plain CommonJS for that reason.
 */
'use strict';
const { edgeKeys, LIVE_COUNT_TAGS } = require('../cache/edgeKeys.cjs');
const { LIFETIMES } = require('../cache/lifetimes.cjs');
const { logEvent } = require('../log/logger.cjs');
const { edgeAdapter } = require('./adapters.cjs');
const { edgePurgeSettings } = require('./settings.cjs');

/** Tries per request (the first included), one try's time limit, and the wait before the second try (doubled after). */
const DEFAULTS = Object.freeze({ tries: 3, timeoutMs: 5_000, backoffMs: 250 });

/** Worth another try: no answer, the edge's own fault, or "slow down"; a refusal (a bad token, say) stays one. */
function retryable(status) {
  return status >= 500 || status === 429;
}

async function sendOne(request, options) {
  let last = { ok: false, tries: 0 };
  for (let attempt = 1; attempt <= options.tries; attempt += 1) {
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, options.backoffMs * 2 ** (attempt - 2)));
    try {
      const response = await options.fetch(request.url, {
        method: request.method,
        headers: request.headers,
        body: request.body,
        // Said outright, for Next's patched fetch: a purge is never an answer to keep.
        cache: 'no-store',
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The body is never needed, but unread it would hold the connection.
      if (response.body) await response.body.cancel().catch(() => undefined);
      if (response.ok) return { ok: true };
      last = { ok: false, tries: attempt, status: response.status };
      if (!retryable(response.status)) return last;
    } catch (error) {
      last = { ok: false, tries: attempt, error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    }
  }
  return last;
}

/**
 * Purges `keys` through `adapter`: its requests side by side, each with a time-out and a bounded
 * number of tries. Never throws: a failure is logged (`edge.purge.failed`, per request, with the
 * answer or error) and the answer is false; the page then leaves the edge at its lifetime
 * (LIFETIMES.edge.page) or with the next purge of one of its keys.
 */
async function purgeKeys(adapter, keys, options = {}) {
  if (keys.length === 0) return true;
  const settings = { ...DEFAULTS, fetch: (...args) => globalThis.fetch(...args), ...options };
  let requests;
  try {
    requests = adapter.purgeRequests(keys);
  } catch (error) {
    logEvent('error', 'edge.purge.failed', { adapter: adapter.name, keys: keys.length, error: String(error) });
    return false;
  }
  const outcomes = await Promise.all(requests.map((request) => sendOne(request, settings)));
  let failed = 0;
  outcomes.forEach((outcome, index) => {
    if (outcome.ok) return;
    failed += 1;
    const { tries, status, error } = outcome;
    logEvent('error', 'edge.purge.failed', { adapter: adapter.name, keys: requests[index].keys, target: new URL(requests[index].url).host, tries, ...(status ? { status } : {}), ...(error ? { error } : {}) });
  });
  if (failed === 0) logEvent('info', 'edge.purged', { adapter: adapter.name, keys: keys.length, requests: requests.length });
  return failed === 0;
}

function adapterFromEnvironment() {
  try {
    return edgeAdapter(edgePurgeSettings());
  } catch (error) {
    // The server refuses to start with such settings; a development server may still get here.
    logEvent('error', 'edge.purge.failed', { adapter: process.env.EDGE_PURGE, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/**
 * Purges the edge keys of `tags` at once, and again after each of LIFETIMES.edge.purgeRepeats (an
 * answer the edge fetched as the change came, a render that began before it: old, yet carrying the
 * keys). Fire and forget: it never throws and nobody need wait for it; the promise (settled after
 * the last purge) is for tests. Options (tests): adapter, repeatsMs, and purgeKeys's tries,
 * timeoutMs, backoffMs, fetch.
 */
async function purgeEdgeTags(tags, options = {}) {
  const { adapter = adapterFromEnvironment(), repeatsMs = LIFETIMES.edge.purgeRepeats.map((seconds) => seconds * 1000), ...send } = options;
  // Counts change with every visit and vote, which no purge follows: the pages that show them live
  // a minute at the edge (edgeKeys.cjs). Purging them would let anyone who votes spend the CDN's
  // purge allowance that a real change needs.
  const keys = edgeKeys(tags).filter((key) => !LIVE_COUNT_TAGS.has(key));
  if (!adapter || keys.length === 0) return;
  const purgeAfter = async (delayMs) => {
    // Unref'd: a stopping instance does not wait for a repeat (the page then leaves at its lifetime).
    if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs).unref());
    return purgeKeys(adapter, keys, send);
  };
  await Promise.all([0, ...repeatsMs].map(purgeAfter));
}

module.exports = { purgeKeys, purgeEdgeTags };
