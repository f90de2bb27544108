import { isIP } from 'node:net';

import { CLIENT_ADDRESS_HEADER } from './requestNames.cjs';

/**
 * CLIENT_ADDRESS_HEADER: where the request layer (server/clientAddress.cjs, preloaded into the
 * server) writes the client address it decided from the socket and TRUSTED_PROXIES; whatever a
 * client sent under this name is overwritten there. Nothing else in the portal reads
 * X-Forwarded-For or X-Real-IP.
 */
export { CLIENT_ADDRESS_HEADER };

type HeaderBag = Headers | Record<string, string | string[] | undefined> | undefined;

function read(headers: HeaderBag): string | undefined {
  if (!headers) return undefined;
  if (headers instanceof Headers) return headers.get(CLIENT_ADDRESS_HEADER) ?? undefined;
  const value = headers[CLIENT_ADDRESS_HEADER];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The one rule for the client's address (login throttle, survey, visitor counting, logs).
 * 'unknown' without the guard (e.g. `next dev`), so everything still works, sharing one bucket.
 */
export function clientAddress(headers: HeaderBag): string {
  const value = read(headers)?.trim();
  return value && isIP(value) ? value : 'unknown';
}
