/** @jest-environment node */
import { canonicalUsername, LoginThrottle, MAX_DELAY_MS, memoryLimiters, retryMinutes, throttleLimits } from './throttle';

function throttle(env: Record<string, string> = {}) {
  const limits = throttleLimits(env as unknown as NodeJS.ProcessEnv);
  return new LoginThrottle(memoryLimiters(limits), limits);
}

describe('throttleLimits', () => {
  it('defaults to 5 per username+address, 20 per address, slowing after 10 per username, in 5 minutes', () => {
    expect(throttleLimits({} as unknown as NodeJS.ProcessEnv)).toEqual({ maxPerPair: 5, maxPerClient: 20, slowAfterPerUsername: 10, windowMs: 300_000 });
    expect(throttleLimits({ LOGIN_THROTTLE_MAX: '3', LOGIN_THROTTLE_CLIENT_MAX: '50', LOGIN_THROTTLE_SLOW_AFTER: '4', LOGIN_THROTTLE_WINDOW_SECONDS: '60' } as unknown as NodeJS.ProcessEnv)).toEqual({
      maxPerPair: 3,
      maxPerClient: 50,
      slowAfterPerUsername: 4,
      windowMs: 60_000,
    });
    expect(throttleLimits({ LOGIN_THROTTLE_MAX: '-1', LOGIN_THROTTLE_CLIENT_MAX: 'x', LOGIN_THROTTLE_WINDOW_SECONDS: '1.5' } as unknown as NodeJS.ProcessEnv)).toMatchObject({ maxPerPair: 5, maxPerClient: 20, windowMs: 300_000 });
  });
});

describe('canonicalUsername', () => {
  it('makes the spellings WordPress treats as one account one key', () => {
    for (const spelling of ['admin_humas', 'Admin_Humas', ' admin_humas', 'ADMIN_HUMAS\t', '<b>admin_humas</b>', 'ａｄｍｉｎ_ｈｕｍａｓ']) {
      expect(canonicalUsername(spelling)).toBe('admin_humas');
    }
    expect(canonicalUsername('Admin.Humas@BUA.test')).toBe('admin.humas@bua.test');
  });
});

describe('LoginThrottle', () => {
  it('locks one username+address after 5 failures, whatever the spelling; other addresses are not locked', async () => {
    const t = throttle();
    for (const spelling of ['admin_humas', 'Admin_Humas', ' admin_humas', '<b>admin_humas</b>', 'ADMIN_HUMAS']) {
      expect(await t.check('10.0.0.1', spelling)).toEqual({ blocked: false, delayMs: 0 });
      await t.fail('10.0.0.1', spelling);
    }
    const verdict = await t.check('10.0.0.1', 'admin_humas');
    expect(verdict.blocked).toBe(true);
    if (verdict.blocked) expect(verdict.retryAfterMs).toBeGreaterThan(299_000);
    // The owner, from their own address, is not locked out by a stranger's guesses.
    expect(await t.check('10.0.0.2', 'admin_humas')).toEqual({ blocked: false, delayMs: 0 });
  });

  it('slows, never locks, a username guessed at from many addresses', async () => {
    const t = throttle();
    for (let i = 0; i < 9; i += 1) await t.fail(`10.1.0.${i}`, 'admin_keuangan');
    expect(await t.check('10.2.0.1', 'admin_keuangan')).toEqual({ blocked: false, delayMs: 0 });
    await t.fail('10.1.0.9', 'admin_keuangan');
    expect(await t.check('10.2.0.1', 'admin_keuangan')).toEqual({ blocked: false, delayMs: 500 });
    for (let i = 10; i < 40; i += 1) await t.fail(`10.1.0.${i}`, 'admin_keuangan');
    expect(await t.check('10.2.0.1', 'admin_keuangan')).toEqual({ blocked: false, delayMs: MAX_DELAY_MS });
  });

  it('locks an address after its own limit across many usernames', async () => {
    const t = throttle({ LOGIN_THROTTLE_CLIENT_MAX: '3' });
    await t.fail('2.2.2.2', 'a');
    await t.fail('2.2.2.2', null);
    await t.fail('2.2.2.2', 'c');
    expect((await t.check('2.2.2.2', 'fresh')).blocked).toBe(true);
    expect((await t.check('3.3.3.3', 'fresh')).blocked).toBe(false);
  });

  it('counts a failure without username (wrong captcha) for the address only', async () => {
    const t = throttle({ LOGIN_THROTTLE_MAX: '1', LOGIN_THROTTLE_CLIENT_MAX: '10' });
    await t.fail('4.4.4.4', null);
    expect((await t.check('4.4.4.4', 'admin_humas')).blocked).toBe(false);
  });

  it('clears the username+address on success', async () => {
    const t = throttle();
    for (let i = 0; i < 4; i += 1) await t.fail('1.1.1.1', 'admin_umum');
    await t.succeed('1.1.1.1', 'Admin_Umum');
    await t.fail('1.1.1.1', 'admin_umum');
    expect((await t.check('1.1.1.1', 'admin_umum')).blocked).toBe(false);
  });

  it('rounds the wait up to whole minutes for the message', () => {
    expect(retryMinutes(1)).toBe(1);
    expect(retryMinutes(60_000)).toBe(1);
    expect(retryMinutes(60_001)).toBe(2);
    expect(retryMinutes(299_000)).toBe(5);
  });
});
