import { inBatches, type EdgeAdapter } from './adapter';

/** Fastly purges at most 256 surrogate keys in one call. */
const KEYS_PER_REQUEST = 256;

/** Fastly: purge by surrogate key (the Surrogate-Key header of the portal's answers), a batch per call. */
export function fastlyAdapter(serviceId: string, apiToken: string): EdgeAdapter {
  return {
    name: 'fastly',
    purgeRequests: (keys) =>
      inBatches(keys, KEYS_PER_REQUEST).map((batch) => ({
        url: `https://api.fastly.com/service/${encodeURIComponent(serviceId)}/purge`,
        method: 'POST',
        headers: { 'fastly-key': apiToken, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ surrogate_keys: batch }),
        keys: batch.length,
      })),
  };
}
