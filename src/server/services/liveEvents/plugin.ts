import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { LIVE_HEARTBEAT_SECONDS, LIVE_TICKET_SECONDS } from '../../../shared/liveEvents';
import { activeSessionIds, carrierSessionTables } from '../../repositories/sessions';
import { LiveEventHub } from './hub';
import { linkToMainThread } from '../loadSearch/threads/threadLink';
import { threadTicketStore } from '../loadSearch/threads/threadTickets';
import { redisLiveEventBus, type BusMessage, type LiveEventPublisher } from './redisBus';
import { threadLiveEventBus } from './threadBus';
import { memoryTicketStore, redisTicketStore, type TicketStore } from './tickets';

export interface LiveEventsOptions {
  /** The backstop look for events a wake did not announce. */
  pollMs: number;
  heartbeatMs: number;
  /** How often open streams' sessions are checked for expiry or revocation by another process. */
  sessionCheckMs: number;
  ticketSeconds: number;
}

export const defaultLiveEventsOptions: LiveEventsOptions = {
  pollMs: 1_000,
  heartbeatMs: LIVE_HEARTBEAT_SECONDS * 1_000,
  sessionCheckMs: 30_000,
  ticketSeconds: LIVE_TICKET_SECONDS,
};

export interface LiveEvents {
  readonly hub: LiveEventHub;
  readonly tickets: TicketStore;
  readonly options: LiveEventsOptions;
  /** Events were committed: this process's threads and, with Redis, every other process read them. */
  wake(): void;
  /** A session signed out: its streams end on every thread and process. */
  sessionEnded(sessionId: number): void;
  /** Calls `listener` when another program (an API process, the desk command line) says it committed events. */
  onWakeFromElsewhere(listener: () => void): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    liveEvents: LiveEvents;
  }
}

/**
 * Puts the live events on the app: the hub of this thread's streams, the ticket store, and the bus that wakes
 * the others: with REDIS_URL every other thread and process through Redis, otherwise the other threads of this
 * process (threadBus.ts). Write paths wake it through the app context's `liveEventWrites` (wake.ts) after their
 * commit.
 */
const liveEventsPlugin: FastifyPluginAsync<Partial<LiveEventsOptions>> = async (app: FastifyInstance, given) => {
  const options = { ...defaultLiveEventsOptions, ...given };
  const onError = (error: unknown) => app.log.warn({ err: error }, 'live events: telling the streams failed');
  const hub = new LiveEventHub(app.db, {
    ...options,
    activeSessions: (ids) => activeSessionIds(app.db, carrierSessionTables, ids, app.clock.now().toISOString()),
    onError,
  });
  const wakeListeners: (() => void)[] = [];
  const onBusMessage = (message: BusMessage) => {
    if (message.kind !== 'wake') return hub.endSession(message.sessionId);
    hub.wake();
    for (const listener of wakeListeners) listener();
  };
  // Redis channels and keys are named after the installation, a row of the database; the threads' channel only
  // tells this process's databases apart, so it is named after the one opened and start-up reads nothing.
  const namespace = app.config.redisUrl ? await app.appContext.installation.redisNamespace() : '';
  const redisBus = app.config.redisUrl ? redisLiveEventBus(app.config.redisUrl, namespace, onBusMessage, onError) : null;
  const bus: LiveEventPublisher = redisBus ?? threadLiveEventBus(app.appContext.databaseTarget, onBusMessage, onError);
  const link = linkToMainThread();
  const liveEvents: LiveEvents = {
    hub,
    options,
    tickets: redisBus ? redisTicketStore(redisBus.commands, namespace) : link ? threadTicketStore(link) : memoryTicketStore(),
    wake() {
      hub.wake();
      bus.publish({ kind: 'wake' });
    },
    sessionEnded(sessionId) {
      hub.endSession(sessionId);
      bus.publish({ kind: 'sessionEnded', sessionId });
    },
    onWakeFromElsewhere(listener) {
      wakeListeners.push(listener);
    },
  };
  const stopListening = app.appContext.liveEventWrites.onWritten(() => liveEvents.wake());
  app.decorate('liveEvents', liveEvents);
  // Before the server waits for open connections to end: streams would keep it waiting for ever.
  app.addHook('preClose', async () => {
    stopListening();
    hub.close();
  });
  app.addHook('onClose', async () => {
    await bus.close();
  });
};

export default fp(liveEventsPlugin, { name: 'liveEvents' });
