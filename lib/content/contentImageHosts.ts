/**
 * Hosts besides WordPress whose images a post body may show (CONTENT_IMAGE_HOSTS, space- or
 * comma-separated host names). Their images go through Next's optimiser on the portal's own
 * origin, so the Content-Security-Policy's img-src stays closed to them; next.config.ts lists
 * them as the optimiser's remote patterns. Read by next.config.ts too, so this imports nothing.
 */

/** A remote pattern as next.config.ts's images.remotePatterns takes it. */
export interface ContentImagePattern {
  protocol: 'https';
  hostname: string;
  pathname: '/**';
}

/**
 * The listed hosts, lower case (punycode for a non-ASCII name). An entry with a scheme, port,
 * path or wildcard is not a host name and is left out: the optimiser would never match it the way
 * the sanitiser does.
 */
export function contentImageHosts(): string[] {
  const hosts = new Set<string>();
  for (const entry of (process.env.CONTENT_IMAGE_HOSTS ?? '').split(/[\s,]+/)) {
    const name = entry.replace(/\.$/, '');
    if (!name || /[/:@?#*\\]/.test(name)) continue;
    try {
      hosts.add(new URL(`https://${name}`).hostname);
    } catch {
      // Not a host name: left out like the others above.
    }
  }
  return [...hosts];
}

/** The listed hosts as Next's images.remotePatterns: https only, any path. */
export function contentImageRemotePatterns(): ContentImagePattern[] {
  return contentImageHosts().map((hostname) => ({ protocol: 'https', hostname, pathname: '/**' }));
}
