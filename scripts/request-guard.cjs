/**
 * Preloaded into the portal's Node server (`node --require ./scripts/request-guard.cjs server.js`,
 * see scripts/portal-start.sh), before Next sees a request:
 *
 * 1. The one rule for the client address. Next's handlers cannot see the socket, and Next keeps a
 *    client-sent X-Forwarded-For, so a visitor could claim any address. Here, with the socket in
 *    hand, the address is decided once and written to `x-bua-client-ip` (a value the client sent
 *    under that name is discarded): the socket address, or — only when the socket is a trusted
 *    proxy (TRUSTED_PROXIES: addresses or CIDR ranges, comma-separated) — the right-most
 *    X-Forwarded-For entry that is not itself a trusted proxy (else X-Real-IP).
 *    lib/http/clientAddress.ts is the only reader.
 * 2. Requests Next would mishandle get a plain 4xx before they reach the router: methods Next
 *    has no use for (TRACE, CONNECT, PROPFIND…) 405 — Node's own parser already answers 400 to names it does not know; anything but GET/HEAD/OPTIONS outside /api/
 *    405 (the portal has no server actions, and Next answered a form POST to a page 500); a
 *    path over 1024 characters 414 (Next's page cache failed on file names that long); a NUL
 *    byte in the path 400.
 * 3. A WordPress outage is "come back soon": each request runs in an AsyncLocalStorage that
 *    lib/http/outage.ts marks when a WordPress call fails for want of WordPress (down, time-out,
 *    5xx); a 5xx answer of such a request goes out as 503 with Retry-After, never as 500.
 * 4. A cached page's Cache-Control also allows shared caches stale-if-error (a day); a page's
 *    permanent redirect (Next's 308) goes out as 301.
 * 5. Each request gets an id (nginx's X-Request-Id when it comes from a trusted proxy), kept in
 *    the same storage for lib/log/logger.cjs and sent back as X-Request-Id.
 * 6. A page that renders its own not-found view (components/ui/NotFoundView.tsx)
 *    carries NOT_FOUND_MARKER in its <head> and goes out as 404. Next's notFound() would answer
 *    404 with an empty body drawn by the browser only (vercel/next.js#62228); this way the
 *    server's HTML carries the texts, and a cached copy of the page answers 404 on every hit.
 *    The guard then compresses the answer (next.config `compress: false`; Next's own compression
 *    would send the headers before the head could be read).
 * 7. A cached page (Next's `x-nextjs-cache` HIT or STALE, sent in one piece) is compressed once per
 *    version and encoding and the result kept (compressedPage): the same bytes go to every visitor,
 *    and brotli over a 130 KB page on every hit cost three quarters of the throughput.
 * 8. A stop on SIGTERM drains first (server/drain.cjs); /api/metrics and the request counters are
 *    server/metricsEndpoint.cjs.
 */
'use strict';
const http = require('node:http');
const net = require('node:net');
const { AsyncLocalStorage } = require('node:async_hooks');
const { createHash, randomUUID } = require('node:crypto');
const zlib = require('node:zlib');
const compression = require('compression');
const { installDrain, track, answerWhileDraining } = require('../server/drain.cjs');
const { answerMetrics, countRequest } = require('../server/metricsEndpoint.cjs');
const Negotiator = require('negotiator');

const HEADER = 'x-bua-client-ip';
const ALLOWED_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
const PAGE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const MAX_PATH_LENGTH = 1024;

function plainAddress(value) {
  const text = String(value || '').trim();
  const unmapped = text.startsWith('::ffff:') && net.isIPv4(text.slice(7)) ? text.slice(7) : text;
  return net.isIP(unmapped) ? unmapped : '';
}

function trustedProxies(setting) {
  const list = new net.BlockList();
  for (const entry of String(setting || '').split(',').map((part) => part.trim()).filter(Boolean)) {
    const [address, prefix] = entry.split('/');
    const ip = plainAddress(address);
    if (!ip) continue;
    const type = net.isIPv6(ip) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(ip, type);
    else if (/^\d{1,3}$/.test(prefix)) list.addSubnet(ip, Number(prefix), type);
  }
  return list;
}

function isTrusted(list, ip) {
  return Boolean(ip) && list.check(ip, net.isIPv6(ip) ? 'ipv6' : 'ipv4');
}

/** The client address of a request, by the rule above. */
function clientAddressOf(socketAddress, headers, trusted) {
  const socket = plainAddress(socketAddress);
  if (!isTrusted(trusted, socket)) return socket;
  const forwarded = String(headers['x-forwarded-for'] || '').split(',').map(plainAddress);
  for (let i = forwarded.length - 1; i >= 0; i -= 1) {
    if (!forwarded[i]) break; // A malformed hop: nothing left of it can be believed.
    if (!isTrusted(trusted, forwarded[i])) return forwarded[i];
  }
  return plainAddress(headers['x-real-ip']) || socket;
}

function plainAnswer(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', ...headers });
  res.end(text);
}

/** The 4xx a request gets before Next sees it, or null to let it through. */
function refusalOf(method, target) {
  const path = String(target || '/').split('?')[0];
  if (!ALLOWED_METHODS.has(method)) return [405, 'Method Not Allowed', { Allow: [...ALLOWED_METHODS].join(', ') }];
  // The path only: query strings never become file names, and pages answer long ones themselves.
  if (path.length > MAX_PATH_LENGTH) return [414, 'URI Too Long', {}];
  if (/%00|\u0000/i.test(path)) return [400, 'Bad Request', {}];
  if (!PAGE_METHODS.has(method) && !path.startsWith('/api/')) return [405, 'Method Not Allowed', { Allow: [...PAGE_METHODS].join(', ') }];
  return null;
}

