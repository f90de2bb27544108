import { ROLES } from './constants';

const BASE = 'http://portal.invalid';
/** Control characters, backslashes and whitespace never belong in a path we redirect to. */
const FORBIDDEN = /[\u0000-\u001f\u007f\\\s]/;

/**
 * A same-origin relative path (path, query, hash) to go to after signing in, or null.
 * Refuses absolute and protocol-relative URLs (`//evil`, `/\evil`, `https:…`, `javascript:…`),
 * control characters and backslashes (also percent-encoded ones that decode to `//` at the start),
 * and /login itself (a loop). When `origin` is given, an absolute URL on that exact origin is
 * accepted and reduced to its path (the SSO back end hands back origin + returnTo).
 */
export function sanitizeReturnTo(value: unknown, origin?: string): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  let candidate = value;
  if (origin && !candidate.startsWith('/')) {
    try {
      const absolute = new URL(candidate);
      if (absolute.origin !== new URL(origin).origin) return null;
      candidate = `${absolute.pathname}${absolute.search}${absolute.hash}`;
    } catch {
      return null;
    }
  }
  if (!candidate.startsWith('/') || candidate.startsWith('//') || FORBIDDEN.test(candidate)) return null;
  let decodedStart: string;
  try {
    decodedStart = decodeURIComponent(candidate.slice(0, 12));
  } catch {
    decodedStart = candidate;
  }
  if (decodedStart.startsWith('//') || decodedStart.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(candidate, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.pathname === '/login' || url.pathname.startsWith('/login/') || url.pathname.startsWith('/auth/sso-callback')) return null;
  return path;
}

/**
 * The plain-POST login form's callback address: `/login`, with a safe returnTo if any. The now
 * signed-in user is sent from there to returnTo or their dashboard by proxy.ts (the roles are
 * not known when the form is drawn). Null for anything else.
 */
export function loginCallbackPath(value: unknown, origin: string): string | null {
  if (typeof value !== 'string') return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== new URL(origin).origin || url.pathname !== '/login') return null;
  return loginPath(sanitizeReturnTo(url.searchParams.get('returnTo')));
}

/** `/login`, carrying a returnTo when there is one. */
export function loginPath(returnTo: string | null | undefined): string {
  return returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login';
}

/** Behaviour §4 step 6: the role's dashboard (bureau_admin first when someone has both). */
export function dashboardFor(roles: readonly string[] | undefined): string {
  if (roles?.includes(ROLES.admin)) return '/admin-dashboard';
  if (roles?.includes(ROLES.redaktur)) return '/redaktur-dashboard';
  return '/';
}

/** Where a signed-in user goes: returnTo if it is safe, else the role's dashboard. */
export function destinationAfterLogin(returnTo: unknown, roles: readonly string[] | undefined, origin?: string): string {
  return sanitizeReturnTo(returnTo, origin) ?? dashboardFor(roles);
}
