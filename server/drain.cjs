/**
 * An instance's place in the front's rotation, so it restarts without a failed request.
 *
 * Warming: an instance behind a front (TRUSTED_PROXIES set) is out of the rotation from its start
 * until it has rendered WARM_PATHS itself (default: home, a landing, SAKIP, profiles, search), so
 * no visitor waits for its first renders. Meanwhile readiness says 'warming', and a request that
 * came through the front (it names the client in X-Forwarded-For) and that the front may try
 * elsewhere (GET, HEAD) is answered 503: nginx asks another instance (proxy_next_upstream http_503).
 * Other requests are served as usual.
 *
 * A graceful stop on SIGTERM (and SIGINT):
 * 1. at once, readiness (`/api/health?ready=1`) answers 503 ('draining'); whatever arrives is still
 *    served for DRAIN_GRACE_MS (default 500 ms), each answer saying `Connection: close`, so the
 *    front opens new connections for what follows. (Sending the front's pages back with 503 here
 *    would leave a visitor with that 503 whenever the other instance's try failed too.)
 * 2. then the instance stops accepting connections (nginx's next attempt is refused and goes to
 *    another instance at once) and closes its idle keep-alive connections;
 * 3. it exits once the requests in flight have finished, at the latest after DRAIN_TIMEOUT_MS
 *    (default 10 s).
 * Next's own signal handling is switched off (NEXT_MANUAL_SIG_HANDLE): it would stop at once.
 */
'use strict';
const http = require('node:http');
const { logEvent } = require('../lib/log/logger.cjs');

const servers = new Set();
const state = { draining: false, warm: true };
const DEFAULT_WARM_PATHS = '/ /berita /sakip /profil /search';

function number(value, fallback) {
  return Number.isFinite(Number(value)) && Number(value) >= 0 && String(value).trim() !== '' ? Number(value) : fallback;
}

/** GET of `path` from the instance itself (no X-Forwarded-For: never held back); never throws. */
function fetchOwn(port, path) {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, timeout: 30_000 }, (res) => {
      res.resume();
      res.on('end', resolve);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', resolve);
  });
}

/** Renders WARM_PATHS once, one after the other, then joins the rotation. */
async function warmUp(server, env) {
  const address = server.address();
  const paths = String(env.WARM_PATHS ?? DEFAULT_WARM_PATHS).split(/\s+/).filter((path) => path.startsWith('/'));
  const started = Date.now();
  if (address && typeof address === 'object') for (const path of paths) await fetchOwn(address.port, path);
  state.warm = true;
  logEvent('info', 'server.warm', { paths: paths.length, ms: Date.now() - started });
}

/** Remembers the server once it listens (server/index.cjs); warms it behind a front. */
function track(server, env = process.env) {
  const first = servers.size === 0;
  servers.add(server);
  if (first && String(env.TRUSTED_PROXIES ?? '').trim()) {
    state.warm = false;
    warmUp(server, env);
  }
}

function isDraining() {
  return state.draining;
}

/**
 * While warming or draining: readiness says which. Warming, a retryable request from the front is
 * sent back to it (503); draining, every request is served and its connection ends with it.
 */
function answerWhileDraining(req, res) {
  if (!state.draining && state.warm) return false;
  if (state.draining) res.shouldKeepAlive = false;
  const status = state.draining ? 'draining' : 'warming';
  if (/^\/api\/health\?(?:.*&)?ready=1(?:&|$)/.test(String(req.url || ''))) {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '5', Connection: 'close' });
    res.end(JSON.stringify({ status }));
    return true;
  }
  if (!state.draining && req.headers['x-forwarded-for'] && (req.method === 'GET' || req.method === 'HEAD')) {
    res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '2', Connection: 'close' });
    res.end('Instance warming.\n');
    return true;
  }
  return false;
}

function drain(signal, env = process.env, exit = (code) => process.exit(code)) {
  if (state.draining) return;
  state.draining = true;
  const graceMs = number(env.DRAIN_GRACE_MS, 500);
  const timeoutMs = number(env.DRAIN_TIMEOUT_MS, 10_000);
  logEvent('info', 'server.draining', { signal, graceMs, timeoutMs });
  // Idle connections are closed from the event loop's check phase (afterPoll), never straight from
  // a timer: a request the front sent on a kept-alive connection while this process was busy (a
  // render) is read in the poll phase between the two, and that connection is then no longer idle.
  // Closed at the timer, it would be cut unread, and the front, its one retry spent on another
  // instance, would answer the visitor 502.
  const afterPoll = (close) => () => setImmediate(close);
  setTimeout(afterPoll(() => {
    let open = servers.size;
    const done = () => {
      logEvent('info', 'server.drained', { signal });
      exit(0);
    };
    if (open === 0) return done();
    for (const server of servers) {
      // A keep-alive connection whose request finishes now turns idle: closed on the next sweep.
      const sweep = setInterval(afterPoll(() => server.closeIdleConnections()), 100);
      sweep.unref();
      // Node's close() also closes the idle connections of the moment.
      server.close(() => {
        clearInterval(sweep);
        open -= 1;
        if (open === 0) done();
      });
    }
    setTimeout(() => {
      logEvent('warn', 'server.drain.timeout', { signal, timeoutMs });
      exit(0);
    }, timeoutMs).unref();
  }), graceMs).unref();
}

function installDrain() {
  process.env.NEXT_MANUAL_SIG_HANDLE = '1';
  process.on('SIGTERM', () => drain('SIGTERM'));
  process.on('SIGINT', () => drain('SIGINT'));
}

module.exports = { installDrain, track, isDraining, answerWhileDraining, drain, _state: state, _servers: servers };
