import type { StaffClaims } from './tokenLifecycle';

/** The session as the browser sees it (/api/auth/session): never the WordPress token. */
export interface PublicSession {
  expires: string;
  user: { name: string; login: string; roles: string[]; bureau: string | null };
  isSso: boolean;
  /** exp of the WordPress token in seconds, so the browser can ask in time for the refresh. */
  tokenExpiresAt: number;
  /** Behaviour §4: where an SSO session's logout goes (WordPress → CAS → /login); null if unusable. */
  ssoLogoutUrl: string | null;
}

/** The staff claims of a decoded session token, or null when any is missing or malformed. */
export function claimsOf(token: unknown): StaffClaims | null {
  if (!token || typeof token !== 'object') return null;
  const t = token as Record<string, unknown>;
  if (typeof t.wpToken !== 'string' || !t.wpToken || typeof t.wpTokenExp !== 'number' || typeof t.login !== 'string') return null;
  // Sessions from before server-side revocation carry no id: they cannot be ended, so they end now.
  if (typeof t.sid !== 'string' || !t.sid || typeof t.issuedAt !== 'number') return null;
  return {
    login: t.login,
    name: typeof t.name === 'string' && t.name ? t.name : t.login,
    roles: Array.isArray(t.roles) ? t.roles.filter((role): role is string => typeof role === 'string') : [],
    bureau: typeof t.bureau === 'string' ? t.bureau : null,
    isSso: t.isSso === true,
    wpToken: t.wpToken,
    wpTokenExp: t.wpTokenExp,
    validatedAt: typeof t.validatedAt === 'number' ? t.validatedAt : 0,
    sid: t.sid,
    issuedAt: t.issuedAt,
  };
}

export function publicSessionOf(claims: StaffClaims, expires: string, ssoLogoutUrl: string | null): PublicSession {
  return {
    expires,
    user: { name: claims.name, login: claims.login, roles: claims.roles, bureau: claims.bureau },
    isSso: claims.isSso,
    tokenExpiresAt: claims.wpTokenExp,
    ssoLogoutUrl: claims.isSso ? ssoLogoutUrl : null,
  };
}

/** A decoded session that may be used now: well-formed and its WordPress token not yet expired. */
export function usableClaims(token: unknown, nowSeconds = Math.floor(Date.now() / 1000)): StaffClaims | null {
  const claims = claimsOf(token);
  return claims && claims.wpTokenExp > nowSeconds ? claims : null;
}

/** Behaviour §6: which roles a guarded path needs (null: any signed-in user; undefined: not guarded). */
export function rolesForPath(normalizedPath: string): readonly string[] | null | undefined {
  if (normalizedPath.startsWith('/admin')) return ['bureau_admin'];
  if (normalizedPath.startsWith('/redaktur')) return ['bureau_redaktur'];
  if (normalizedPath === '/profile' || normalizedPath.startsWith('/profile/')) return null;
  return undefined;
}

export function hasAnyRole(claims: Pick<StaffClaims, 'roles'>, allowed: readonly string[] | null): boolean {
  return allowed === null || allowed.some((role) => claims.roles.includes(role));
}
