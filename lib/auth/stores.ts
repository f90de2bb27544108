import { sharedRedis, sharedRedisReplicas } from '@/lib/redis/client';
import { RedisNonceStore, RedisRevocationStore } from './redisStores';
import type { NonceStore, RevocationStore } from './storeContracts';

export { SharedStoreUnavailableError, type NonceStore, type RevocationStore } from './storeContracts';

/**
 * Small stores behind interfaces: in this process (one instance, `npm run demo`) or, when
 * REDIS_URL (or Sentinel) is set, on Redis (redisStores.ts), so that several portal instances behind a load
 * balancer share used captchas, replayed webhooks and revoked sessions. (The login throttle uses
 * rate-limiter-flexible, memory or Redis: see throttle.ts.)
 */

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
    return redis ? new RedisRevocationStore(redis, 'bua:revoked', sharedRedisReplicas()) : new MemoryRevocationStore();
  });
}
