import { inBatches, type EdgeAdapter } from './adapter';

/** Cloudflare purges at most 100 tags in one call (on every plan). */
const TAGS_PER_REQUEST = 100;

/** Cloudflare: purge by cache tag (the Cache-Tag header of the portal's answers), a batch per call. */
export function cloudflareAdapter(zoneId: string, apiToken: string): EdgeAdapter {
  return {
    name: 'cloudflare',
    purgeRequests: (keys) =>
      inBatches(keys, TAGS_PER_REQUEST).map((batch) => ({
        url: `https://api.cloudflare.com/client/v4/zones/${encodeURIComponent(zoneId)}/purge_cache`,
        method: 'POST',
        headers: { authorization: `Bearer ${apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ tags: batch }),
        keys: batch.length,
      })),
  };
}
