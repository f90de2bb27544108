/**
 * A page sent in one piece: its ETag (and 304 for a request that already holds it), and, for a
 * cached page (Next's `x-nextjs-cache` HIT or STALE), the compressed bytes made once per version
 * and encoding and then kept: brotli over a 130 KB page on every hit cost three quarters of the
 * throughput. Used by ./portalResponse.cjs, which holds the page when it ends.
 */
'use strict';
const { createHash } = require('node:crypto');
const { compressWhole, negotiatedEncoding, varyOnEncoding, THRESHOLD_BYTES } = require('./compressor.cjs');

/**
 * A page sent in one piece (a cached page) gets an ETag here, and a request that already holds it
 * gets 304. Next's own (`generateEtags`, off in next.config) would hash every cached page in JavaScript on every
 * hit, a fifth of the cost of serving it; SHA-1 in native code is about four times faster. Weak
 * (`W/`): the same tag goes with the page compressed or not.
 */
function pageEtag(body) {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Next's mark of a page served from its page cache. */
const CACHED_PAGE = /^(?:HIT|STALE)$/;
/** Compressed cached pages, oldest first, up to PAGE_MEMO_BYTES in all (a few hundred pages). */
const pageMemo = new Map();
const PAGE_MEMO_BYTES = 32 * 1024 * 1024;
let pageMemoBytes = 0;

/**
 * The cached page `body` as the request's Accept-Encoding wants it, compressed once per version
 * (`etag`) and encoding and then kept; the headers say so (./portalResponse.cjs then leaves it
 * as it is). Bodies under the compression threshold go as they are.
 */
function compressedPage(res, body, etag, acceptEncoding) {
  if (body.length < THRESHOLD_BYTES || res.getHeader('content-encoding')) return body;
  const encoding = negotiatedEncoding(acceptEncoding);
  if (!encoding) return body;
  const key = `${encoding} ${etag}`;
  let packed = pageMemo.get(key);
  if (packed) {
    pageMemo.delete(key); // Re-inserted below: the newest end of the queue.
  } else {
    packed = compressWhole(encoding, body);
    pageMemoBytes += packed.length;
    for (const [oldKey, old] of pageMemo) {
      if (pageMemoBytes <= PAGE_MEMO_BYTES) break;
      pageMemo.delete(oldKey);
      pageMemoBytes -= old.length;
    }
  }
  pageMemo.set(key, packed);
  varyOnEncoding(res);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', packed.length);
  return packed;
}

/** If-None-Match holds this ETag (weak comparison, as RFC 9110 asks for If-None-Match), or `*`. */
function isFresh(ifNoneMatch, etag) {
  if (typeof ifNoneMatch !== 'string' || !ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

module.exports = { pageEtag, isFresh, compressedPage, CACHED_PAGE };
