/**
 * Small stores behind interfaces, so the in-memory versions used now can be swapped for a shared
 * one (Redis, a database table) when several portal instances run behind a load balancer: with
 * in-memory stores each instance counts failures and remembers used captchas on its own.
 */

/** Failure timestamps per key, for the login throttle (a sliding window). */
export interface AttemptStore {
  /** Records one failure at `now` and answers the failures of the window that ends at `now`. */
  record(key: string, now: number, windowMs: number): Promise<number[]>;
  /** The failures of the window that ends at `now` (oldest first). */
  list(key: string, now: number, windowMs: number): Promise<number[]>;
  clear(key: string): Promise<void>;
}

/** One-time identifiers (captcha ids): `consume` is true only the first time for an id. */
export interface NonceStore {
  consume(id: string, expiresAt: number, now: number): Promise<boolean>;
}

/** Bounds memory when someone floods the login with random usernames. */
const MAX_KEYS = 50_000;

export class MemoryAttemptStore implements AttemptStore {
  private readonly attempts = new Map<string, number[]>();

  async record(key: string, now: number, windowMs: number): Promise<number[]> {
    const recent = this.recent(key, now, windowMs);
    recent.push(now);
    this.attempts.delete(key);
    this.attempts.set(key, recent);
    if (this.attempts.size > MAX_KEYS) this.sweep(now, windowMs);
    return [...recent];
  }

  async list(key: string, now: number, windowMs: number): Promise<number[]> {
    return [...this.recent(key, now, windowMs)];
  }

  async clear(key: string): Promise<void> {
    this.attempts.delete(key);
  }

  private recent(key: string, now: number, windowMs: number): number[] {
    const kept = (this.attempts.get(key) ?? []).filter((at) => at > now - windowMs && at <= now);
    if (kept.length === 0) this.attempts.delete(key);
    return kept;
  }

  /** Drops expired keys, then the oldest ones (Map keeps insertion order) if still too many. */
  private sweep(now: number, windowMs: number) {
    for (const key of this.attempts.keys()) this.recent(key, now, windowMs);
    for (const key of this.attempts.keys()) {
      if (this.attempts.size <= MAX_KEYS) break;
      this.attempts.delete(key);
    }
  }
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
function processSingleton<T>(name: string, create: () => T): T {
  const holder = globalThis as typeof globalThis & { __buaAuthStores?: Map<string, unknown> };
  holder.__buaAuthStores ??= new Map();
  if (!holder.__buaAuthStores.has(name)) holder.__buaAuthStores.set(name, create());
  return holder.__buaAuthStores.get(name) as T;
}

export function defaultAttemptStore(): AttemptStore {
  return processSingleton('attempts', () => new MemoryAttemptStore());
}

export function defaultNonceStore(): NonceStore {
  return processSingleton('captcha-nonces', () => new MemoryNonceStore());
}
