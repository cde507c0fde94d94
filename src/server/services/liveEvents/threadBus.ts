import { BroadcastChannel } from 'node:worker_threads';
import { liveEventsChannel, parsedBusMessage, type BusMessage, type LiveEventPublisher } from './redisBus';

/**
 * Without Redis, the threads of one process (httpThreads.ts) wake each other the way processes do through Redis:
 * over a BroadcastChannel named after the database, which reaches every other thread's apps on it (never the
 * sender's own), at once.
 */
export function threadLiveEventBus(namespace: string, onMessage: (message: BusMessage) => void, onError: (error: unknown) => void): LiveEventPublisher {
  const channel = new BroadcastChannel(liveEventsChannel(namespace));
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
