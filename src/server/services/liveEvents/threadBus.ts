import { createHash } from 'node:crypto';
import { BroadcastChannel } from 'node:worker_threads';
import type { DatabaseTarget } from '../../db/database';
import { liveEventsChannel, parsedBusMessage, type BusMessage, type LiveEventPublisher } from './redisBus';

/**
 * Without Redis, the threads of one process (httpThreads.ts) wake each other the way processes do through Redis:
 * over a BroadcastChannel named after the database (a digest: the name holds no password), which reaches every
 * other thread's apps on it (never the sender's own), at once.
 */
export function threadLiveEventBus(database: DatabaseTarget, onMessage: (message: BusMessage) => void, onError: (error: unknown) => void): LiveEventPublisher {
  const digest = createHash('sha256').update(JSON.stringify(database)).digest('base64url');
  const channel = new BroadcastChannel(liveEventsChannel(`${digest}:`));
  channel.unref();
  channel.onmessage = (event) => {
    try {
      const message = parsedBusMessage(String((event as { data: unknown }).data));
      if (message) onMessage(message);
    } catch (error) {
      onError(error);
    }
  };
  return {
    publish(message) {
      channel.postMessage(JSON.stringify(message));
    },
    async close() {
      channel.close();
    },
  };
}
