/** @jest-environment node */
import { clientAddress } from './clientAddress';
import { MemoryAttemptStore } from './stores';
import { LoginThrottle, retryMinutes, throttleLimits } from './throttle';

const WINDOW = 5 * 60_000;
const T0 = Date.UTC(2026, 0, 5, 8, 0, 0);

function throttle(maxPerUsername = 5, maxPerClient = 20) {
  return new LoginThrottle(new MemoryAttemptStore(), { maxPerUsername, maxPerClient, windowMs: WINDOW });
}

describe('throttleLimits', () => {
  it('defaults to 5 per username and 20 per client in 5 minutes, tunable by env', () => {
    expect(throttleLimits({} as unknown as NodeJS.ProcessEnv)).toEqual({ maxPerUsername: 5, maxPerClient: 20, windowMs: 300_000 });
    expect(throttleLimits({ LOGIN_THROTTLE_MAX: '3', LOGIN_THROTTLE_CLIENT_MAX: '50', LOGIN_THROTTLE_WINDOW_SECONDS: '60' } as unknown as NodeJS.ProcessEnv)).toEqual({
      maxPerUsername: 3,
      maxPerClient: 50,
      windowMs: 60_000,
    });
    expect(throttleLimits({ LOGIN_THROTTLE_MAX: '-1', LOGIN_THROTTLE_CLIENT_MAX: 'x', LOGIN_THROTTLE_WINDOW_SECONDS: '1.5' } as unknown as NodeJS.ProcessEnv)).toEqual({
      maxPerUsername: 5,
      maxPerClient: 20,
      windowMs: 300_000,
    });
  });
});

describe('LoginThrottle', () => {
  it('blocks a username after 5 failures within 5 minutes, whatever the client', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i += 1) {
      expect(await t.check(`10.0.0.${i}`, 'admin_humas', T0 + i * 1000)).toEqual({ blocked: false });
      await t.fail(`10.0.0.${i}`, 'admin_humas', T0 + i * 1000);
    }
    const verdict = await t.check('10.9.9.9', 'ADMIN_HUMAS ', T0 + 10_000);
    expect(verdict).toEqual({ blocked: true, retryAfterMs: WINDOW - 10_000 });
    expect(await t.check('10.9.9.9', 'redaktur_humas', T0 + 10_000)).toEqual({ blocked: false });
  });

  it('lifts the block when the oldest failure leaves the window (sliding)', async () => {
    const t = throttle();
    for (let i = 0; i < 5; i += 1) await t.fail('1.1.1.1', 'u', T0 + i * 60_000);
    expect((await t.check('1.1.1.1', 'u', T0 + WINDOW - 1)).blocked).toBe(true);
    expect(await t.check('1.1.1.1', 'u', T0 + WINDOW)).toEqual({ blocked: false });
    await t.fail('1.1.1.1', 'u', T0 + WINDOW);
    expect(await t.check('1.1.1.1', 'u', T0 + WINDOW + 1)).toEqual({ blocked: true, retryAfterMs: 60_000 - 1 });
  });

  it('blocks a client after its own limit across many usernames', async () => {
    const t = throttle(5, 3);
    await t.fail('2.2.2.2', 'a', T0);
    await t.fail('2.2.2.2', null, T0 + 1);
    await t.fail('2.2.2.2', 'c', T0 + 2);
    expect((await t.check('2.2.2.2', 'fresh', T0 + 3)).blocked).toBe(true);
    expect((await t.check('3.3.3.3', 'fresh', T0 + 3)).blocked).toBe(false);
  });

  it('counts a failure without username (wrong captcha) for the client only', async () => {
    const t = throttle(1, 10);
    await t.fail('4.4.4.4', null, T0);
    expect((await t.check('5.5.5.5', 'admin_humas', T0 + 1)).blocked).toBe(false);
  });

  it('clears the username on success', async () => {
    const t = throttle();
    for (let i = 0; i < 4; i += 1) await t.fail('1.1.1.1', 'admin_umum', T0 + i);
    await t.succeed('Admin_Umum');
    await t.fail('1.1.1.1', 'admin_umum', T0 + 10);
    expect((await t.check('1.1.1.1', 'admin_umum', T0 + 11)).blocked).toBe(false);
  });

  it('rounds the wait up to whole minutes for the message', () => {
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60_000)).toBe(1);
    expect(retryMinutes(60_001)).toBe(2);
    expect(retryMinutes(299_000)).toBe(5);
  });
});

describe('MemoryAttemptStore', () => {
  it('keeps only failures inside the window', async () => {
    const store = new MemoryAttemptStore();
    await store.record('k', T0, WINDOW);
    await store.record('k', T0 + 100_000, WINDOW);
    expect(await store.list('k', T0 + WINDOW + 1, WINDOW)).toEqual([T0 + 100_000]);
    expect(await store.list('k', T0 + 2 * WINDOW, WINDOW)).toEqual([]);
  });
});

describe('clientAddress', () => {
  it('takes the last x-forwarded-for entry (the one the nearest proxy or Next itself added)', () => {
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' }, {} as unknown as NodeJS.ProcessEnv)).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9' }, {} as unknown as NodeJS.ProcessEnv)).toBe('203.0.113.9');
  });

  it('skips further trusted proxies with TRUSTED_PROXY_HOPS', () => {
    expect(clientAddress({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.2' }, { TRUSTED_PROXY_HOPS: '2' } as unknown as NodeJS.ProcessEnv)).toBe('203.0.113.9');
    expect(clientAddress({ 'x-forwarded-for': '203.0.113.9' }, { TRUSTED_PROXY_HOPS: '5' } as unknown as NodeJS.ProcessEnv)).toBe('203.0.113.9');
  });

  it('falls back to x-real-ip, then to a shared bucket', () => {
    expect(clientAddress({ 'x-real-ip': ' 198.51.100.4 ' }, {} as unknown as NodeJS.ProcessEnv)).toBe('198.51.100.4');
    expect(clientAddress({}, {} as unknown as NodeJS.ProcessEnv)).toBe('unknown');
    expect(clientAddress(undefined, {} as unknown as NodeJS.ProcessEnv)).toBe('unknown');
  });
});
