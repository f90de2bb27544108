/**
 * The one notion of the address a visitor asked for: scheme, host and port as the visitor's browser
 * sees them. The request layer (server/clientAddress.cjs) decides it once per request and writes it
 * to VISITOR_ORIGIN_HEADER (whatever a client sent under that name is overwritten): behind a trusted
 * front (TRUSTED_PROXIES) its X-Forwarded-Proto and X-Forwarded-Host, else the Host header over plain
 * HTTP. Without the request layer (a bare `next start`) the Host header counts.
 */
import { siteConfig } from '@/lib/config';
import { VISITOR_ORIGIN_HEADER } from './requestNames.cjs';

type HeaderReader = Pick<Headers, 'get'>;

/** An origin (`https://host[:port]`, default ports left out), or null for a malformed address. */
function originOf(address: string): string | null {
  const match = /^(https?):\/\/([^\s/\\@?#]+)$/i.exec(address.trim());
  if (!match) return null;
  try {
    return new URL(`${match[1]!.toLowerCase()}://${match[2]}`).origin;
  } catch {
    return null;
  }
}

/** The origin the visitor asked for, or null when the request names none that parses. */
export function visitorOrigin(headers: HeaderReader): string | null {
  const decided = headers.get(VISITOR_ORIGIN_HEADER);
  if (decided !== null) return originOf(decided);
  const host = (headers.get('host') ?? '').split(',')[0]!.trim();
  return host ? originOf(`http://${host}`) : null;
}

/** The portal's one public origin (SITE_URL): sign-in, next-auth's callbacks and CAS's return live there. */
export function siteOrigin(): string | null {
  try {
    return new URL(siteConfig.url).origin;
  } catch {
    return null;
  }
}

/**
 * Where a request asked on another origin than the site's should go instead: the same path and query
 * on SITE_URL; null when it already is there (or either origin is unknown). A redirect is only ever
 * made between two different origins, so it can never point at the address it was asked on.
 */
export function onSiteOrigin(headers: HeaderReader, pathAndQuery: string): URL | null {
  const site = siteOrigin();
  const asked = visitorOrigin(headers);
  if (!site || !asked || asked === site) return null;
  return new URL(pathAndQuery, site);
}
