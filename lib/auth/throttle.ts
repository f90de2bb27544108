import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { sharedRedis, withDeadlines, type SharedRedis } from '@/lib/redis/client';
import { processSingleton } from './stores';

export interface ThrottleLimits {
  /** Failures of one username from one address within the window before that pair is locked. */
  maxPerPair: number;
  /**
   * Failures allowed per client address within the window, across usernames. Higher than per
   * pair: one office behind one NAT address shares it.
   */
  maxPerClient: number;
  /**
   * Failures of one username from all addresses after which every further attempt is slowed
   * (progressive delay) instead of refused: a stranger must not be able to lock a known admin out.
   */
  slowAfterPerUsername: number;
  windowMs: number;
}

function positiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

/** LOGIN_THROTTLE_MAX (5), LOGIN_THROTTLE_CLIENT_MAX (20), LOGIN_THROTTLE_SLOW_AFTER (10), LOGIN_THROTTLE_WINDOW_SECONDS (300). */
export function throttleLimits(env: NodeJS.ProcessEnv = process.env): ThrottleLimits {
  return {
    maxPerPair: positiveInt(env.LOGIN_THROTTLE_MAX, 5),
    maxPerClient: positiveInt(env.LOGIN_THROTTLE_CLIENT_MAX, 20),
    slowAfterPerUsername: positiveInt(env.LOGIN_THROTTLE_SLOW_AFTER, 10),
    windowMs: positiveInt(env.LOGIN_THROTTLE_WINDOW_SECONDS, 300) * 1000,
  };
}

/** The most a slowed attempt waits; beyond it the delay would only tie up the server. */
export const MAX_DELAY_MS = 3000;
const DELAY_STEP_MS = 500;

/**
 * A username as WordPress resolves it: `Admin_Humas`, ` admin_humas` and `<b>admin_humas</b>`
 * are one account (WordPress sanitises markup and spaces away and compares case-insensitively),
 * so they are one key here too. E-mail addresses stay e-mail addresses (lower-cased); WordPress's
 * own throttle (the plugin's login-guard.php) resolves them to the account.
 */
export function canonicalUsername(username: string): string {
  return username
    .normalize('NFKC')
    .replace(/<[^>]*>/g, '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .toLowerCase()
    .slice(0, 200);
}

export type ThrottleVerdict = { blocked: false; delayMs: number } | { blocked: true; retryAfterMs: number };

export interface ThrottleLimiters {
  pair: RateLimiterAbstract;
  client: RateLimiterAbstract;
  username: RateLimiterAbstract;
}

/** In-process limiters; one set per server process (Next bundles route modules separately). */
export function memoryLimiters(limits: ThrottleLimits = throttleLimits()): ThrottleLimiters {
  const duration = Math.ceil(limits.windowMs / 1000);
  return {
    pair: new RateLimiterMemory({ keyPrefix: 'login-pair', points: limits.maxPerPair, duration }),
    client: new RateLimiterMemory({ keyPrefix: 'login-client', points: limits.maxPerClient, duration }),
    username: new RateLimiterMemory({ keyPrefix: 'login-user', points: 1_000_000, duration }),
  };
}

/**
 * The same limiters on Redis, shared by every instance (5 failures spread over two instances still
 * lock). While Redis is down, or slow past the commands' deadline, each instance falls back to
 * its own memory limiter (the insurance), so sign-in keeps working with per-instance counts rather
 * than failing or waiting.
 */
export function redisLimiters(redis: SharedRedis, limits: ThrottleLimits = throttleLimits()): ThrottleLimiters {
  const duration = Math.ceil(limits.windowMs / 1000);
  const memory = memoryLimiters(limits);
  const storeClient = withDeadlines(redis);
  const onRedis = (keyPrefix: string, points: number, insuranceLimiter: RateLimiterMemory) =>
    new RateLimiterRedis({ storeClient, useRedisPackage: true, rejectIfRedisNotReady: true, keyPrefix: `bua:${keyPrefix}`, points, duration, insuranceLimiter });
  return {
    pair: onRedis('login-pair', limits.maxPerPair, memory.pair as RateLimiterMemory),
    client: onRedis('login-client', limits.maxPerClient, memory.client as RateLimiterMemory),
    username: onRedis('login-user', 1_000_000, memory.username as RateLimiterMemory),
  };
}

function defaultLimiters(): ThrottleLimiters {
  return processSingleton('login-limiters', () => {
    const redis = sharedRedis();
    return redis ? redisLimiters(redis) : memoryLimiters();
  });
}

const pairKey = (client: string, username: string) => `${canonicalUsername(username)}|${client}`;

async function consumed(limiter: RateLimiterAbstract, key: string): Promise<RateLimiterRes | null> {
  return limiter.get(key);
}

/** Counts a failure; a limiter answering "over the limit" by rejecting is expected here. */
async function penalise(limiter: RateLimiterAbstract, key: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}

/**
 * Login throttle (rate-limiter-flexible): failures are counted per username+address (locks that
 * pair), per address (locks the address across usernames) and per username across addresses
 * (slows, never locks). Locked attempts are refused before the captcha or WordPress is asked and
 * are not counted, so a lock lifts on time. A success clears the pair.
 */
export class LoginThrottle {
  constructor(
    private readonly limiters: ThrottleLimiters = defaultLimiters(),
    private readonly limits: ThrottleLimits = throttleLimits(),
  ) {}

  async check(client: string, username: string): Promise<ThrottleVerdict> {
    const [pair, byClient, byUser] = await Promise.all([
      consumed(this.limiters.pair, pairKey(client, username)),
      consumed(this.limiters.client, client),
      consumed(this.limiters.username, canonicalUsername(username)),
    ]);
    const waits = [
      pair && pair.consumedPoints >= this.limits.maxPerPair ? pair.msBeforeNext : 0,
      byClient && byClient.consumedPoints >= this.limits.maxPerClient ? byClient.msBeforeNext : 0,
    ];
    const retryAfterMs = Math.max(...waits);
    if (retryAfterMs > 0) return { blocked: true, retryAfterMs };
    const over = (byUser?.consumedPoints ?? 0) - this.limits.slowAfterPerUsername + 1;
    return { blocked: false, delayMs: over > 0 ? Math.min(MAX_DELAY_MS, over * DELAY_STEP_MS) : 0 };
  }

  /** Records a failure for the client, and for the username when the password was checked. */
  async fail(client: string, username: string | null): Promise<void> {
    await Promise.all([
      penalise(this.limiters.client, client),
      ...(username ? [penalise(this.limiters.pair, pairKey(client, username)), penalise(this.limiters.username, canonicalUsername(username))] : []),
    ]);
  }

  async succeed(client: string, username: string): Promise<void> {
    await this.limiters.pair.delete(pairKey(client, username));
  }
}

/** Whole minutes to show in the message (at least 1). */
export function retryMinutes(retryAfterMs: number): number {
  return Math.max(1, Math.ceil(retryAfterMs / 60_000));
}
