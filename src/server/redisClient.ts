import type IORedis from 'ioredis';
import { lazyModule } from './lazyModule';

const ioredis = lazyModule<new (...args: unknown[]) => IORedis>('ioredis');

/**
 * ioredis's client, `new Redis(url, options)` as ioredis's own: only a process with REDIS_URL makes one, so only
 * that process loads ioredis, at its first client.
 */
export const Redis = function Redis(...args: unknown[]) {
  return new (ioredis())(...args);
} as unknown as typeof IORedis;
export type Redis = IORedis;
