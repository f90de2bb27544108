/** @jest-environment node */
import { createHmac } from 'node:crypto';
import { MAX_AGE_SECONDS, sign, verifySignature } from './signature';

const secret = 'a-long-shared-secret-for-tests';
const body = '{"type":"berita","id":1,"slugs":["a"]}';
const now = 1_800_000_000;
const timestamp = String(now);

describe('webhook signature', () => {
  it('is sha256= plus the hex HMAC of "{timestamp}.{body}" (what the plugin computes)', () => {
    const hex = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
    expect(sign(secret, timestamp, body)).toBe(`sha256=${hex}`);
  });

  it('accepts a correct signature, also in upper case', () => {
    const signature = sign(secret, timestamp, body);
    expect(verifySignature({ secret, timestamp, signature, body, nowSeconds: now })).toEqual({ ok: true });
    expect(verifySignature({ secret, timestamp, signature: signature.toUpperCase().replace('SHA256=', 'sha256='), body, nowSeconds: now + 10 }).ok).toBe(true);
  });

  it('refuses a wrong secret, an altered body or another timestamp', () => {
    const signature = sign(secret, timestamp, body);
    expect(verifySignature({ secret: `${secret}x`, timestamp, signature, body, nowSeconds: now }).ok).toBe(false);
    expect(verifySignature({ secret, timestamp, signature, body: body.replace('1', '2'), nowSeconds: now }).ok).toBe(false);
    expect(verifySignature({ secret, timestamp: String(now + 1), signature, body, nowSeconds: now }).ok).toBe(false);
  });

  it('refuses missing headers and malformed values', () => {
    expect(verifySignature({ secret, timestamp: null, signature: 'sha256=00', body, nowSeconds: now }).ok).toBe(false);
    expect(verifySignature({ secret, timestamp, signature: null, body, nowSeconds: now }).ok).toBe(false);
    expect(verifySignature({ secret, timestamp: '12abc', signature: sign(secret, '12abc', body), body, nowSeconds: now }).ok).toBe(false);
    expect(verifySignature({ secret, timestamp, signature: 'sha256=short', body, nowSeconds: now }).ok).toBe(false);
  });

  it('refuses stale or future timestamps (replays)', () => {
    const old = String(now - MAX_AGE_SECONDS - 1);
    expect(verifySignature({ secret, timestamp: old, signature: sign(secret, old, body), body, nowSeconds: now })).toEqual({ ok: false, reason: 'stale timestamp' });
    const future = String(now + MAX_AGE_SECONDS + 1);
    expect(verifySignature({ secret, timestamp: future, signature: sign(secret, future, body), body, nowSeconds: now }).ok).toBe(false);
  });

  it('refuses everything while the portal has no (or a too short) secret', () => {
    for (const configured of [undefined, '', 'short']) {
      expect(verifySignature({ secret: configured, timestamp, signature: sign(configured ?? '', timestamp, body), body, nowSeconds: now })).toEqual({
        ok: false,
        reason: 'REVALIDATE_SECRET is not configured',
      });
    }
  });
});
