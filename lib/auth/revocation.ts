import { SESSION_MAX_AGE_SECONDS } from './constants';
import { defaultRevocationStore, type RevocationStore } from './stores';
import type { StaffClaims } from './tokenLifecycle';

/**
 * Server-side end of sessions. The session cookie is self-contained (next-auth JWT strategy), so a
 * copy of it would outlive a sign-out; each session therefore carries an id (`sid`) that sign-out
 * revokes here, and WordPress can end every session of a user (password change, removal, sign-out
 * elsewhere: its `sessions_revoked` notice, see app/api/revalidate). Entries are kept only until
 * the sessions they end would have expired anyway.
 */
type Session = Pick<StaffClaims, 'sid' | 'issuedAt' | 'login'>;

export async function isSessionRevoked(session: Session, store: RevocationStore = defaultRevocationStore(), nowMs = Date.now()): Promise<boolean> {
  // Both asked at once: the proxy asks on every signed-in request (one round trip to Redis, not two).
  const [revoked, upTo] = await Promise.all([store.isSessionRevoked(session.sid, nowMs), store.userRevokedUpTo(session.login, nowMs)]);
  return revoked || (upTo > 0 && session.issuedAt <= upTo);
}

export async function revokeSession(session: Pick<StaffClaims, 'sid' | 'issuedAt'>, store: RevocationStore = defaultRevocationStore()): Promise<void> {
  await store.revokeSession(session.sid, (session.issuedAt + SESSION_MAX_AGE_SECONDS) * 1000);
}

/** Every session of `login` signed in at or before `atSeconds` ends. */
export async function revokeUserSessions(login: string, atSeconds: number, store: RevocationStore = defaultRevocationStore(), nowMs = Date.now()): Promise<void> {
  await store.revokeUser(login, atSeconds, nowMs + SESSION_MAX_AGE_SECONDS * 1000);
}
