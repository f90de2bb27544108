/**
 * The portal's answers: Node's ServerResponse, given to http.createServer (./index.cjs), with the
 * decisions that can only be made as an answer leaves, after Next has written it:
 *
 * - its status (./answerStatus.cjs): 503 with Retry-After in a WordPress outage, 301 for a page's 308;
 * - a page that renders its own not-found view carries NOT_FOUND_MARKER in its <head> and goes
 *   out as 404. Next's notFound() would answer 404 with an empty body drawn by the browser only
 *   (vercel/next.js#62228); this way the server's HTML carries the texts, and a cached copy of the
 *   page answers 404 on every hit. Only the page's own bytes say so, and Next writes the status
 *   before them, so the head is held until it has been read;
 * - a page sent in one piece gets its ETag, 304 for a request holding it, and, when cached, the
 *   compressed bytes made once (./cachedPageBody.cjs);
 * - compression of everything else that is worth it (./compressor.cjs).
 */
'use strict';
const http = require('node:http');
const { isNotFoundPage } = require('../lib/http/requestNames.cjs');
const { settledStatus } = require('./answerStatus.cjs');
const { pageEtag, isFresh, compressedPage, CACHED_PAGE } = require('./cachedPageBody.cjs');
const { encodingFor, createEncoder } = require('./compressor.cjs');

/** How much of a page is held back while looking for the end of its <head> (the marker's place). */
const HEAD_PROBE_LIMIT = 64 * 1024;

function asBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

class PortalResponse extends http.ServerResponse {
  /** What the request layer knows of this request (./index.cjs fills it; lib/http/outage.ts marks it). */
  state;
  /** Chunks of a page's head held while it is read; null before the first write and after. */
  #held = null;
  #probeDone = false;
  /** The compressing stream the body goes through, once the headers chose one. */
  #encoder = null;

  constructor(req, options) {
    super(req, options);
    // The method as asked: a HEAD of a page reaches Next as a GET (./index.cjs pageHeadAsGet).
    this.state = { method: req.method, upstreamOutage: false, answeredUnavailable: false, requestId: '' };
  }

  /** Whether this write belongs to a page head still being read (a 200 HTML page of a GET or HEAD). */
  #probing() {
    if (this.#probeDone) return false;
    if (this.#held) return true;
    const page = this.state.method === 'GET' || this.state.method === 'HEAD';
    if (!page || this.headersSent || this.statusCode !== 200 || !String(this.getHeader('content-type') || '').startsWith('text/html')) {
      this.#probeDone = true;
      return false;
    }
    this.#held = [];
    return true;
  }

  /** The held head, read: a not-found view turns the answer into a 404. */
  #release() {
    this.#probeDone = true;
    const body = this.#held.length === 1 ? this.#held[0] : Buffer.concat(this.#held);
    this.#held = null;
    if (isNotFoundPage(body)) this.statusCode = 404;
    return body;
  }

  writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') [reason, headers] = [undefined, reason];
    if (headers && !this.headersSent) {
      const pairs = Array.isArray(headers) ? [] : Object.entries(headers);
      if (Array.isArray(headers)) for (let i = 0; i + 1 < headers.length; i += 2) pairs.push([headers[i], headers[i + 1]]);
      for (const [name, value] of pairs) if (value !== undefined) this.setHeader(name, value);
    }
    if (this.headersSent) return super.writeHead(statusCode, reason);
    const status = settledStatus(this, statusCode, this.state);
    const encoding = encodingFor(this, status, this.req.method, this.req.headers['accept-encoding']);
    if (encoding) this.#startEncoder(encoding);
    return super.writeHead(status, status === statusCode ? reason : http.STATUS_CODES[status]);
  }

  #startEncoder(encoding) {
    this.setHeader('Content-Encoding', encoding);
    this.removeHeader('Content-Length');
    const encoder = createEncoder(encoding);
    this.#encoder = encoder;
    encoder.on('data', (chunk) => {
      if (!super.write(chunk)) encoder.pause();
    });
    encoder.on('end', () => super.end());
    this.on('drain', () => encoder.resume());
    // A visitor gone before the end: the stream's native memory is freed now.
    this.once('close', () => encoder.destroy());
  }

  /** Sends on a part of the body (headers first if they have not left). */
  #send(chunk, encoding, callback) {
    if (!this.headersSent) this._implicitHeader();
    if (!this.#encoder) return super.write(chunk, encoding, callback);
    this.#encoder.write(chunk, encoding, callback);
    // The socket's own need to drain: Next waits for this response's 'drain' only then.
    return !this.writableNeedDrain;
  }

  write(chunk, encoding, callback) {
    if (!this.#probing()) return this.#send(chunk, encoding, callback);
    if (typeof chunk === 'string' || ArrayBuffer.isView(chunk)) this.#held.push(asBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    const seen = this.#held.length === 1 ? this.#held[0] : Buffer.concat(this.#held);
    if (seen.includes('</head>') || seen.length >= HEAD_PROBE_LIMIT) return this.#send(this.#release(), undefined, done);
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }

  // Next sends a streamed page's headers early (the signed-in twins): while the head is unread they
  // wait, and go out with it.
  flushHeaders() {
    if (this.#probing()) return undefined;
    return super.flushHeaders();
  }

  /** Next calls it after each part of a streamed page: what the encoder holds goes out now. */
  flush() {
    if (this.#encoder) this.#encoder.flush();
  }

  end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    let body = typeof chunk === 'function' ? undefined : chunk;
    let bodyEncoding = typeof encoding === 'string' ? encoding : undefined;
    if (this.#probing()) {
      if (typeof body === 'string' || ArrayBuffer.isView(body)) this.#held.push(asBuffer(body, bodyEncoding));
      body = this.#whole(this.#release());
      bodyEncoding = undefined;
    }
    if (!this.headersSent && body !== undefined && body !== null && !this.getHeader('content-length') && this.statusCode !== 304) {
      // One piece: its length decides whether it is worth compressing.
      this.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body, bodyEncoding) : body.byteLength);
    }
    if (!this.headersSent) this._implicitHeader();
    if (!this.#encoder) return super.end(body, bodyEncoding, done);
    if (done) this.once('finish', done);
    if (body === undefined || body === null) this.#encoder.end();
    else this.#encoder.end(body, bodyEncoding);
    return this;
  }

  /** A page in hand in one piece: its ETag and 304, and a cached page's compressed bytes. */
  #whole(body) {
    if (this.statusCode !== 200 || this.state.answeredUnavailable || this.getHeader('etag')) return body;
    // Next's own ETag is off (next.config `generateEtags: false`, see pageEtag).
    const etag = pageEtag(body);
    this.setHeader('ETag', etag);
    if (isFresh(this.req.headers['if-none-match'], etag)) {
      this.statusCode = 304;
      this.removeHeader('content-length');
      return undefined;
    }
    if (this.state.method === 'GET' && CACHED_PAGE.test(String(this.getHeader('x-nextjs-cache') || ''))) return compressedPage(this, body, etag, this.req.headers['accept-encoding']);
    return body;
  }
}

module.exports = { PortalResponse };
