/**
 * A page sent in one piece: its ETag (and 304 for a request that already holds it), and, for a
 * cached page (Next's `x-nextjs-cache` HIT or STALE), the compressed bytes made once per version
 * and encoding and then kept: brotli over a 130 KB page on every hit cost three quarters of the
 * throughput. Used by ./notFoundStatus.cjs, which holds the page when it ends.
 */
'use strict';
const { createHash } = require('node:crypto');
const zlib = require('node:zlib');
const Negotiator = require('negotiator');

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
/** Encodings in the `compression` package's own order of preference, with its brotli quality. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const COMPRESS = {
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => zlib.gzipSync(body),
};
/** Compressed cached pages, oldest first, up to PAGE_MEMO_BYTES in all (a few hundred pages). */
const pageMemo = new Map();
const PAGE_MEMO_BYTES = 32 * 1024 * 1024;
let pageMemoBytes = 0;

/**
 * The cached page `body` as the request's Accept-Encoding wants it (the negotiation the compression
 * middleware would make), compressed once per version (`etag`) and encoding and then kept; the
 * headers say so, and the compression middleware passes an answer already encoded untouched. Bodies
 * under its 1 KB threshold and encodings it would not pick here (deflate) are left to it.
 */
function compressedPage(res, body, etag, acceptEncoding) {
  if (body.length < 1024 || !acceptEncoding || res.getHeader('content-encoding')) return body;
  const encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, PREFERRED);
  if (!COMPRESS[encoding]) return body;
  const key = `${encoding} ${etag}`;
  let packed = pageMemo.get(key);
  if (packed) {
    pageMemo.delete(key); // Re-inserted below: the newest end of the queue.
  } else {
    packed = COMPRESS[encoding](body);
    pageMemoBytes += packed.length;
    for (const [oldKey, old] of pageMemo) {
      if (pageMemoBytes <= PAGE_MEMO_BYTES) break;
      pageMemo.delete(oldKey);
      pageMemoBytes -= old.length;
    }
  }
  pageMemo.set(key, packed);
  const vary = String(res.getHeader('vary') || '');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
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
