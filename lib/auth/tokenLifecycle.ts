import { bureauFromLogin } from '@/lib/content/bureaus';
import { getCurrentUser, refreshToken, validateToken, WpError, type CurrentUser } from '@/lib/wp';
import { isTokenExpired, needsRefresh, needsValidation } from './schedule';

/** What the encrypted session cookie carries besides next-auth's own claims. */
export interface StaffClaims {
  login: string;
  name: string;
  roles: string[];
  bureau: string | null;
  isSso: boolean;
  /** The WordPress JWT: only ever inside the encrypted HttpOnly cookie, never sent to the browser. */
  wpToken: string;
  /** exp of the WordPress JWT, in seconds. */
  wpTokenExp: number;
  /** When the token was last validated (or issued, or refreshed), in seconds. */
  validatedAt: number;
  /** This session's id: sign-out revokes it on the server (lib/auth/revocation.ts). */
  sid: string;
  /** When this session was signed in, in seconds (a user-wide revocation ends older sessions). */
  issuedAt: number;
}

export class SessionEndedError extends Error {
  constructor(reason: string) {
    super(`Session ended: ${reason}`);
    this.name = 'SessionEndedError';
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** exp (seconds) of a JWT, read without verifying (the token came straight from WordPress). */
export function jwtExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' && Number.isFinite(claims.exp) ? claims.exp : null;
  } catch {
    return null;
  }
}

export { clientRefreshDelayMs, isTokenExpired, needsRefresh, needsValidation, refreshDueAt } from './schedule';

/** A network failure or time-out (behaviour §4: counts as still valid during validation). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof WpError && (error.status === 0 || error.status === 504);
}

export interface LifecycleDeps {
  refreshToken: typeof refreshToken;
  validateToken: typeof validateToken;
  getCurrentUser: typeof getCurrentUser;
}

const defaultDeps: LifecycleDeps = { refreshToken, validateToken, getCurrentUser };

/** Roles and bureau of a current-user answer (bureau from the back end, else from the login, behaviour §4). */
export function profileFrom(user: CurrentUser, fallbackLogin: string) {
  const login = user.user_login || user.slug || fallbackLogin;
  return { login, name: user.name || login, roles: user.roles ?? [], bureau: user.bureau || bureauFromLogin(login) };
}

/**
 * Run by next-auth's jwt callback on every session read: ends an expired session, refreshes the
 * WordPress token in its last 5 minutes (any failure ends the session, behaviour §4), and validates it
 * every 15 minutes (token/validate, then current-user; a network error counts as valid; anything
 * else ends the session). Throwing makes next-auth clear the cookie: the user is signed out.
 */
export async function maintainClaims<T extends StaffClaims>(claims: T, deps: LifecycleDeps = defaultDeps, now = nowSeconds()): Promise<T> {
  if (!claims.wpToken) throw new SessionEndedError('no token');
  if (isTokenExpired(claims, now)) throw new SessionEndedError('token expired');

  if (needsRefresh(claims, now)) {
    let token: string;
    try {
      token = await deps.refreshToken(claims.wpToken);
    } catch (error) {
      throw new SessionEndedError(`refresh failed (${error instanceof Error ? error.message : 'unknown'})`);
    }
    const exp = jwtExpiry(token);
    if (!exp || exp <= now) throw new SessionEndedError('refreshed token has no future exp');
    // The single-sign-on flag and the profile stay (behaviour §4).
    return { ...claims, wpToken: token, wpTokenExp: exp, validatedAt: now };
  }

  if (needsValidation(claims, now)) {
    let valid: boolean;
    try {
      valid = await deps.validateToken(claims.wpToken);
    } catch (error) {
      if (isNetworkError(error)) return { ...claims, validatedAt: now };
      valid = false;
    }
    if (valid) return { ...claims, validatedAt: now };
    try {
      const user = await deps.getCurrentUser(claims.wpToken);
      return { ...claims, ...profileFrom(user, claims.login), validatedAt: now };
    } catch (error) {
      if (isNetworkError(error)) return { ...claims, validatedAt: now };
      throw new SessionEndedError(`validation failed (${error instanceof Error ? error.message : 'unknown'})`);
    }
  }
  return claims;
}
