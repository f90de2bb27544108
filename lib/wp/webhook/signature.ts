import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signature (the plugin's revalidate-send.php signs the same way):
 *   X-BUA-Timestamp: unix seconds when the request was sent
 *   X-BUA-Signature: sha256=<hex HMAC-SHA256(secret, "{timestamp}.{raw body}")>
 * An HMAC instead of the bare secret in a header: the secret never travels, so it cannot leak
 * from logs or a plain-http hop, and a body cannot be altered. The timestamp bounds replays.
 */
export const SIGNATURE_HEADER = 'x-bua-signature';
export const TIMESTAMP_HEADER = 'x-bua-timestamp';
/** Clock skew plus delivery time we accept; retries are signed afresh, so this can stay short. */
export const MAX_AGE_SECONDS = 300;
/** A shorter secret is a configuration mistake, not a secret. */
export const MIN_SECRET_LENGTH = 16;

export function sign(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function verifySignature(input: {
  secret: string | undefined;
  timestamp: string | null;
  signature: string | null;
  body: string;
  nowSeconds: number;
}): SignatureCheck {
  const { secret, timestamp, signature, body, nowSeconds } = input;
  if (!secret || secret.length < MIN_SECRET_LENGTH) return { ok: false, reason: 'REVALIDATE_SECRET is not configured' };
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || !signature) return { ok: false, reason: 'missing signature' };
  if (Math.abs(nowSeconds - Number(timestamp)) > MAX_AGE_SECONDS) return { ok: false, reason: 'stale timestamp' };
  const expected = Buffer.from(sign(secret, timestamp, body));
  const given = Buffer.from(signature.trim().toLowerCase());
  // timingSafeEqual needs equal lengths; a length mismatch is simply wrong.
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'bad signature' };
  return { ok: true };
}
