/**
 * Compression of the portal's answers (next.config `compress: false`: the answer is read
 * uncompressed first, see ./portalResponse.cjs). The same choices as the `compression` package:
 * text-like types from 1 KB up, brotli (BROTLI_QUALITY) before gzip, nothing for `no-transform` or an
 * answer already encoded, and `Vary: Accept-Encoding` on every compressible answer.
 */
'use strict';
const zlib = require('node:zlib');
const Negotiator = require('negotiator');

/** In the `compression` package's own order of preference. */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];
const THRESHOLD_BYTES = 1024;
// Quality 5 costs about what 4 does on the portal's pages (a few ms for a 260 KB page) and makes
// them a tenth smaller: 28 KB against 31 KB for home, and 44 KB in gzip.
const BROTLI_QUALITY = 5;
const COMPRESSIBLE = /^(?:text\/|image\/svg\+xml|application\/(?:json|javascript|xml|manifest\+json|[\w.-]+\+(?:json|xml)))/i;

/** The encoding the request's Accept-Encoding prefers among brotli and gzip, or null. */
function negotiatedEncoding(acceptEncoding) {
  if (!acceptEncoding) return null;
  const encoding = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding(ENCODINGS, PREFERRED);
  return encoding === 'br' || encoding === 'gzip' ? encoding : null;
}

/** Adds Accept-Encoding to the answer's Vary unless it is there (or `*`). */
function varyOnEncoding(res) {
  const vary = String(res.getHeader('vary') || '');
  if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/**
 * Whether the answer whose headers are about to leave is compressed, and how: 'br', 'gzip' or null.
 * Sets Vary for a compressible answer; the caller sets Content-Encoding when it compresses.
 */
function encodingFor(res, statusCode, method, acceptEncoding) {
  if (statusCode < 200 || statusCode === 204) return null;
  if (!COMPRESSIBLE.test(String(res.getHeader('content-type') || ''))) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('cache-control') || ''))) return null;
  // A 304 and a HEAD say what the full answer would vary on, and have no body to compress.
  varyOnEncoding(res);
  if (method === 'HEAD' || statusCode === 304) return null;
  const length = res.getHeader('content-length');
  if (length !== undefined && Number(length) < THRESHOLD_BYTES) return null;
  if (res.getHeader('content-encoding') && res.getHeader('content-encoding') !== 'identity') return null;
  return negotiatedEncoding(acceptEncoding);
}

/** A compressing stream for `encoding`. */
function createEncoder(encoding) {
  return encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }) : zlib.createGzip();
}

/** One body compressed at once (a cached page, see ./cachedPageBody.cjs). */
function compressWhole(encoding, body) {
  if (encoding === 'br') return zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } });
  return zlib.gzipSync(body);
}

module.exports = { encodingFor, negotiatedEncoding, varyOnEncoding, createEncoder, compressWhole, THRESHOLD_BYTES };
