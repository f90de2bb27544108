/**
 * A page that renders its own not-found view (components/ui/NotFoundView.tsx) carries
 * NOT_FOUND_MARKER in its <head> and goes out as 404. Next's notFound() would answer 404 with an
 * empty body drawn by the browser only (vercel/next.js#62228); this way the server's HTML carries
 * the texts, and a cached copy of the page answers 404 on every hit. Node's `write`/`end` are
 * wrapped because only the page's own bytes say so, and Next writes the status before them.
 */
'use strict';
const { NOT_FOUND_MARKER } = require('../lib/http/requestNames.cjs');
const { pageEtag, isFresh, compressedPage, CACHED_PAGE } = require('./cachedPageBody.cjs');

/** How much of a page is held back while looking for the end of its <head> (the marker's place). */
const HEAD_PROBE_LIMIT = 64 * 1024;

/**
 * Holds the first chunks of a page answered 200 as HTML until its </head> has been seen, then
 * sends them with status 404 if the head carries NOT_FOUND_MARKER. Only the head is held: the rest
 * of a streamed page flows as Next writes it. A HEAD request for a page reaches Next as a GET
 * (pageHeadAsGet), so its head can be read too; Node sends no body for it.
 */
function notFoundStatus(res, state) {
  if (state.method !== 'GET' && state.method !== 'HEAD') return;
  const write = res.write;
  const end = res.end;
  let held = null; // Buffers held while probing; null before the first write and after deciding.
  let decided = false;
  const probing = (self) => {
    if (decided) return false;
    if (held) return true;
    const type = String(self.getHeader('content-type') || '');
    if (self.headersSent || self.statusCode !== 200 || !type.startsWith('text/html')) {
      decided = true;
      return false;
    }
    held = [];
    return true;
  };
  const hold = (chunk, encoding) => {
    if (chunk === undefined || chunk === null || (typeof chunk !== 'string' && !ArrayBuffer.isView(chunk))) return;
    held.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
  };
  const release = (self) => {
    decided = true;
    const body = held.length === 1 ? held[0] : Buffer.concat(held);
    held = null;
    const headEnd = body.indexOf('</head>');
    if (body.subarray(0, headEnd === -1 ? body.length : headEnd).includes(NOT_FOUND_MARKER)) {
      self.statusCode = 404;
      self.statusMessage = 'Not Found';
    }
    return body;
  };
  res.write = function probedWrite(chunk, encoding, callback) {
    if (!probing(this)) return write.apply(this, arguments);
    hold(chunk, encoding);
    const done = typeof encoding === 'function' ? encoding : callback;
    const seen = held.length === 1 ? held[0] : Buffer.concat(held);
    if (seen.includes('</head>') || seen.length >= HEAD_PROBE_LIMIT) return typeof done === 'function' ? write.call(this, release(this), done) : write.call(this, release(this));
    if (typeof done === 'function') process.nextTick(done);
    return true;
  };
  // Next sends a streamed page's headers early (res.flushHeaders, e.g. the signed-in twins): while
  // the head is unread they wait, and go out with it.
  const flushHeaders = res.flushHeaders;
  res.flushHeaders = function probedFlushHeaders() {
    if (probing(this)) return undefined;
    return flushHeaders.apply(this, arguments);
  };
  res.end = function probedEnd(chunk, encoding, callback) {
    if (!probing(this)) return end.apply(this, arguments);
    if (typeof chunk !== 'function') hold(chunk, encoding);
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    const body = release(this);
    let out = body;
    if (this.statusCode === 200 && !state.answeredUnavailable && !this.getHeader('etag')) {
      // The whole page is in hand: its validator (next.config `generateEtags: false`, see pageEtag).
      const etag = pageEtag(body);
      this.setHeader('ETag', etag);
      if (isFresh(state.ifNoneMatch, etag)) {
        this.statusCode = 304;
        this.statusMessage = 'Not Modified';
        this.removeHeader('content-length');
        return done ? end.call(this, null, done) : end.call(this);
      }
      if (state.method === 'GET' && CACHED_PAGE.test(String(this.getHeader('x-nextjs-cache') || ''))) out = compressedPage(this, body, etag, state.acceptEncoding);
    }
    return done ? end.call(this, out, done) : end.call(this, out);
  };
}

/**
 * Next answers HEAD for a page without rendering it, so a missing page would say 200. Asked as GET,
 * Next renders it and the status is the page's; the response object was made for HEAD, so Node
 * sends the headers only. Route handlers (/api/) answer HEAD themselves.
 */
function pageHeadAsGet(req) {
  if (req.method === 'HEAD' && !String(req.url || '').startsWith('/api/')) req.method = 'GET';
}

module.exports = { notFoundStatus, pageHeadAsGet, NOT_FOUND_MARKER };
