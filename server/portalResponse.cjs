/**
 * The portal's answers: Node's ServerResponse, given to http.createServer (./index.cjs), with the
 * decisions that can only be made as an answer leaves, after Next has written it:
 *
 * - its status (./answerStatus.cjs), from what the answer itself says (lib/http/statusMarks.cjs):
 *   a page's <head> marks a not-found view (404) or its own outage message (503); an error answer's
 *   payload names WordPress's absence (503, not 500). Next writes the status before those bytes, so
 *   they are held until read: a whole page, or the whole of an error answer;
 * - a page is held until it is whole (its inline scripts must all be known before its
 *   Content-Security-Policy leaves): its policy gets their hashes (./scriptHashes.cjs), a 200 its
 *   ETag, 304 for a request holding it, and, when cached, the compressed bytes made once
 *   (./cachedPageBody.cjs);
 * - compression of everything else that is worth it (./compressor.cjs).
 */
'use strict';
const http = require('node:http');
const { markedStatus, failedForWordPress } = require('../lib/http/statusMarks.cjs');
const { settledStatus } = require('./answerStatus.cjs');
const { pageEtag, isFresh, compressedPage, CACHED_PAGE } = require('./cachedPageBody.cjs');
const { encodingFor, createEncoder } = require('./compressor.cjs');
const { allowInlineScripts } = require('./scriptHashes.cjs');
const { logEvent } = require('../lib/log/logger.cjs');

/**
 * How much of a page is held to be sent whole (the portal's largest are a few hundred KB). One
 * larger goes on as it comes, without its scripts' hashes: its scripts stay blocked, never allowed
 * by a looser policy.
 */
const PAGE_HOLD_LIMIT = 8 * 1024 * 1024;
/** How much of an error answer is held back to read its cause; a larger one goes as it is. */
const ERROR_PROBE_LIMIT = 1024 * 1024;

function asBuffer(chunk, encoding) {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
}

function joined(parts) {
  return parts.length === 1 ? parts[0] : Buffer.concat(parts);
}

class PortalResponse extends http.ServerResponse {
  /** The method as asked: a HEAD of a page reaches Next as a GET (./index.cjs pageHeadAsGet). */
  #method;
  /** What is being held before the status is settled: a 'page', an 'error' answer, or null. */
  #reading = null;
  #readDone = false;
  /** Chunks held while reading, and their bytes. */
  #held = [];
  #heldBytes = 0;
  #wordpressAway = false;
  /** The compressing stream the body goes through, once the headers chose one. */
  #encoder = null;
  /** end() was called while the encoder still held the body. */
  #ended = false;

  constructor(req, options) {
    super(req, options);
    this.#method = req.method;
  }

  /** Whether this part of the body is held to be read (starting to read if it is the first part). */
  #holding() {
    if (this.#reading) return true;
    if (this.#readDone) return false;
    this.#readDone = true;
    if (this.headersSent) return false;
    if (String(this.getHeader('content-type') || '').startsWith('text/html') && this.statusCode !== 304) this.#reading = 'page';
    else if (this.statusCode >= 500 && this.statusCode !== 503) this.#reading = 'error';
    return this.#reading !== null;
  }

  /** Holds one more chunk; whether as much is held now as may be (the rest goes on as it comes). */
  #hold(chunk) {
    this.#held.push(chunk);
    this.#heldBytes += chunk.length;
    return this.#heldBytes >= (this.#reading === 'error' ? ERROR_PROBE_LIMIT : PAGE_HOLD_LIMIT);
  }

  /** The held bytes, read: the status they say is set, and they are handed back to be sent. */
  #release() {
    const body = joined(this.#held);
    const asked = this.#method === 'GET' || this.#method === 'HEAD';
    if (this.#reading === 'page' && asked && this.statusCode === 200) {
      const marked = markedStatus(body);
      if (marked === 404) this.statusCode = 404;
      if (marked === 503) this.#wordpressAway = true;
    } else if (this.statusCode >= 500 && this.statusCode !== 503 && failedForWordPress(body)) {
      this.#wordpressAway = true;
    }
    this.#reading = null;
    this.#held = [];
    return body;
  }

