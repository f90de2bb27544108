/**
 * /api/metrics: this instance's Prometheus metrics (lib/metrics/metrics.cjs), answered before Next.
 * Never public: only a request made on this host straight to the instance (a loopback socket and no
 * proxy's X-Forwarded-For: nginx's requests carry one), or one with `Authorization: Bearer
 * $METRICS_TOKEN` when that is set. Anyone else gets the same 404 as an unknown API path.
 * Every answered request is also counted here, by kind of route, status and time.
 */
'use strict';
const { timingSafeEqual } = require('node:crypto');
const { metrics, routeKind } = require('../lib/metrics/metrics.cjs');

const PATH = '/api/metrics';

function isLoopback(address) {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';
}

function sameSecret(given, expected) {
  const a = Buffer.from(String(given));
  const b = Buffer.from(String(expected));
  return a.length === b.length && timingSafeEqual(a, b);
}

function mayScrape(req, env = process.env) {
  const token = String(env.METRICS_TOKEN || '').trim();
  const auth = String(req.headers.authorization || '');
  if (token && auth.startsWith('Bearer ') && sameSecret(auth.slice(7).trim(), token)) return true;
  return isLoopback(req.socket && req.socket.remoteAddress) && !req.headers['x-forwarded-for'];
}

/** Answers /api/metrics (true), or leaves the request to the portal (false). */
function answerMetrics(req, res) {
  if (String(req.url || '').split('?')[0] !== PATH || req.method !== 'GET') return false;
  if (!mayScrape(req)) {
    res.writeHead(404, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ error: 'Not Found' }));
    return true;
  }
  metrics.registry.metrics().then(
    (text) => {
      res.writeHead(200, { 'Content-Type': metrics.registry.contentType, 'Cache-Control': 'no-store' });
      res.end(text);
    },
    () => {
      res.writeHead(500, { 'Content-Type': 'text/plain', 'Cache-Control': 'no-store' });
      res.end('metrics unavailable');
    },
  );
  return true;
}

/** Counts the request when its answer has gone: kind of route, status, time, and Next's cache result. */
function countRequest(req, res) {
  const started = process.hrtime.bigint();
  const kind = routeKind(req.url);
  res.once('finish', () => {
    metrics.requests.inc({ kind, status: String(res.statusCode) });
    metrics.requestSeconds.observe({ kind }, Number(process.hrtime.bigint() - started) / 1e9);
    const cache = res.getHeader('x-nextjs-cache');
    if (typeof cache === 'string' && cache) metrics.pageCache.inc({ result: cache });
  });
}

module.exports = { answerMetrics, countRequest, mayScrape, PATH };
