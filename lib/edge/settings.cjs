/**
 * The edge purger's settings (.env.example, "The edge"): what purges the edge cache in front of the
 * portal when a change expires cache tags. A wrong value throws, and the server refuses to start
 * with it (instrumentation.ts): a portal that believes it purges its edge must really be able to,
 * or pages would stay there for hours after a change. Plain CommonJS: the cache handler, which
 * purges (lib/cache/sharedCacheHandler.cjs), runs outside Next's bundler.
 */
'use strict';

/** Adapters of the edge purger (./adapters.cjs), by their EDGE_PURGE name. */
const EDGE_PURGE_ADAPTERS = Object.freeze(['none', 'varnish', 'fastly', 'cloudflare']);

/** The settings in `source` (the environment): { adapter: 'none' } when nothing is to be purged. */
function edgePurgeSettings(source = process.env) {
  const read = (name) => (source[name] || '').trim();
  const required = (adapter, name) => {
    const value = read(name);
    if (!value) throw new Error(`EDGE_PURGE=${adapter} needs ${name}`);
    return value;
  };
  const adapter = read('EDGE_PURGE').toLowerCase() || 'none';
  switch (adapter) {
    case 'none':
      return { adapter };
    case 'varnish': {
      const urls = required(adapter, 'EDGE_PURGE_URLS')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      for (const url of urls) {
        if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol)) throw new Error(`EDGE_PURGE_URLS: "${url}" is not an http(s) address`);
      }
      if (urls.length === 0) throw new Error('EDGE_PURGE_URLS names no Varnish server');
      return { adapter, urls: urls.map((url) => url.replace(/\/+$/, '')) };
    }
    case 'fastly':
      return { adapter, serviceId: required(adapter, 'FASTLY_SERVICE_ID'), apiToken: required(adapter, 'FASTLY_API_TOKEN') };
    case 'cloudflare':
      return { adapter, zoneId: required(adapter, 'CLOUDFLARE_ZONE_ID'), apiToken: required(adapter, 'CLOUDFLARE_API_TOKEN') };
    default:
      throw new Error(`EDGE_PURGE: "${adapter}" is none of ${EDGE_PURGE_ADAPTERS.join(', ')}`);
  }
}

/** What is wrong with the settings in `source`, or null (instrumentation.ts stops the server with it). */
function edgePurgeSettingsError(source = process.env) {
  try {
    edgePurgeSettings(source);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

module.exports = { EDGE_PURGE_ADAPTERS, edgePurgeSettings, edgePurgeSettingsError };
