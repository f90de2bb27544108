/** @jest-environment node */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startRedisServer } from '@/tests/redisServer';
import { createRedis, open, type RedisConnection } from './connect.cjs';

/**
 * The Sentinel client made from the settings, against Debian's redis-server and redis-sentinel on
 * loopback ports (stopped at the end): a primary without a replica, so that killing it leaves the
 * set without a primary for as long as the test wants.
 */
const PORT = 18_379 + Math.floor(Math.random() * 1000);
const SENTINEL_PORT = PORT + 1000;
let primary: ChildProcess;
let sentinel: ChildProcess;
let client: RedisConnection;
let sentinelDir: string;

function startSentinel(): Promise<ChildProcess> {
  const dir = (sentinelDir = mkdtempSync(path.join(tmpdir(), 'bua-sentinel-')));
  const conf = path.join(dir, 'sentinel.conf');
  writeFileSync(conf, [`port ${SENTINEL_PORT}`, 'bind 127.0.0.1', `dir ${dir}`, `sentinel monitor bua 127.0.0.1 ${PORT} 1`, 'sentinel down-after-milliseconds bua 60000', ''].join('\n'));
  return new Promise((resolve, reject) => {
    const child = spawn('redis-sentinel', [conf], { stdio: ['ignore', 'pipe', 'inherit'] });
    child.on('error', reject);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('+monitor master')) resolve(child);
    });
  });
}

beforeAll(async () => {
  primary = await startRedisServer(PORT);
  sentinel = await startSentinel();
  client = createRedis({ sentinel: { name: 'bua', nodes: [{ host: '127.0.0.1', port: SENTINEL_PORT }] } });
  client.on('error', () => undefined);
  await open(client, 10_000);
}, 20_000);

afterAll(async () => {
  await client.close().catch(() => undefined);
  sentinel.kill();
  primary.kill();
  rmSync(sentinelDir, { recursive: true, force: true });
});

const stopped = (child: ChildProcess) => new Promise((resolve) => child.once('exit', resolve));

it('reaches the primary the sentinel names, with the commands the stores and the throttle use', async () => {
  expect(client.isReady).toBe(true);
  expect(await client.set('bua:test', '1', { PX: 60_000 })).toBe('OK');
  expect(await client.exists('bua:test')).toBe(1);
  expect(await client.eval("return redis.call('GET', KEYS[1])", { keys: ['bua:test'], arguments: [] })).toBe('1');
  expect(await client.multi().incrBy('bua:test:n', 2).pTTL('bua:test:n').exec()).toEqual([2, -1]);
  // No replica here: WAIT answers 0 after its time-out.
  expect(await client.wait(1, 50)).toBe(0);
});

it('with no primary reachable, says so and refuses commands at once (nothing piles up); with it back, works again', async () => {
  primary.kill('SIGKILL');
  await stopped(primary);
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(client.isReady).toBe(false);
  const started = Date.now();
  await expect(client.get('bua:test')).rejects.toThrow('no primary reachable');
  await expect(client.set('bua:test', '2')).rejects.toThrow('no primary reachable');
  expect(Date.now() - started).toBeLessThan(50);

  primary = await startRedisServer(PORT);
  const deadline = Date.now() + 10_000;
  while (!client.isReady && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  expect(client.isReady).toBe(true);
  expect(await client.set('bua:test', '3')).toBe('OK');
}, 20_000);
