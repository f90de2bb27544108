import { inBatches, type EdgeAdapter } from './adapter';

/** The request header by which the shipped VCL (deploy/varnish/) purges: `xkey.purge` of its space-separated keys. */
export const XKEY_PURGE_HEADER = 'xkey-purge';
/** Keys are at most ~100 bytes (lib/cache/edgeKeys.cjs): 32 stay well within Varnish's 8 KB request header (http_req_hdr_len). */
const KEYS_PER_REQUEST = 32;

/** Varnish with varnish-modules' xkey: `PURGE /` with the keys, to every server (each keeps its own copies). */
export function varnishAdapter(baseUrls: readonly string[]): EdgeAdapter {
  return {
    name: 'varnish',
    purgeRequests: (keys) =>
      baseUrls.flatMap((base) =>
        inBatches(keys, KEYS_PER_REQUEST).map((batch) => ({ url: `${base}/`, method: 'PURGE', headers: { [XKEY_PURGE_HEADER]: batch.join(' ') }, keys: batch.length })),
      ),
  };
}
