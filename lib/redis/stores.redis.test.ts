/** @jest-environment node */
import type { ChildProcess } from 'node:child_process';
import { startRedisServer } from '@/tests/redisServer';
import { createClient } from 'redis';
import { REPLICA_WAIT_MS, RedisNonceStore, RedisRevocationStore } from '@/lib/auth/redisStores';
import { LoginThrottle, redisLimiters, throttleLimits } from '@/lib/auth/throttle';
import { SharedStoreUnavailableError } from '@/lib/auth/stores';
import { captureLog } from '@/tests/logCapture';

/**
 * The shared auth stores against a real redis-server (Debian's, started here on a loopback port
 * and stopped at the end): two clients stand for two portal instances.
 */
const PORT = 16_379 + Math.floor(Math.random() * 1000);
let server: ChildProcess;
let a: Client;
let b: Client;

const startRedis = () => startRedisServer(PORT);

type Client = ReturnType<typeof createClient>;

function client(): Client {
  const redis = createClient({ url: `redis://127.0.0.1:${PORT}`, disableOfflineQueue: true, socket: { reconnectStrategy: () => 100 } });
  redis.on('error', () => undefined);
  return redis;
}

beforeAll(async () => {
  server = await startRedis();
  a = client();
  b = client();
  await Promise.all([a.connect(), b.connect()]);
}, 20_000);

afterAll(async () => {
  await Promise.allSettled([a.quit(), b.quit()]);
  server.kill();
});

describe('on a real Redis, shared by two instances', () => {
  it('a captcha id used on instance A is refused on instance B', async () => {
    const expiresAt = Date.now() + 60_000;
    expect(await new RedisNonceStore(a, 'test:captcha').consume('c-1', expiresAt)).toBe(true);
    expect(await new RedisNonceStore(b, 'test:captcha').consume('c-1', expiresAt)).toBe(false);
    expect(await new RedisNonceStore(b, 'test:captcha').consume('c-2', expiresAt)).toBe(true);
  });

  it('a session ended on A is ended on B; a user-wide notice keeps the later moment', async () => {
    await new RedisRevocationStore(a, 'test:rev').revokeSession('sid-1', Date.now() + 60_000);
    expect(await new RedisRevocationStore(b, 'test:rev').isSessionRevoked('sid-1')).toBe(true);
    expect(await new RedisRevocationStore(b, 'test:rev').isSessionRevoked('sid-2')).toBe(false);
    await new RedisRevocationStore(a, 'test:rev').revokeUser('Admin_Humas', 2000, Date.now() + 60_000);
    await new RedisRevocationStore(b, 'test:rev').revokeUser('admin_humas', 1000, Date.now() + 60_000);
    expect(await new RedisRevocationStore(b, 'test:rev').userRevokedUpTo('ADMIN_HUMAS')).toBe(2000);
  });

  it('behind Sentinel a revocation waits (bounded) for a replica, and says so loudly when none acknowledged it', async () => {
    const logged = captureLog();
    const lone = new RedisRevocationStore(a, 'test:rev', 1);
    const started = Date.now();
    await lone.revokeSession('sid-wait', Date.now() + 60_000);
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(REPLICA_WAIT_MS - 20);
    expect(waited).toBeLessThan(REPLICA_WAIT_MS + 250);
    expect(await new RedisRevocationStore(b, 'test:rev').isSessionRevoked('sid-wait')).toBe(true);
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'redis.revocation.unreplicated', what: 'session', replicas: 0 }));
    // A lone Redis (plain REDIS_URL) has no replica to wait for: no wait, no complaint.
    const unwaited = Date.now();
    await new RedisRevocationStore(a, 'test:rev').revokeUser('admin_umum', 1000, Date.now() + 60_000);
    expect(Date.now() - unwaited).toBeLessThan(REPLICA_WAIT_MS / 2);
    expect(logged.filter((line) => line.event === 'redis.revocation.unreplicated')).toHaveLength(1);
  });

  it('5 failed logins spread over A and B lock the username for that address', async () => {
    const limits = { ...throttleLimits({} as NodeJS.ProcessEnv), maxPerPair: 5 };
    const onA = new LoginThrottle(redisLimiters(a, limits), limits);
    const onB = new LoginThrottle(redisLimiters(b, limits), limits);
    for (const throttle of [onA, onB, onA, onB, onA]) await throttle.fail('203.0.113.9', 'redaktur_umum');
    expect((await onB.check('203.0.113.9', 'Redaktur_Umum')).blocked).toBe(true);
    expect((await onA.check('198.51.100.1', 'redaktur_umum')).blocked).toBe(false);
  });

  it('a Redis that stalls (as a primary lost mid-command does behind Sentinel) delays a sign-in by its deadline only', async () => {
    const limits = { ...throttleLimits({} as NodeJS.ProcessEnv), maxPerPair: 5 };
    const throttle = new LoginThrottle(redisLimiters(a, limits), limits);
    // B stands for whatever stalls Redis: every other client's commands wait 2 s.
    await b.sendCommand(['CLIENT', 'PAUSE', '2000', 'ALL']);
    const started = Date.now();
    // The limiter's own fallback (this instance's memory) answers meanwhile.
    await expect(throttle.check('192.0.2.77', 'admin_humas')).resolves.toEqual({ blocked: false, delayMs: 0 });
    await throttle.fail('192.0.2.77', 'admin_humas');
    expect(Date.now() - started).toBeLessThan(1_000);
    await b.sendCommand(['CLIENT', 'UNPAUSE']);
  });
});

describe('with Redis stopped, nothing is guessed; with it back, sharing resumes', () => {
  it('refuses one-time ids, counts sessions as ended, and keeps sign-in throttling per instance', async () => {
    const limits = throttleLimits({} as NodeJS.ProcessEnv);
    const throttle = new LoginThrottle(redisLimiters(a, limits), limits);
    const logged = captureLog();
    server.kill();
    await new Promise((resolve) => server.once('exit', resolve));
    await expect(new RedisNonceStore(a, 'test:captcha').consume('c-down', Date.now() + 60_000)).rejects.toThrow(SharedStoreUnavailableError);
    expect(await new RedisRevocationStore(a, 'test:rev').isSessionRevoked('sid-any')).toBe(true);
    await expect(throttle.check('192.0.2.5', 'admin_umum')).resolves.toEqual({ blocked: false, delayMs: 0 });

    server = await startRedis();
    await new Promise((resolve) => setTimeout(resolve, 500)); // the clients reconnect on their own
    expect(await new RedisNonceStore(a, 'test:captcha').consume('c-up', Date.now() + 60_000)).toBe(true);
    expect(await new RedisNonceStore(b, 'test:captcha').consume('c-up', Date.now() + 60_000)).toBe(false);
    // Loudly: every refusal while Redis was down was logged.
    expect(logged).toContainEqual(expect.objectContaining({ level: 'error', event: 'redis.command.failed', what: 'test:captcha' }));
  }, 20_000);
});
