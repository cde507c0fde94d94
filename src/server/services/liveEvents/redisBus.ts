import { randomUUID } from 'node:crypto';
import { Redis } from '../../redisClient';
import { createLiveEventWrites, type LiveEventWrites } from './wake';

/*
 * With REDIS_URL, API processes wake each other through one pub/sub channel: 'wake' after a commit of live
 * events (each process then reads the log itself, so a message carries no event and a lost one costs only the
 * backstop poll's second), 'sessionEnded' after a sign-out so every process ends that session's streams at once.
 */

export type BusMessage = { kind: 'wake' } | { kind: 'sessionEnded'; sessionId: number };

/** How an app tells the others on its database (other processes, or other threads of its own) what happened here. */
export interface LiveEventPublisher {
  publish(message: BusMessage): void;
  close(): Promise<void>;
}

export interface LiveEventBus extends LiveEventPublisher {
  /** The connection for commands (tickets); the subscriber's cannot run them. */
  readonly commands: Redis;
}

export function parsedBusMessage(text: string): (BusMessage & { from?: string }) | null {
  const message = JSON.parse(text) as { from?: unknown; kind?: unknown; sessionId?: unknown };
  if (message.kind === 'wake') return { kind: 'wake', from: String(message.from) };
  if (message.kind === 'sessionEnded' && Number.isSafeInteger(message.sessionId)) {
    return { kind: 'sessionEnded', sessionId: message.sessionId as number, from: String(message.from) };
  }
  return null;
}

/** The one channel of a database's processes; `namespace` is the database's (repositories/installation.ts). */
export const liveEventsChannel = (namespace: string) => `${namespace}live-events`;

/**
 * A process without streams (the desk command line) wakes the API processes after its commits the way they wake
 * each other; `close` waits for what was published. Without Redis their backstop poll finds the events.
 */
export function redisWakePublisher(url: string, namespace: string, onError: (error: unknown) => void): { liveEventWrites: LiveEventWrites; close(): Promise<void> } {
  const me = randomUUID();
  const commands = new Redis(url, { maxRetriesPerRequest: 1 });
  commands.on('error', onError);
  const sent: Array<Promise<unknown>> = [];
  const liveEventWrites = createLiveEventWrites();
  liveEventWrites.onWritten(() => {
    sent.push(commands.publish(liveEventsChannel(namespace), JSON.stringify({ kind: 'wake', from: me })).catch(onError));
  });
  return {
    liveEventWrites,
    async close() {
      await Promise.all(sent);
      commands.disconnect();
    },
  };
}

/** `namespace` is the database's (repositories/installation.ts), so other databases' processes on this Redis stay apart. */
export function redisLiveEventBus(
  url: string, namespace: string, onMessage: (message: BusMessage) => void, onError: (error: unknown) => void,
): LiveEventBus {
  const me = randomUUID();
  const channel = liveEventsChannel(namespace);
  const commands = new Redis(url, { maxRetriesPerRequest: 1 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  commands.on('error', onError);
  subscriber.on('error', onError);
  subscriber.subscribe(channel).catch(onError);
  subscriber.on('message', (_channel: string, text: string) => {
    try {
      const message = parsedBusMessage(text);
      if (message && message.from !== me) onMessage(message);
    } catch (error) {
      onError(error);
    }
  });
  return {
    commands,
    publish(message) {
      commands.publish(channel, JSON.stringify({ ...message, from: me })).catch(onError);
    },
    async close() {
      subscriber.disconnect();
      commands.disconnect();
    },
  };
}
