import type { RedisClientType, RedisSentinelType } from 'redis';

export interface RedisNode {
  host: string;
  port: number;
}
export interface SentinelTarget {
  name: string;
  nodes: RedisNode[];
  password?: string;
  sentinelPassword?: string;
}
export type RedisTarget = { url: string; sentinel?: undefined } | { sentinel: SentinelTarget; url?: undefined };
/** A lone Redis's client or the Sentinel client: the same commands, `isReady` and events. */
export type RedisConnection = RedisClientType | RedisSentinelType;

export function parseSentinels(text: string): RedisNode[];
export function stateTarget(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): RedisTarget | null;
export function cacheTarget(env?: NodeJS.ProcessEnv | Record<string, string | undefined>): RedisTarget | null;
export function createRedis(target: RedisTarget): RedisConnection;
export function replicasOf(target: RedisTarget | null): number;
export function watchHealth(
  client: RedisConnection,
  handlers: { down: (message: string) => void; up: () => void; primary?: (node: RedisNode) => void },
): void;
export function open(client: RedisConnection, waitMs?: number): Promise<void>;
