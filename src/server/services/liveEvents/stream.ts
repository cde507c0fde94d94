import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { liveEventIdRange, liveEventsAfter, type LiveEventRow, type LiveEventViewer } from '../../repositories/liveEvents';
import type { LiveEventHub, LiveSink } from './hub';
import { RECONNECT_ELSEWHERE_MS, resumePoint, sseControl, sseEvent, sseHeartbeat, sseRetry } from './sse';

export interface StreamViewer extends LiveEventViewer {
  sessionId: number;
}

export interface StreamRequest {
  viewer: StreamViewer;
  /** The `Last-Event-ID` asked for: undefined when none was sent, null when it is no event id. */
  resumeFrom: number | null | undefined;
}

const replayPage = 1_000;
// A reader this far behind is ended rather than buffered for: it reconnects and replays from the table.
const maxBufferedBytes = 1 << 20;

export function canSee(viewer: LiveEventViewer, row: LiveEventRow): boolean {
  if (row.audience === 'board') return true;
  return row.audienceId === (row.audience === 'client' ? viewer.clientId : viewer.userId);
}

/**
 * Answers one `GET /api/events` with a server-sent event stream: `ready`, the replay or a `reset`, then live
 * events as the hub reads them, with heartbeats, until the client goes or its session ends. Everything it holds
 * is released on the response's `close`.
 */
export async function serveLiveStream(reply: FastifyReply, db: Kysely<Database>, hub: LiveEventHub, request: StreamRequest): Promise<void> {
  const { viewer } = request;
  const raw = reply.raw;
  reply.hijack();
  // Headers set on the reply so far (helmet's) are not sent by a hijacked reply: carry them over.
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string | number | string[]>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });

  let lastSent = 0;
  let live = false;
  let buffered: LiveEventRow[] = [];
  let detach: (() => void) | null = null;
  let closed = false;

  const write = (text: string): boolean => {
    if (closed || raw.writableEnded) return true;
    if (raw.writableLength > maxBufferedBytes) {
      raw.destroy();
      return true;
    }
    return raw.write(text);
  };
  const send = (rows: readonly LiveEventRow[]) => {
    for (const row of rows) {
      if (row.id <= lastSent) continue;
      lastSent = row.id;
      if (canSee(viewer, row)) write(sseEvent(row));
    }
  };
  const sink: LiveSink = {
    sessionId: viewer.sessionId,
    deliver(rows) {
      if (live) send(rows);
      else buffered.push(...rows);
    },
    heartbeat: () => void write(sseHeartbeat),
    end: () => raw.end(),
    endForReconnect() {
      write(sseRetry(RECONNECT_ELSEWHERE_MS));
      raw.end();
    },
  };
  raw.once('close', () => {
    closed = true;
    buffered = [];
    detach?.();
  });

  detach = await hub.attach(sink);
  if (closed) return detach();
  const { oldest, latest } = await liveEventIdRange(db);
  const resume = resumePoint(request.resumeFrom, oldest, latest);
  write(sseControl('ready', { lastEventId: resume.from }));
  lastSent = resume.from;
  if (resume.reset) write(sseControl('reset', { lastEventId: resume.from }));
  else await replay(db, viewer, resume.from, latest, (rows) => send(rows), () => closed, raw);
  live = true;
  send(buffered);
  buffered = [];
}

/** The viewer's events after `from` up to `until`, page by page, waiting for the client to take each page. */
async function replay(
  db: Kysely<Database>, viewer: LiveEventViewer, from: number, until: number,
  send: (rows: LiveEventRow[]) => void, isClosed: () => boolean, raw: FastifyReply['raw'],
): Promise<void> {
  let after = from;
  while (after < until && !isClosed()) {
    const rows = (await liveEventsAfter(db, after, replayPage, viewer)).filter((row) => row.id <= until);
    if (rows.length === 0) return;
    send(rows);
    after = rows[rows.length - 1].id;
    if (raw.writableNeedDrain) await drainedOrClosed(raw);
  }
}

function drainedOrClosed(raw: FastifyReply['raw']): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      raw.off('drain', done);
      raw.off('close', done);
      resolve();
    };
    raw.on('drain', done);
    raw.on('close', done);
  });
}
