import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../../src/server/app';
import type { Clock } from '../../../../src/server/clock';
import { loadConfig } from '../../../../src/server/config';
import type { Db } from '../../../../src/server/db/database';
import type { LiveEventsOptions } from '../../../../src/server/services/liveEvents/plugin';
import { openSse, type SseConnection, type SseMessage } from './sseClient';

/** Short intervals, so a test sees a heartbeat or a session check in a fraction of a second. */
export const quickLiveEvents: Partial<LiveEventsOptions> = { pollMs: 1_000, heartbeatMs: 15_000, sessionCheckMs: 30_000 };

export interface ListeningApp {
  app: FastifyInstance;
  /** http://127.0.0.1:port */
  origin: string;
  stream(query?: string, headers?: Record<string, string>): Promise<SseConnection>;
}

/** The app on a test database, listening on a free port of 127.0.0.1 (streams need a real socket). */
export async function listeningApp(
  db: Db, options: { clock?: Clock; env?: Record<string, string>; liveEvents?: Partial<LiveEventsOptions> } = {},
): Promise<ListeningApp> {
  const app = await buildApp({
    db, clock: options.clock, config: loadConfig({ LOG_LEVEL: 'silent', ...options.env }),
    clientDir: path.join(os.tmpdir(), 'haulboard-no-client-build'), liveEvents: { ...quickLiveEvents, ...options.liveEvents },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('the app does not listen on a port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    app, origin,
    stream: (query = '', headers = {}) => openSse(`${origin}/api/events?SourceApplication=CarrierPortal${query ? `&${query}` : ''}`, headers),
  };
}

/** The events (not control messages) of a stream, as `type:loadId` or the type alone, in order. */
export const eventsOf = (stream: SseConnection): SseMessage[] => stream.messages.filter((message) => message.id !== undefined);

export const isEvent = (type: string, fields: Record<string, unknown> = {}) => (message: SseMessage) =>
  message.event === type && Object.entries(fields).every(([key, value]) => (message.data as Record<string, unknown>)[key] === value);
