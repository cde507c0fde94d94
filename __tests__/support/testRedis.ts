import Redis from 'ioredis';

/** The Redis the server and end-to-end tests share with the app under test (CI starts one on this address). */
export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Fails at once, saying why, where a test would otherwise wait on a Redis that is not there. */
export async function assertRedisAnswers(url = testRedisUrl): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`Redis at ${url} does not answer (set TEST_REDIS_URL): ${(error as Error).message}`);
  } finally {
    redis.disconnect();
  }
}
