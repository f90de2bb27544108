/** @jest-environment node */
import { AsyncLocalStorage } from 'node:async_hooks';
import { logEvent } from './logger.cjs';
import { captureLog } from '@/tests/logCapture';
import { LOG_CONTEXT_KEY } from '@/lib/http/requestNames.cjs';

// The request layer (server/index.cjs) runs each request in this context.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const guard = require('@/server/requestId.cjs') as { requestIdOf: (headers: Record<string, string>, fromTrustedProxy: boolean) => string };

describe('the structured log', () => {
  it("writes one JSON line with level, event, instance and the request's id", () => {
    const storage = new AsyncLocalStorage<{ requestId: string }>();
    (globalThis as Record<symbol, unknown>)[LOG_CONTEXT_KEY] = storage;
    const lines = captureLog();
    storage.run({ requestId: 'req-12345678' }, () => logEvent('warn', 'wp.request.failed', { path: 'wp/v2/berita', status: 502 }));
    logEvent('info', 'outside.request', {});
    expect(lines[0]).toEqual(expect.objectContaining({ level: 'warn', event: 'wp.request.failed', requestId: 'req-12345678', path: 'wp/v2/berita', status: 502, instance: expect.any(String) }));
    expect(lines[1]).not.toHaveProperty('requestId');
    delete (globalThis as Record<symbol, unknown>)[LOG_CONTEXT_KEY];
  });

  it('never writes a token, password, authorization or cookie, even when a caller passes one', () => {
    const lines = captureLog();
    logEvent('error', 'careless', { token: 'a.b.c', password: 'rahasia', nested: { authorization: 'Bearer x', cookie: 'sid=1' } });
    expect(JSON.stringify(lines)).not.toMatch(/a\.b\.c|rahasia|Bearer x|sid=1/);
  });
});

describe('request ids (server/requestId.cjs)', () => {
  it("takes nginx's id only from a trusted proxy and only when it looks like one; else makes its own", () => {
    expect(guard.requestIdOf({ 'x-request-id': '0123456789abcdef0123456789abcdef' }, true)).toBe('0123456789abcdef0123456789abcdef');
    expect(guard.requestIdOf({ 'x-request-id': '0123456789abcdef0123456789abcdef' }, false)).toMatch(/^[0-9a-f-]{36}$/);
    expect(guard.requestIdOf({ 'x-request-id': '<script>alert(1)</script>' }, true)).toMatch(/^[0-9a-f-]{36}$/);
  });
});
