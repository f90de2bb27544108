#!/usr/bin/env node
/**
 * The portal's server: Node's HTTP server around Next's request handler (`next()` +
 * `getRequestHandler()`), the same in production and development:
 *
 *   node server/index.cjs .next/standalone     a production build (scripts/portal-start.sh, systemd)
 *   node server/index.cjs --dev                 `npm run dev`
 *
 * PORT (default 3000) and HOSTNAME (default 0.0.0.0) say where it listens. Each request meets these
 * jobs, plain functions of (req, res), in this order before Next sees it:
 *
 * - ./metricsEndpoint.cjs   counts every request; answers /api/metrics to this host only
 * - ./drain.cjs             in and out of the front's rotation: warmed before it takes pages,
 *                           a stop (SIGTERM) drains: readiness 503, in-flight requests finished
 * - ./refusals.cjs          methods, paths and bytes Next would mishandle: a plain 4xx
 * - ./clientAddress.cjs     the one client address (socket, or a trusted proxy's X-Forwarded-For);
 *                           the visitor's origin (a trusted proxy's X-Forwarded-Host/-Proto, else Host)
 * - ./requestId.cjs         the id in every log line and in X-Request-Id
 *
 * and its answer is a ./portalResponse.cjs: the status as it leaves, from what the answer says (a
 * not-found view's 404, WordPress away: 503; 301 for 308), ETag and 304, and compression
 * (next.config `compress: false`). Nothing a render does reaches this layer but its answer.
 *
 * The names it shares with the app are lib/http/requestNames.cjs: server/ uses lib/, never the reverse.
 */
'use strict';
const http = require('node:http');
const path = require('node:path');
const fs = require('node:fs');
const { AsyncLocalStorage } = require('node:async_hooks');
const { randomBytes } = require('node:crypto');
const { CLIENT_ADDRESS_HEADER, LOG_CONTEXT_KEY, VISITOR_ORIGIN_HEADER } = require('../lib/http/requestNames.cjs');
const { clientAddressOf, isTrusted, plainAddress, trustedProxies, visitorOriginOf } = require('./clientAddress.cjs');
const { plainAnswer, refusalOf, refuseConnect } = require('./refusals.cjs');
const { requestIdOf } = require('./requestId.cjs');
const { PortalResponse } = require('./portalResponse.cjs');
const { installDrain, track, answerWhileDraining } = require('./drain.cjs');
const { answerMetrics, countRequest } = require('./metricsEndpoint.cjs');
const { logEvent } = require('../lib/log/logger.cjs');

/**
 * Next answers HEAD for a page without rendering it, so a missing page would say 200. Asked as GET,
 * Next renders it and the status is the page's; the response was made for HEAD, so Node sends the
 * headers only. Route handlers (/api/) answer HEAD themselves.
 */
function pageHeadAsGet(req) {
  if (req.method === 'HEAD' && !String(req.url || '').startsWith('/api/')) req.method = 'GET';
}

/**
 * The request listener: the jobs above, then Next, run in the request's log context (its id, which
 * lib/log/logger.cjs puts in every line; bundled apart from this file, it finds it by LOG_CONTEXT_KEY).
 */
function portalListener(handle, trusted = trustedProxies(process.env.TRUSTED_PROXIES)) {
  const logContext = new AsyncLocalStorage();
  globalThis[LOG_CONTEXT_KEY] = logContext;
  return function portalRequest(req, res) {
    countRequest(req, res);
    if (answerWhileDraining(req, res) || answerMetrics(req, res)) return;
    const refusal = refusalOf(req.method, req.url);
    if (refusal) return plainAnswer(res, ...refusal);
    const socketAddress = req.socket && req.socket.remoteAddress;
    const fromTrustedProxy = isTrusted(trusted, plainAddress(socketAddress));
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(socketAddress, req.headers, trusted) || 'unknown';
    req.headers[VISITOR_ORIGIN_HEADER] = visitorOriginOf(req.headers, fromTrustedProxy);
    const requestId = requestIdOf(req.headers, fromTrustedProxy);
    res.setHeader('X-Request-Id', requestId);
    pageHeadAsGet(req);
    logContext.run({ requestId }, () => handle(req, res));
  };
}

/** A production build's folder (`next build`'s standalone output): its configuration, as its own server.js reads it. */
function useBuild(dir) {
  const file = path.join(dir, '.next', 'required-server-files.json');
  const found = fs.existsSync(file) ? file : fs.readdirSync(dir).map((name) => path.join(dir, name, 'required-server-files.json')).find((candidate) => fs.existsSync(candidate));
  if (!found) throw new Error(`server: no production build in ${dir}; run 'npm run build' first`);
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(JSON.parse(fs.readFileSync(found, 'utf8')).config);
  process.chdir(dir);
}

async function main(argv = process.argv.slice(2), env = process.env) {
  const dev = argv.includes('--dev');
  const dir = path.resolve(argv.find((arg) => !arg.startsWith('--')) || (dev ? path.join(__dirname, '..') : '.'));
  env.NODE_ENV = dev ? 'development' : 'production';
  const port = Number(env.PORT) || 3000;
  // The embedded search index (no SEARCH_DATABASE_URL) is kept where the server is started (the
  // project's .search/, beside .wordpress/), not in the build folder, which the next build replaces;
  // a folder per port, as one process at a time may hold it.
  if (!env.SEARCH_DATABASE_URL?.trim()) env.SEARCH_DATA_DIR = path.resolve(env.SEARCH_DATA_DIR?.trim() || path.join('.search', String(port)));
  if (!dev) useBuild(dir);
  // This process's digest of "WordPress is away" (lib/http/statusMarks.cjs), drawn before Next loads.
  env.BUA_WORDPRESS_AWAY_DIGEST = `BUA_WORDPRESS_AWAY_${randomBytes(12).toString('hex')}`;
  const hostname = env.HOSTNAME || '0.0.0.0';
  installDrain();
  const next = require(require.resolve('next', { paths: [dir] }));
  let handle = null;
  const server = http.createServer({ ServerResponse: PortalResponse }, portalListener((req, res) => handle(req, res)));
  // As Next's standalone server.js allows: how long an idle keep-alive connection stays open.
  if (/^\d+$/.test(String(env.KEEP_ALIVE_TIMEOUT ?? ''))) server.keepAliveTimeout = Number(env.KEEP_ALIVE_TIMEOUT);
  // CONNECT never becomes a 'request': without a 'connect' listener Node drops the connection.
  server.on('connect', refuseConnect);
  const app = next({ dev, dir, hostname, port, httpServer: server });
  await app.prepare();
  const nextHandler = app.getRequestHandler();
  // As Next's own server does: a handler that fails ends its answer (500, or cut if it had begun).
  handle = (req, res) =>
    nextHandler(req, res).catch((error) => {
      logEvent('error', 'server.request.failed', { url: String(req.url).slice(0, 200), error: error instanceof Error ? error.message : String(error) });
      if (res.headersSent) res.destroy(error);
      else plainAnswer(res, 500, 'Internal Server Error');
    });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, hostname, resolve);
  });
  track(server);
  process.stdout.write(`portal: ${dev ? 'development' : 'production'} server on http://${hostname}:${port}\n`);
}

module.exports = { pageHeadAsGet };
if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`portal: could not start: ${error && error.stack ? error.stack : error}\n`);
    process.exit(1);
  });
}
