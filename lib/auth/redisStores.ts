import type { SharedRedis } from '@/lib/redis/client';
import { withDeadline } from '@/lib/redis/client';
import { SharedStoreUnavailableError, type NonceStore, type RevocationStore } from './storeContracts';
import { logEvent } from '@/lib/log/logger.cjs';

/**
 * The auth stores on Redis, shared by every portal instance. A Redis fault is never a
 * guess: a one-time id cannot be confirmed fresh (false: the captcha or delivery is refused), and
 * a session whose revocation cannot be checked counts as ended (the user signs in again once Redis
 * is back). Keys expire on their own at the moment the memory stores would forget them.
 */
/** Redis faults are logged loudly, one line each (the caller then refuses rather than guesses). */
function logFault(what: string, error: unknown): void {
  logEvent('error', 'redis.command.failed', { what, error: error instanceof Error ? error.message : String(error) });
}

export class RedisNonceStore implements NonceStore {
  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix: string,
  ) {}

  async consume(id: string, expiresAt: number): Promise<boolean> {
    try {
      const answer = await withDeadline(this.redis.set(`${this.prefix}:${id}`, '1', { NX: true, PXAT: Math.max(expiresAt, Date.now() + 1) }));
      return answer === 'OK';
    } catch (error) {
      logFault(this.prefix, error);
      throw new SharedStoreUnavailableError(this.prefix);
    }
  }
}

/** The most a revocation waits for a replica's acknowledgement (sign-out waits as long at most). */
export const REPLICA_WAIT_MS = 500;

export class RedisRevocationStore implements RevocationStore {
  /** `replicas`: how many replicas a revocation must reach before it counts as done (0: a lone Redis). */
  constructor(
    private readonly redis: SharedRedis,
    private readonly prefix = 'bua:revoked',
    private readonly replicas = 0,
  ) {}

  async revokeSession(sid: string, untilMs: number): Promise<void> {
    await withDeadline(this.redis.set(`${this.prefix}:sid:${sid}`, '1', { PXAT: Math.max(untilMs, Date.now() + 1) }));
    await this.replicated('session');
  }

  // Replication is asynchronous: unwaited, a primary lost just after this write takes it along and the promoted replica accepts the signed-out cookie again.
  private async replicated(what: string): Promise<void> {
    if (this.replicas === 0) return;
    const acknowledged = await withDeadline(this.redis.wait(this.replicas, REPLICA_WAIT_MS), REPLICA_WAIT_MS + 250);
    if (acknowledged < this.replicas) logEvent('error', 'redis.revocation.unreplicated', { what, replicas: acknowledged, effect: 'lost if the primary fails before it replicates' });
  }

  async isSessionRevoked(sid: string): Promise<boolean> {
    try {
      return (await withDeadline(this.redis.exists(`${this.prefix}:sid:${sid}`))) === 1;
    } catch (error) {
      logFault('revocation check', error);
      return true;
    }
  }

  async revokeUser(login: string, issuedUpToSeconds: number, untilMs: number): Promise<void> {
    const key = `${this.prefix}:user:${login.toLowerCase()}`;
    // Keep the later of two notices (a Lua max, so two instances cannot lower it).
    await withDeadline(
      this.redis.eval(
        "local cur = tonumber(redis.call('GET', KEYS[1]) or '0') if tonumber(ARGV[1]) > cur then cur = tonumber(ARGV[1]) end redis.call('SET', KEYS[1], cur, 'PXAT', ARGV[2]) return cur",
        { keys: [key], arguments: [String(issuedUpToSeconds), String(Math.max(untilMs, Date.now() + 1))] },
      ),
    );
    await this.replicated('user');
  }

  async userRevokedUpTo(login: string): Promise<number> {
    try {
      const value = await withDeadline(this.redis.get(`${this.prefix}:user:${login.toLowerCase()}`));
      return value ? Number(value) : 0;
    } catch (error) {
      logFault('revocation check', error);
      return Number.MAX_SAFE_INTEGER;
    }
  }
}
