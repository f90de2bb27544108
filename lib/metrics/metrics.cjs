/**
 * The portal's Prometheus metrics (prom-client), one registry per process. Plain CommonJS: the
 * request layer (server/index.cjs, loaded before Next) records every request and serves
 * the registry at /api/metrics; the cache handler and the app's code (lib/wp, lib/auth, lib/redis)
 * add to the same counters. The registry is kept on globalThis, so the copy the request layer made is the
 * one the bundled app finds.
 */
'use strict';
const prometheus = require('prom-client');

const KEY = Symbol.for('bua.metrics');
/** Seconds: a cached page takes milliseconds, a render tens to hundreds, WordPress up to its time-out. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15];

function create() {
  const registry = new prometheus.Registry();
  // Process figures, among them nodejs_eventloop_lag_seconds and its percentiles.
  prometheus.collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    requests: new prometheus.Counter({ name: 'bua_http_requests_total', help: 'Requests answered, by kind of route and status.', labelNames: ['kind', 'status'], registers }),
    requestSeconds: new prometheus.Histogram({ name: 'bua_http_request_duration_seconds', help: 'Time to answer a request, by kind of route.', labelNames: ['kind'], buckets: BUCKETS, registers }),
    pageCache: new prometheus.Counter({ name: 'bua_page_cache_total', help: "Pages and cached answers by Next's cache result (HIT, STALE, MISS).", labelNames: ['result'], registers }),
    cacheLookups: new prometheus.Counter({ name: 'bua_cache_lookups_total', help: 'Lookups of the shared cache, by layer (redis, memory) and result (hit, miss).', labelNames: ['layer', 'result'], registers }),
    wordpressSeconds: new prometheus.Histogram({ name: 'bua_wordpress_request_duration_seconds', help: 'WordPress calls, by method and outcome (ok, error).', labelNames: ['method', 'outcome'], buckets: BUCKETS, registers }),
    wordpressErrors: new prometheus.Counter({ name: 'bua_wordpress_errors_total', help: 'Failed WordPress calls, by kind (outage, client, server, invalid).', labelNames: ['kind'], registers }),
    redisFaults: new prometheus.Counter({ name: 'bua_redis_faults_total', help: 'Redis commands that failed or were too slow, by store (cache, state).', labelNames: ['store'], registers }),
    signIns: new prometheus.Counter({ name: 'bua_sign_ins_total', help: 'Staff sign-ins, by method (password, sso) and outcome (succeeded, failed, throttled).', labelNames: ['method', 'outcome'], registers }),
    cspViolations: new prometheus.Counter({ name: 'bua_csp_violations_total', help: 'Content-Security-Policy violations browsers reported, by directive (a fixed list, else other) and disposition (enforce, report).', labelNames: ['directive', 'disposition'], registers }),
    cspReportsDropped: new prometheus.Counter({ name: 'bua_csp_reports_dropped_total', help: 'CSP reports not logged: request bodies over the budget (throttled) and violations past the per-body cap (excess).', labelNames: ['reason'], registers }),
  };
}

const metrics = globalThis[KEY] || (globalThis[KEY] = create());

/** The kind of route a path is, for the request counters (a handful of values, never the path). */
function routeKind(pathname) {
  const path = String(pathname || '/').split('?')[0];
  if (/^\/(?:_next\/static|images|fonts)\//.test(path) || path === '/favicon.ico' || path === '/icon.svg') return 'static';
  if (path.startsWith('/_next/image')) return 'image';
  if (/^\/api\/(?:auth|captcha)(?:\/|$)/.test(path) || /^\/(?:login|auth)(?:\/|$)/.test(path)) return 'sign-in';
  if (path.startsWith('/api/')) return 'api';
  if (/^\/(?:admin|redaktur|profile)(?:[/-]|$)/.test(path)) return 'staff';
  if (/^\/search(?:\/|$)/.test(path)) return 'search';
  if (/^\/(?:feed\/|sitemap\.xml$|robots\.txt$)/.test(path)) return 'feed';
  if (path.startsWith('/share/')) return 'share';
  if (path.startsWith('/internal') || path.startsWith('/preview')) return 'staff-view';
  return 'page';
}

module.exports = { metrics, routeKind };
