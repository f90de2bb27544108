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

/** The adapter of the environment's settings, made once per distinct settings (batches are per adapter). */
const environmentAdapters = new Map();
function adapterFromEnvironment() {
  try {
    const settings = edgePurgeSettings();
    const signature = JSON.stringify(settings);
    if (!environmentAdapters.has(signature)) environmentAdapters.set(signature, edgeAdapter(settings));
    return environmentAdapters.get(signature);
  } catch (error) {
    // The server refuses to start with such settings; a development server may still get here.
    logEvent('error', 'edge.purge.failed', { adapter: process.env.EDGE_PURGE, error: error instanceof Error ? error.message : String(error) });
    return null;
  }
}

/** Purges waiting to go out, per adapter: their due time (ms) → { keys, sent } (see `purgeLater`). */
const waiting = new WeakMap();

/**
 * Purges `keys` through `adapter` `delayMs` from now, together with every other purge due within
 * LIFETIMES.edge.purgeGather of that time: the batch goes out at its first purge's due time plus
 * that window, with the union of their keys. Resolves with purgeKeys's answer for the batch.
 */
function purgeLater(adapter, keys, delayMs, gatherMs, send) {
  const dueAt = Date.now() + delayMs;
  if (!waiting.has(adapter)) waiting.set(adapter, new Map());
  const batches = waiting.get(adapter);
  for (const [firstDueAt, batch] of batches) {
    if (dueAt >= firstDueAt && dueAt <= firstDueAt + gatherMs) {
      for (const key of keys) batch.keys.add(key);
      return batch.sent;
    }
  }
  const batch = { keys: new Set(keys), sent: null };
  batches.set(dueAt, batch);
  // Unref'd: a stopping instance does not wait for a repeat (the page then leaves at its lifetime).
  batch.sent = new Promise((resolve) => setTimeout(resolve, delayMs + gatherMs).unref()).then(() => {
    batches.delete(dueAt);
    return purgeKeys(adapter, [...batch.keys], send);
  });
  return batch.sent;
}

/**
 * Purges the edge keys of `tags` at once, and again after each of LIFETIMES.edge.purgeRepeats (an
 * answer the edge fetched as the change came, a render that began before it: old, yet carrying the
 * keys). Purges due at about the same time, of this change or another, go out as one request
 * (`purgeLater`). Fire and forget: it never throws and nobody need wait for it; the promise
 * (settled after the last purge) is for tests. Options (tests): adapter, repeatsMs, gatherMs, and
 * purgeKeys's tries, timeoutMs, backoffMs, fetch.
 */
async function purgeEdgeTags(tags, options = {}) {
  const {
    adapter = adapterFromEnvironment(),
    repeatsMs = LIFETIMES.edge.purgeRepeats.map((seconds) => seconds * 1000),
    gatherMs = LIFETIMES.edge.purgeGather * 1000,
    ...send
  } = options;
  // Counts change with every visit and vote, which no purge follows: the pages that show them live
  // a minute at the edge (edgeKeys.cjs). Purging them would let anyone who votes spend the CDN's
  // purge allowance that a real change needs.
  const keys = edgeKeys(tags).filter((key) => !LIVE_COUNT_TAGS.has(key));
  if (!adapter || keys.length === 0) return;
  await Promise.all([0, ...repeatsMs].map((delayMs) => purgeLater(adapter, keys, delayMs, gatherMs, send)));
}

module.exports = { purgeKeys, purgeEdgeTags };
