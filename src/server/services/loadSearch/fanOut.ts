import { randomUUID } from 'node:crypto';
import { Redis } from '../../redisClient';

/*
 * With REDIS_URL, every API process tells the others which loads it changed, so their indexes follow within
 * milliseconds instead of at the next catch-up look (which still runs and covers a lost message).
 */

export interface LoadChangeFanOut {
  publish(ids: number[]): void;
  close(): Promise<void>;
}

/** `namespace` is the database's (repositories/installation.ts): another database's changes are not ours. */
export function redisFanOut(
  url: string, namespace: string, onRemoteChange: (ids: number[]) => void, onError: (error: unknown) => void,
): LoadChangeFanOut {
  const me = randomUUID();
  const channel = `${namespace}loads-changed`;
  // Publishing while Redis is away drops the message (the catch-up read covers it); subscribing waits for it.
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  publisher.on('error', onError);
  subscriber.on('error', onError);
  subscriber.subscribe(channel).catch(onError);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = JSON.parse(text) as { from?: string; ids?: unknown };
      if (message.from === me || !Array.isArray(message.ids)) return;
      onRemoteChange(message.ids.filter((id): id is number => Number.isSafeInteger(id)));
    } catch (error) {
      onError(error);
    }
  });
  return {
    publish(ids) {
      publisher.publish(channel, JSON.stringify({ from: me, ids })).catch(onError);
    },
    async close() {
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}
