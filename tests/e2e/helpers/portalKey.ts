import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The portal's server-to-server key for the local WordPress (WP_PORTAL_KEY, which scripts/e2e.sh
 * loads from .wordpress/portal.env). Tests that call WordPress's sign-in doors directly play the
 * portal's server with it.
 */
export function portalKey(): string {
  if (process.env.WP_PORTAL_KEY) return process.env.WP_PORTAL_KEY;
  const file = path.join(__dirname, '..', '..', '..', '.wordpress', 'portal.env');
  const line = readFileSync(file, 'utf8').split('\n').find((entry) => entry.startsWith('WP_PORTAL_KEY='));
  if (!line) throw new Error(`no WP_PORTAL_KEY in ${file}`);
  return line.slice('WP_PORTAL_KEY='.length).trim();
}

/** Headers of a call from the portal's server, optionally for a given visitor address and id. */
export function asPortal(client?: string, visitor?: string): Record<string, string> {
  const headers: Record<string, string> = { 'X-BUA-Portal-Key': portalKey() };
  if (client) headers['X-BUA-Client-IP'] = client;
  if (visitor) headers['X-BUA-Visitor'] = visitor;
  return headers;
}

/** A documentation-range address unique enough for one test (throttle and vote buckets). */
export function testAddress(): string {
  const n = Math.floor(Math.random() * 65_000);
  return `198.18.${n >> 8}.${n & 255}`;
}

/** A visitor id in the portal's format (32 hex characters). */
export function testVisitorId(): string {
  return Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16)).join('');
}
