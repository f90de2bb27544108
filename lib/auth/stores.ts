import { sharedRedis } from '@/lib/redis/client';
import { RedisNonceStore, RedisRevocationStore } from './redisStores';

/**
 * Small stores behind interfaces: in this process (one instance, `npm run demo`) or, when
 * REDIS_URL is set, on Redis (redisStores.ts), so that several portal instances behind a load
 * balancer share used captchas, replayed webhooks and revoked sessions. (The login throttle uses
 * rate-limiter-flexible, memory or Redis: see throttle.ts.)
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

export class MemoryNonceStore implements NonceStore {
  private readonly used = new Map<string, number>();

  async consume(id: string, expiresAt: number, now: number): Promise<boolean> {
    for (const [key, until] of this.used) if (until <= now) this.used.delete(key);
    if (this.used.has(id)) return false;
    this.used.set(id, expiresAt);
    return true;
  }
}

/** One store per server process, also across Next's separately bundled route modules. */
export function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & { __buaAuthStores?: Map<string, unknown> };
  holder.__buaAuthStores ??= new Map();
  if (!holder.__buaAuthStores.has(name)) holder.__buaAuthStores.set(name, create());
  return holder.__buaAuthStores.get(name) as T;
}

function nonceStore(name: string): NonceStore {
  return processSingleton(name, () => {
    const redis = sharedRedis();
    return redis ? new RedisNonceStore(redis, `bua:${name}`) : new MemoryNonceStore();
  });
}

export function defaultNonceStore(): NonceStore {
  return nonceStore('captcha-nonces');
}

/** Webhook deliveries already accepted (their signature is the delivery id): replays are refused. */
export function defaultDeliveryStore(): NonceStore {
  return nonceStore('webhook-deliveries');
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

export class MemoryRevocationStore implements RevocationStore {
  private readonly sessions = new Map<string, number>();
  private readonly users = new Map<string, { upTo: number; until: number }>();

  async revokeSession(sid: string, untilMs: number): Promise<void> {
    this.sessions.set(sid, untilMs);
  }

  async isSessionRevoked(sid: string, nowMs: number): Promise<boolean> {
    for (const [key, until] of this.sessions) if (until <= nowMs) this.sessions.delete(key);
    return this.sessions.has(sid);
  }

  async revokeUser(login: string, issuedUpToSeconds: number, untilMs: number): Promise<void> {
    const key = login.toLowerCase();
    const known = this.users.get(key);
    this.users.set(key, { upTo: Math.max(issuedUpToSeconds, known?.upTo ?? 0), until: Math.max(untilMs, known?.until ?? 0) });
  }

  async userRevokedUpTo(login: string, nowMs: number): Promise<number> {
    for (const [key, entry] of this.users) if (entry.until <= nowMs) this.users.delete(key);
    return this.users.get(login.toLowerCase())?.upTo ?? 0;
  }
}

export function defaultRevocationStore(): RevocationStore {
  return processSingleton('revocations', () => {
    const redis = sharedRedis();
    return redis ? new RedisRevocationStore(redis) : new MemoryRevocationStore();
  });
}
