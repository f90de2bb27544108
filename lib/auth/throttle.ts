import { defaultAttemptStore, type AttemptStore } from './stores';

export interface ThrottleLimits {
  /** Failures allowed per username within the window (issue 5: 5 per 5 minutes). */
  maxPerUsername: number;
  /**
   * Failures allowed per client address within the window. Higher than per username: one office
   * behind one NAT address shares it, and the per-username limit already stops password guessing.
   */
  maxPerClient: number;
  windowMs: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** Limits from LOGIN_THROTTLE_MAX (5), LOGIN_THROTTLE_CLIENT_MAX (20), LOGIN_THROTTLE_WINDOW_SECONDS (300). */
export function throttleLimits(env: NodeJS.ProcessEnv = process.env): ThrottleLimits {
  return {
    maxPerUsername: positiveInt(env.LOGIN_THROTTLE_MAX, 5),
    maxPerClient: positiveInt(env.LOGIN_THROTTLE_CLIENT_MAX, 20),
    windowMs: positiveInt(env.LOGIN_THROTTLE_WINDOW_SECONDS, 300) * 1000,
  };
}

export type ThrottleVerdict = { blocked: false } | { blocked: true; retryAfterMs: number };

const userKey = (username: string) => `user:${username.trim().toLowerCase()}`;
const clientKey = (client: string) => `client:${client}`;

/**
 * Login throttle: a sliding window of failures per username and per client. While either is at
 * its limit, attempts are refused before the captcha or WordPress is asked, and refused attempts
 * are not counted (so the lock lifts on time). A success clears the username's failures.
 */
export class LoginThrottle {
  constructor(
    private readonly store: AttemptStore = defaultAttemptStore(),
    private readonly limits: ThrottleLimits = throttleLimits(),
  ) {}

  async check(client: string, username: string, now = Date.now()): Promise<ThrottleVerdict> {
    const { windowMs } = this.limits;
    const waits = [
      this.wait(await this.store.list(userKey(username), now, windowMs), this.limits.maxPerUsername, now),
      this.wait(await this.store.list(clientKey(client), now, windowMs), this.limits.maxPerClient, now),
    ];
    const retryAfterMs = Math.max(...waits);
    return retryAfterMs > 0 ? { blocked: true, retryAfterMs } : { blocked: false };
  }

  /** Records a failure for the client, and for the username when the password was checked. */
  async fail(client: string, username: string | null, now = Date.now()): Promise<void> {
    await this.store.record(clientKey(client), now, this.limits.windowMs);
    if (username) await this.store.record(userKey(username), now, this.limits.windowMs);
  }

  async succeed(username: string): Promise<void> {
    await this.store.clear(userKey(username));
  }

  /** Milliseconds until fewer than `max` failures remain in the window; 0 when not blocked. */
  private wait(failures: number[], max: number, now: number): number {
    if (failures.length < max) return 0;
    const lifting = failures[failures.length - max];
    return lifting === undefined ? 0 : Math.max(1, lifting + this.limits.windowMs - now);
  }
}

/** Whole minutes to show in the message (at least 1). */
export function retryMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
