/**
 * The client address used by the login throttle. Next.js route handlers do not expose the socket
 * address; Next's server fills `x-forwarded-for` with it only when the header is absent. Behind a
 * reverse proxy that appends the real address, the last entry is the trustworthy one; with more
 * proxies set TRUSTED_PROXY_HOPS to their count. Without any proxy a client can send its own
 * header, so the per-username limit is the one that cannot be dodged: deploy behind a proxy.
 */
export function clientAddress(headers: Record<string, string | string[] | undefined> | undefined, env: NodeJS.ProcessEnv = process.env): string {
  const raw = headers?.['x-forwarded-for'];
  const value = Array.isArray(raw) ? raw.join(',') : raw;
  const hops = Number.isInteger(Number(env.TRUSTED_PROXY_HOPS)) && Number(env.TRUSTED_PROXY_HOPS) > 0 ? Number(env.TRUSTED_PROXY_HOPS) : 1;
  if (value) {
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const picked = entries[Math.max(0, entries.length - hops)];
    if (picked) return picked.slice(0, 64);
  }
  const real = headers?.['x-real-ip'];
  const single = Array.isArray(real) ? real[0] : real;
  return single?.trim().slice(0, 64) || 'unknown';
}
