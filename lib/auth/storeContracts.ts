/**
 * What the stores of ./stores.ts promise, in memory or on Redis (./redisStores.ts): their own
 * module, so that both sides import it and neither imports the other.
 */

/**
 * The shared store (Redis) cannot answer: a one-time id can be neither confirmed fresh nor safely
 * accepted. Callers say so plainly ('Server error. Please try again later.' at sign-in, 503 to a
 * webhook so WordPress retries) instead of calling the id used.
 */
export class SharedStoreUnavailableError extends Error {
  constructor(what: string) {
    super(`shared store unavailable: ${what}`);
    this.name = 'SharedStoreUnavailableError';
  }
}

/**
 * One-time identifiers (captcha ids): `consume` is true only the first time for an id; it throws
 * SharedStoreUnavailableError when the shared store is down.
 */
export interface NonceStore {
  consume(id: string, expiresAt: number, now: number): Promise<boolean>;
}

/**
 * Ended sessions. A signed-out session's id stays revoked until the session could have expired
 * anyway; a user whose sessions WordPress ended (password change, removal) is refused for every
 * session issued at or before that moment.
 */
export interface RevocationStore {
  revokeSession(sid: string, untilMs: number): Promise<void>;
  isSessionRevoked(sid: string, nowMs: number): Promise<boolean>;
  revokeUser(login: string, issuedUpToSeconds: number, untilMs: number): Promise<void>;
  /** Unix seconds: sessions of the user issued at or before this are ended (0 = none). */
  userRevokedUpTo(login: string, nowMs: number): Promise<number>;
}
