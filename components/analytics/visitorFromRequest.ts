import { isIP } from 'node:net';

export interface Visitor {
  ip?: string;
  userAgent?: string;
}

/** Longest user agent passed on; real ones are far shorter, this only bounds abuse. */
const MAX_USER_AGENT = 512;

/**
 * The visitor behind a request to a portal route, for WordPress's per-visitor rules (one survey
 * vote per page per day, unique visitors per day). The address comes from the reverse proxy:
 * x-real-ip when it sets one, else the right-most X-Forwarded-For entry, which the nearest proxy
 * appended (entries further left are whatever the client chose to send). Anything that is not an
 * IP address is dropped.
 */
export function visitorFromRequest(headers: Headers): Visitor {
  const forwarded = headers.get('x-forwarded-for')?.split(',').map((part) => part.trim()).filter(Boolean) ?? [];
  const candidate = headers.get('x-real-ip')?.trim() || forwarded[forwarded.length - 1];
  const userAgent = headers.get('user-agent')?.trim().slice(0, MAX_USER_AGENT);
  return {
    ip: candidate && isIP(candidate) ? candidate : undefined,
    userAgent: userAgent || undefined,
  };
}
