/**
 * A graceful stop on SIGTERM (and SIGINT), so an instance restarts without a failed request:
 * 1. at once, readiness (`/api/health?ready=1`) answers 503, so a balancer that checks it sends
 *    nothing new; requests keep being served for DRAIN_GRACE_MS (default 500 ms);
 * 2. then the instance stops accepting connections (nginx's next attempt goes to another
 *    instance), idle keep-alive connections are closed and every answer still to go says
 *    `Connection: close`;
 * 3. it exits once the requests in flight have finished, at the latest after DRAIN_TIMEOUT_MS
 *    (default 10 s).
 * Next's own signal handling is switched off (NEXT_MANUAL_SIG_HANDLE): it would stop at once.
 */
'use strict';
const { logEvent } = require('../lib/log/logger.cjs');

const servers = new Set();
const state = { draining: false };

function number(value, fallback) {
  return Number.isFinite(Number(value)) && Number(value) >= 0 && String(value).trim() !== '' ? Number(value) : fallback;
}

/** Remembers a server that started listening (the guard sees its 'listening' event). */
function track(server) {
  servers.add(server);
}

function isDraining() {
  return state.draining;
}

/** While draining: readiness says so, and the connection of every answer ends with it. */
function answerWhileDraining(req, res) {
  if (!state.draining) return false;
  res.shouldKeepAlive = false;
  if (/^\/api\/health\?(?:.*&)?ready=1(?:&|$)/.test(String(req.url || ''))) {
    res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store', 'Retry-After': '5', Connection: 'close' });
    res.end(JSON.stringify({ status: 'draining' }));
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
  setTimeout(() => {
    let open = servers.size;
    const done = () => {
      logEvent('info', 'server.drained', { signal });
      exit(0);
    };
    if (open === 0) return done();
    for (const server of servers) {
      // A keep-alive connection whose request finishes now turns idle: closed on the next sweep.
      const sweep = setInterval(() => server.closeIdleConnections(), 100);
      sweep.unref();
      server.close(() => {
        clearInterval(sweep);
        open -= 1;
        if (open === 0) done();
      });
      server.closeIdleConnections();
    }
    setTimeout(() => {
      logEvent('warn', 'server.drain.timeout', { signal, timeoutMs });
      exit(0);
    }, timeoutMs).unref();
  }, graceMs).unref();
}

function installDrain() {
  process.env.NEXT_MANUAL_SIG_HANDLE = '1';
  process.on('SIGTERM', () => drain('SIGTERM'));
  process.on('SIGINT', () => drain('SIGINT'));
}

module.exports = { installDrain, track, isDraining, answerWhileDraining, drain, _state: state, _servers: servers };
