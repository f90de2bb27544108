/**
 * The one notion of the address a visitor asked for: scheme, host and port as the visitor's browser
 * sees them. Behind the front (nginx, a CDN) that is X-Forwarded-Proto and X-Forwarded-Host; straight
 * to an instance it is the Host header over plain HTTP. The request layer (server/clientAddress.cjs)
 * drops both forwarded headers unless the socket is a trusted proxy (TRUSTED_PROXIES), so what is read
 * here is either the front's word or the visitor's own Host.
 */
import { siteConfig } from '@/lib/config';

type HeaderReader = Pick<Headers, 'get'>;

function first(value: string | null): string {
  return (value ?? '').split(',')[0]!.trim();
}

/** An origin (`https://host[:port]`, default ports left out), or null for a malformed host. */
function originOf(scheme: string, host: string): string | null {
  if (!host || /[\s/\\@?#]/.test(host)) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** The origin the visitor asked for, or null when the request names none that parses. */
export function visitorOrigin(headers: HeaderReader): string | null {
  const proto = first(headers.get('x-forwarded-proto')).toLowerCase();
  const scheme = proto === 'https' ? 'https' : 'http';
  return originOf(scheme, first(headers.get('x-forwarded-host')) || first(headers.get('host')));
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