function refuseConnect(_req, socket) {
  socket.end('HTTP/1.1 405 Method Not Allowed\r\nAllow: ' + [...ALLOWED_METHODS].join(', ') + '\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: 18\r\nConnection: close\r\n\r\nMethod Not Allowed');
}

const STATE_KEY = Symbol.for('bua.requestState');
const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The id that ties a request's log lines together: the trusted proxy's (nginx $request_id), else our own. */
function requestIdOf(headers, fromTrustedProxy) {
  const offered = String(headers['x-request-id'] || '');
  return fromTrustedProxy && REQUEST_ID.test(offered) ? offered : randomUUID();
}
const OUTAGE_RETRY_AFTER_SECONDS = '30';

/**
 * Next gives a cached page `s-maxage=<revalidate>, stale-while-revalidate=…`; shared caches (nginx,
 * a CDN) may also keep serving it for a day while the portal errs or is unreachable.
 */
const STALE_IF_ERROR = 'stale-if-error=86400';
function withStaleIfError(res) {
  const value = res.getHeader('cache-control');
  if (typeof value === 'string' && /\bs-maxage=/.test(value) && !/stale-if-error/.test(value)) res.setHeader('Cache-Control', `${value}, ${STALE_IF_ERROR}`);
}

/**
 * Answers a 5xx of a request that saw a WordPress outage as 503 with Retry-After; likewise a 200
 * page that rendered its own outage message (lib/http/outage.ts answerUnavailable).
 */
function outageStatus(res, state) {
  const writeHead = res.writeHead;
  res.writeHead = function outageWriteHead(statusCode, ...rest) {
    if (!this.headersSent) withStaleIfError(this);
    // Next's permanentRedirect() is a 308; for a page (GET/HEAD) the same meaning is 301, the
    // status crawlers and link-preview services know best (a renamed post's old address).
    // Next can set a redirect's Location twice (the page and its metadata both redirect): one is enough.
    const location = this.getHeader('location');
    if (Array.isArray(location) && !this.headersSent) this.setHeader('Location', location[0]);
    if (statusCode === 308 && (state.method === 'GET' || state.method === 'HEAD')) {
      statusCode = 301;
      this.statusCode = 301;
      if (typeof rest[0] === 'string') rest[0] = 'Moved Permanently';
    }
    const failed = state.upstreamOutage && statusCode >= 500 && statusCode !== 503;
    if (failed || (state.answeredUnavailable && statusCode === 200)) {
      statusCode = 503;
      this.statusCode = 503;
      if (typeof rest[0] === 'string') rest[0] = 'Service Unavailable';
      // A 200 page's headers may say it can be cached: an outage answer never is.
      if (!this.headersSent) this.setHeader('Cache-Control', 'no-store');
      if (!this.headersSent) this.setHeader('Retry-After', OUTAGE_RETRY_AFTER_SECONDS);
    }
    return writeHead.call(this, statusCode, ...rest);
  };
}

/** Rendered by the not-found views (components/ui/NotFoundMarker.tsx); React hoists it into <head>. */
const { NOT_FOUND_MARKER } = require('../lib/http/notFoundMarker.cjs');
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
 * A page sent in one piece (a cached page) gets an ETag here, and a request that already holds it
 * gets 304. Next's own (`generateEtags`, now off) hashed every cached page in JavaScript on every
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

/**
 * Next answers HEAD for a page without rendering it, so a missing page would say 200. Asked as GET,
 * Next renders it and the status is the page's; the response object was made for HEAD, so Node
 * sends the headers only. Route handlers (/api/) answer HEAD themselves.
 */
function pageHeadAsGet(req) {
  if (req.method === 'HEAD' && !String(req.url || '').startsWith('/api/')) req.method = 'GET';
}

function install() {
  const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
  const requestState = new AsyncLocalStorage();
  const compress = compression();
  globalThis[STATE_KEY] = requestState;
  installDrain();
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function guardedEmit(event, req, res) {
    // CONNECT never becomes a 'request': without a 'connect' listener Node drops the connection.
    if (event === 'listening' && this.listenerCount('connect') === 0) this.on('connect', refuseConnect);
    if (event === 'listening') track(this);
    if (event === 'request' && req && res) {
      countRequest(req, res);
      if (answerWhileDraining(req, res) || answerMetrics(req, res)) return true;
      const refusal = refusalOf(req.method, req.url);
      if (refusal) {
        plainAnswer(res, ...refusal);
        return true;
      }
      const socketAddress = req.socket && req.socket.remoteAddress;
      req.headers[HEADER] = clientAddressOf(socketAddress, req.headers, trusted) || 'unknown';
      const state = { upstreamOutage: false, method: req.method, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'], requestId: requestIdOf(req.headers, isTrusted(trusted, plainAddress(socketAddress))) };
      res.setHeader('X-Request-Id', state.requestId);
      outageStatus(res, state);
      compress(req, res, () => {});
      notFoundStatus(res, state); // Outermost: it reads the page before compression sees it.
      pageHeadAsGet(req);
      return requestState.run(state, () => emit.apply(this, arguments));
    }
    return emit.apply(this, arguments);
  };
}

module.exports = { clientAddressOf, trustedProxies, plainAddress, refusalOf, outageStatus, notFoundStatus, pageHeadAsGet, pageEtag, compressedPage, NOT_FOUND_MARKER, requestIdOf, ALLOWED_METHODS, HEADER };
if (require.main !== module && !process.env.JEST_WORKER_ID) install();