  writeHead(statusCode, reason, headers) {
    if (typeof reason !== 'string') {
      headers ??= reason;
      reason = undefined;
    }
    if (this.headersSent) return super.writeHead(statusCode, reason, headers);
    // The headers given here join those already set, as Node merges them: an object's replace,
    // a flat [name, value, …] list's replace and repeat (several Set-Cookie).
    if (Array.isArray(headers)) {
      for (let i = 0; i + 1 < headers.length; i += 2) this.removeHeader(headers[i]);
      for (let i = 0; i + 1 < headers.length; i += 2) this.appendHeader(headers[i], headers[i + 1]);
    } else if (headers) {
      for (const [name, value] of Object.entries(headers)) if (value !== undefined) this.setHeader(name, value);
    }
    const status = settledStatus(this, statusCode, { method: this.#method, wordpressAway: this.#wordpressAway });
    // The method as asked: a HEAD (asked of Next as GET) has no body to compress.
    const encoding = encodingFor(this, status, this.#method, this.req.headers['accept-encoding']);
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
    // A compression failure ends the answer (Node's own stream errors do the same).
    encoder.on('error', (error) => this.destroy(error));
    this.on('drain', () => encoder.resume());
    // The encoder's own buffer drained: a writer waiting on this answer's 'drain' goes on.
    encoder.on('drain', () => this.emit('drain'));
    // A visitor gone before the end: the stream's native memory is freed now.
    this.once('close', () => encoder.destroy());
  }

  /** Sends on a part of the body (headers first if they have not left). */
  #send(chunk, encoding, callback) {
    if (!this.headersSent) this._implicitHeader();
    if (!this.#encoder) return super.write(chunk, encoding, callback);
    const taken = this.#encoder.write(chunk, encoding, callback);
    // Full when the encoder's buffer or the socket is: either one emits this answer's 'drain'.
    return taken && !this.writableNeedDrain;
  }

  write(chunk, encoding, callback) {
    const done = typeof encoding === 'function' ? encoding : callback;
    if (this.#ended) {
      // As Node answers a write after end: the writer hears of it, nothing is sent.
      const error = Object.assign(new Error('write after end'), { code: 'ERR_STREAM_WRITE_AFTER_END' });
      if (typeof done === 'function') process.nextTick(done, error);
      return false;
    }
    if (!this.#holding()) return this.#send(chunk, encoding, callback);
    const enough = typeof chunk === 'string' || ArrayBuffer.isView(chunk) ? this.#hold(asBuffer(chunk, encoding)) : false;
    if (enough && this.#reading === 'page') logEvent('error', 'csp.page_too_large', { path: String(this.req.url ?? '').split('?')[0], bytes: this.#heldBytes });
    if (enough) return this.#send(this.#release(), undefined, done);
    if (typeof done === 'function') process.nextTick(done);
    return true;
  }

  // Next sends a streamed page's headers early (the signed-in twins): while the status is unsettled
  // they wait, and go out with the first part.
  flushHeaders() {
    if (this.#holding()) return undefined;
    return super.flushHeaders();
  }

  /** Next calls it after each part of a streamed page: what the encoder holds goes out now. */
  flush() {
    if (this.#encoder) this.#encoder.flush();
  }

  end(chunk, encoding, callback) {
    const done = [chunk, encoding, callback].find((value) => typeof value === 'function');
    if (this.#ended) {
      if (done) this.once('finish', done);
      return this;
    }
    let body = typeof chunk === 'function' ? undefined : chunk;
    let bodyEncoding = typeof encoding === 'string' ? encoding : undefined;
    if (this.#holding()) {
      if (typeof body === 'string' || ArrayBuffer.isView(body)) this.#hold(asBuffer(body, bodyEncoding));
      const page = this.#reading === 'page';
      body = this.#release();
      if (page) body = this.#whole(body);
      bodyEncoding = undefined;
    }
    // An answer Next relays from another server (a rewrite it proxies) brings that server's
    // Transfer-Encoding: a length beside it would be two framings (clients refuse such an answer).
    if (!this.headersSent && body !== undefined && body !== null && !this.getHeader('content-length') && !this.getHeader('transfer-encoding') && this.statusCode !== 304) {
      // One piece: its length decides whether it is worth compressing.
      this.setHeader('Content-Length', typeof body === 'string' ? Buffer.byteLength(body, bodyEncoding) : body.byteLength);
    }
    if (!this.headersSent) this._implicitHeader();
    if (!this.#encoder) return super.end(body, bodyEncoding, done);
    this.#ended = true;
    if (done) this.once('finish', done);
    if (body === undefined || body === null) this.#encoder.end();
    else this.#encoder.end(body, bodyEncoding);
    return this;
  }

  /** A page in hand in one piece: its scripts' hashes, its ETag and 304, and a cached page's compressed bytes. */
  #whole(body) {
    // Next's own ETag is off (next.config `generateEtags: false`, see pageEtag).
    const etag = pageEtag(body);
    // Before the 304: it carries the same policy as its 200.
    allowInlineScripts(this, body, etag);
    if (this.statusCode !== 200 || this.#wordpressAway || this.getHeader('etag') || (this.#method !== 'GET' && this.#method !== 'HEAD')) return body;
    this.setHeader('ETag', etag);
    if (isFresh(this.req.headers['if-none-match'], etag)) {
      this.statusCode = 304;
      this.removeHeader('content-length');
      return undefined;
    }
    if (this.#method === 'GET' && CACHED_PAGE.test(String(this.getHeader('x-nextjs-cache') || ''))) return compressedPage(this, body, etag, this.req.headers['accept-encoding']);
    return body;
  }
}

module.exports = { PortalResponse };
