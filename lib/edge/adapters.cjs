/**
 * Each edge cache's way of purging keys (lib/cache/edgeKeys.cjs): the HTTP requests that do it,
 * batched to what that edge accepts in one. Sending, time-outs, retries and the log are
 * ./purger.cjs's. A request: { url, method, headers, body?, keys } (keys: how many, for the log).
 */
'use strict';

/** The request header by which the shipped VCL (deploy/varnish/) purges: `xkey.purge` of its space-separated keys. */
const XKEY_PURGE_HEADER = 'xkey-purge';
/** Keys are at most ~100 bytes (edgeKeys.cjs): 32 stay well within Varnish's 8 KB request header (http_req_hdr_len). */
const VARNISH_KEYS_PER_REQUEST = 32;
/** Fastly purges at most 256 surrogate keys in one call. */
const FASTLY_KEYS_PER_REQUEST = 256;
/** Cloudflare purges at most 100 tags in one call (on every plan). */
const CLOUDFLARE_TAGS_PER_REQUEST = 100;

/** `keys` in slices of at most `size`. */
function inBatches(keys, size) {
  const batches = [];
  for (let start = 0; start < keys.length; start += size) batches.push(keys.slice(start, start + size));
  return batches;
}

/** Varnish with varnish-modules' xkey: `PURGE /` with the keys, to every server (each keeps its own copies). */
function varnishAdapter(baseUrls) {
  return {
    name: 'varnish',
    purgeRequests: (keys) =>
      baseUrls.flatMap((base) =>
        inBatches(keys, VARNISH_KEYS_PER_REQUEST).map((batch) => ({ url: `${base}/`, method: 'PURGE', headers: { [XKEY_PURGE_HEADER]: batch.join(' ') }, keys: batch.length })),
      ),
  };
}

/** A JSON POST to a CDN's purge API, one per batch. */
function jsonPurges(url, headers, keys, size, bodyOf) {
  return inBatches(keys, size).map((batch) => ({
    url,
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(bodyOf(batch)),
    keys: batch.length,
  }));
}

/** Fastly: purge by surrogate key (the Surrogate-Key header of the portal's answers). */
function fastlyAdapter(serviceId, apiToken) {
  const url = `https://api.fastly.com/service/${encodeURIComponent(serviceId)}/purge`;
  return { name: 'fastly', purgeRequests: (keys) => jsonPurges(url, { 'fastly-key': apiToken }, keys, FASTLY_KEYS_PER_REQUEST, (batch) => ({ surrogate_keys: batch })) };
}

/** Cloudflare: purge by cache tag (the Cache-Tag header of the portal's answers). */
function cloudflareAdapter(zoneId, apiToken) {
  const url = `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`;
  return { name: 'cloudflare', purgeRequests: (keys) => jsonPurges(url, { authorization: `Bearer ${apiToken}` }, keys, CLOUDFLARE_TAGS_PER_REQUEST, (batch) => ({ tags: batch })) };
}

/** The adapter the settings (./settings.cjs) name, or null when nothing is to be purged. */
function edgeAdapter(settings) {
  switch (settings.adapter) {
    case 'varnish':
      return varnishAdapter(settings.urls);
    case 'fastly':
      return fastlyAdapter(settings.serviceId, settings.apiToken);
    case 'cloudflare':
      return cloudflareAdapter(settings.zoneId, settings.apiToken);
    default:
      return null;
  }
}

module.exports = { XKEY_PURGE_HEADER, inBatches, varnishAdapter, fastlyAdapter, cloudflareAdapter, edgeAdapter };
