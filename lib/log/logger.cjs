/**
 * The portal's structured log: one JSON line per event on stdout (pino), which systemd's journal
 * or any collector reads. Every line names the instance and, inside a request, the request id that
 * the request layer (server/requestId.cjs) assigned (also sent back as X-Request-Id), so a line in the log can be
 * matched to the answer a visitor saw.
 *
 * Plain CommonJS so the request layer and Next's cache handler (loaded outside the bundler) share
 * it with the app. Secrets never reach it by construction: callers pass named fields, and the
 * fields that could carry one are redacted all the same.
 */
'use strict';
const os = require('node:os');
const pino = require('pino');

const { LOG_CONTEXT_KEY } = require('../http/requestNames.cjs');

function instanceName(env = process.env) {
  return env.INSTANCE_ID || `${os.hostname()}:${env.PORT || '3000'}`;
}

function createLogger(destination) {
  return pino(
    {
      level: process.env.LOG_LEVEL || 'info',
      base: { instance: instanceName() },
      messageKey: 'event',
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: ['token', 'password', 'authorization', 'cookie', '*.token', '*.password', '*.authorization', '*.cookie'], censor: '[redacted]' },
    },
    destination,
  );
}

// One logger per process, also for copies of this file loaded outside the bundle (the cache handler).
const LOGGER = Symbol.for('bua.logger');
globalThis[LOGGER] = globalThis[LOGGER] || createLogger();

/** The request id of the request this code runs for, if any. */
function currentRequestId() {
  const storage = globalThis[LOG_CONTEXT_KEY];
  const context = storage && typeof storage.getStore === 'function' ? storage.getStore() : undefined;
  return context && context.requestId ? context.requestId : undefined;
}

/**
 * Writes one event: `level` ('info' | 'warn' | 'error'), a dotted `event` name such as
 * 'wp.request.failed', and plain fields (no tokens, no passwords).
 */
function logEvent(level, event, fields) {
  const requestId = currentRequestId();
  globalThis[LOGGER][level]({ ...(requestId ? { requestId } : {}), ...fields }, event);
}

/** Tests send the lines elsewhere (any object with a write(line) method). */
function setLogDestination(destination) {
  globalThis[LOGGER] = createLogger(destination);
}

module.exports = { logEvent, setLogDestination, instanceName };
