/**
 * The request layer: preloaded into the portal's Node server before Next sees a request, the same
 * way in production (`node --require ./server/index.cjs server.js`, scripts/portal-start.sh) and in
 * development (`npm run dev`). One module per job, in the order a request meets them:
 *
 * - ./metricsEndpoint.cjs   counts every request; answers /api/metrics to this host only
 * - ./drain.cjs             in and out of the front's rotation: warmed before it takes pages,
 *                           a stop (SIGTERM) drains: readiness 503, in-flight requests finished
 * - ./refusals.cjs          methods, paths and bytes Next would mishandle: a plain 4xx
 * - ./clientAddress.cjs     the one client address (socket, or a trusted proxy's X-Forwarded-For);
 *                           the visitor's origin (a trusted proxy's X-Forwarded-Host/-Proto, else Host)
 * - ./requestId.cjs         the id in every log line and in X-Request-Id
 * - ./outageStatus.cjs      a WordPress outage is 503 with Retry-After, never 500; 308 → 301
 * - ./notFoundStatus.cjs    a page's own not-found view is 404; ETag and 304 (./cachedPageBody.cjs)
 * - compression             gzip/brotli (next.config `compress: false`: the page is read first)
 *
 * The names it shares with the app are lib/http/requestNames.cjs: server/ uses lib/, never the reverse.
 *
 * Node's http.Server has no hook between accepting a request and handing it to Next, so
 * `emit('request')` is wrapped: the one prototype patch, here.
 */
'use strict';
const http = require('node:http');
const { AsyncLocalStorage } = require('node:async_hooks');
const compression = require('compression');
const { CLIENT_ADDRESS_HEADER, REQUEST_STATE_KEY, VISITOR_ORIGIN_HEADER } = require('../lib/http/requestNames.cjs');
const { clientAddressOf, isTrusted, plainAddress, trustedProxies, visitorOriginOf } = require('./clientAddress.cjs');
const { plainAnswer, refusalOf, refuseConnect } = require('./refusals.cjs');
const { requestIdOf } = require('./requestId.cjs');
const { outageStatus } = require('./outageStatus.cjs');
const { notFoundStatus, pageHeadAsGet } = require('./notFoundStatus.cjs');
const { installDrain, track, answerWhileDraining } = require('./drain.cjs');
const { answerMetrics, countRequest } = require('./metricsEndpoint.cjs');

function install() {
  const trusted = trustedProxies(process.env.TRUSTED_PROXIES);
  const requestState = new AsyncLocalStorage();
  const compress = compression();
  globalThis[REQUEST_STATE_KEY] = requestState;
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
      const fromTrustedProxy = isTrusted(trusted, plainAddress(socketAddress));
      req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(socketAddress, req.headers, trusted) || 'unknown';
      req.headers[VISITOR_ORIGIN_HEADER] = visitorOriginOf(req.headers, fromTrustedProxy);
      const state = { upstreamOutage: false, method: req.method, ifNoneMatch: req.headers['if-none-match'], acceptEncoding: req.headers['accept-encoding'], requestId: requestIdOf(req.headers, fromTrustedProxy) };
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

module.exports = { install };
if (require.main !== module && !process.env.JEST_WORKER_ID) install();
