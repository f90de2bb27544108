/** @jest-environment node */
import { redisSettingsError } from './client';
import { cacheTarget, createRedis, parseSentinels, replicasOf, stateTarget } from './connect.cjs';

describe('which Redis the settings name', () => {
  it('reads REDIS_SENTINELS as host:port pairs, IPv6 in brackets, Sentinel\'s port by default', () => {
    expect(parseSentinels(' 10.0.0.1:26379, sentinel-b:26380 ,[::1]:26381,sentinel-c')).toEqual([
      { host: '10.0.0.1', port: 26379 },
      { host: 'sentinel-b', port: 26380 },
      { host: '::1', port: 26381 },
      { host: 'sentinel-c', port: 26379 },
    ]);
    expect(() => parseSentinels('10.0.0.1:port')).toThrow('REDIS_SENTINELS');
    expect(() => parseSentinels('10.0.0.1:70000')).toThrow('REDIS_SENTINELS');
  });

  it('goes through Sentinel when REDIS_SENTINELS and REDIS_MASTER_NAME are set, ahead of REDIS_URL', () => {
    const env = { REDIS_SENTINELS: '127.0.0.1:26379,127.0.0.1:26380', REDIS_MASTER_NAME: 'bua', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_PASSWORD: 'p', REDIS_SENTINEL_PASSWORD: 's' };
    expect(stateTarget(env)).toEqual({
      sentinel: { name: 'bua', nodes: [{ host: '127.0.0.1', port: 26379 }, { host: '127.0.0.1', port: 26380 }], password: 'p', sentinelPassword: 's' },
    });
    expect(replicasOf(stateTarget(env))).toBe(1);
  });

  it('keeps plain REDIS_URL working unchanged, and no Redis at all when nothing is set', () => {
    expect(stateTarget({ REDIS_URL: ' redis://127.0.0.1:6379 ' })).toEqual({ url: 'redis://127.0.0.1:6379' });
    expect(replicasOf(stateTarget({ REDIS_URL: 'redis://127.0.0.1:6379' }))).toBe(0);
    expect(stateTarget({})).toBeNull();
    expect(replicasOf(null)).toBe(0);
  });

  it('refuses half a Sentinel setting rather than quietly using REDIS_URL', () => {
    expect(() => stateTarget({ REDIS_SENTINELS: '127.0.0.1:26379', REDIS_URL: 'redis://127.0.0.1:6379' })).toThrow('REDIS_MASTER_NAME');
    expect(() => stateTarget({ REDIS_MASTER_NAME: 'bua' })).toThrow('REDIS_SENTINELS');
    expect(() => stateTarget({ REDIS_SENTINELS: ' , ', REDIS_MASTER_NAME: 'bua' })).toThrow('names no sentinel');
    // The server's start (instrumentation.ts) stops on it, with this line.
    expect(redisSettingsError({ REDIS_MASTER_NAME: 'bua' } as unknown as NodeJS.ProcessEnv)).toBe('REDIS_SENTINELS and REDIS_MASTER_NAME go together: set both, or neither');
    expect(redisSettingsError({ REDIS_URL: 'redis://127.0.0.1:6379' } as unknown as NodeJS.ProcessEnv)).toBeNull();
  });

  it('puts the cache in REDIS_CACHE_URL when set, else where the state is', () => {
    const sentinel = { REDIS_SENTINELS: '127.0.0.1:26379', REDIS_MASTER_NAME: 'bua' };
    expect(cacheTarget({ ...sentinel, REDIS_CACHE_URL: 'redis://127.0.0.1:6380' })).toEqual({ url: 'redis://127.0.0.1:6380' });
    expect(cacheTarget(sentinel)?.sentinel?.name).toBe('bua');
    expect(cacheTarget({ REDIS_URL: 'redis://127.0.0.1:6379' })).toEqual({ url: 'redis://127.0.0.1:6379' });
  });
});

describe('the client made from them', () => {
  it('is node-redis\'s Sentinel client for a Sentinel target and its plain client for a URL (neither connected yet)', () => {
    const sentinel = createRedis({ sentinel: { name: 'bua', nodes: [{ host: '127.0.0.1', port: 1 }] } });
    const plain = createRedis({ url: 'redis://127.0.0.1:1' });
    expect(typeof (sentinel as { getMasterNode?: unknown }).getMasterNode).toBe('function');
    expect(typeof (plain as { getMasterNode?: unknown }).getMasterNode).toBe('undefined');
    expect([sentinel.isOpen, plain.isOpen]).toEqual([false, false]);
  });
});
