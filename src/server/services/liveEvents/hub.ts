import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { latestLiveEventId, liveEventsAfter, type LiveEventRow } from '../../repositories/liveEvents';

/** One open stream, as the hub sees it. */
export interface LiveSink {
  sessionId: number;
  /** New rows in sequence order; the sink keeps those its viewer may see. */
  deliver(rows: readonly LiveEventRow[]): void;
  heartbeat(): void;
  /** Ends the stream (its session ended); the sink detaches itself. */
  end(): void;
  /** Ends the stream asking the browser to come back soon: this server is stopping, another one will serve it. */
  endForReconnect(): void;
}

export interface LiveEventHubOptions {
  /** The backstop look for new events: a lost wake, or events written by another program. */
  pollMs: number;
  heartbeatMs: number;
  sessionCheckMs: number;
  /** Of these session ids, the ones still signed in now. */
  activeSessions(sessionIds: number[]): Promise<Set<number>>;
  onError(error: unknown): void;
}

const rowsPerRead = 1_000;

/**
 * The process's open streams and its place in the live events log. A wake or the backstop poll reads the log
 * once after its cursor and hands the rows to every stream: one read per wake per process, never per stream.
 * Timers run only while a stream is open. Reads, re-basing and attaching run one at a time, so a stream never
 * misses a row between its own start point and the hub's.
 */
export class LiveEventHub {
  private readonly sinks = new Set<LiveSink>();
  private cursor = 0;
  private queue: Promise<unknown> = Promise.resolve();
  private readQueued = false;
  private timers: NodeJS.Timeout[] = [];
  private closed = false;

  constructor(private readonly db: Kysely<Database>, private readonly options: LiveEventHubOptions) {}

  get streamCount(): number {
    return this.sinks.size;
  }

  /** The poll, heartbeat and session check: running while a stream is open, none otherwise. */
  get timerCount(): number {
    return this.timers.length;
  }

  /** Adds a stream: events committed after this resolves reach it. Answers its detach. */
  async attach(sink: LiveSink): Promise<() => void> {
    await this.serially(async () => {
      // With no stream open the cursor was left behind: start from now, each stream reads its own past.
      if (this.sinks.size === 0) this.cursor = await latestLiveEventId(this.db);
      this.sinks.add(sink);
      this.startTimers();
    });
    return () => this.detach(sink);
  }

  /** Reads new events soon; wakes while a read waits to start fold into it. */
  wake(): void {
    if (this.sinks.size === 0 || this.readQueued || this.closed) return;
    this.readQueued = true;
    this.serially(async () => {
      this.readQueued = false;
      await this.readNew();
    }).catch((error: unknown) => this.options.onError(error));
  }

  /** Ends this process's streams of a session (it signed out). */
  endSession(sessionId: number): void {
    for (const sink of [...this.sinks]) if (sink.sessionId === sessionId) sink.end();
  }

  /** The server is stopping: every stream is told to reconnect (elsewhere, behind a proxy) and ended. */
  close(): void {
    this.closed = true;
    for (const sink of [...this.sinks]) sink.endForReconnect();
    this.stopTimers();
  }

  private detach(sink: LiveSink): void {
    this.sinks.delete(sink);
    if (this.sinks.size === 0) this.stopTimers();
  }

  private async readNew(): Promise<void> {
    for (;;) {
      if (this.sinks.size === 0) return;
      const rows = await liveEventsAfter(this.db, this.cursor, rowsPerRead);
      if (rows.length === 0) return;
      this.cursor = rows[rows.length - 1].id;
      for (const sink of [...this.sinks]) sink.deliver(rows);
      if (rows.length < rowsPerRead) return;
    }
  }

  /**
   * Every session check: ends streams whose session ended, and every stream when the log went back behind the
   * cursor (the data was reset and ids start again), so each reconnects and is told to read everything again.
   */
  private async checkSessions(): Promise<void> {
    await this.serially(async () => {
      if (this.sinks.size === 0 || (await latestLiveEventId(this.db)) >= this.cursor) return;
      for (const sink of [...this.sinks]) sink.end();
    });
    const ids = [...new Set([...this.sinks].map((sink) => sink.sessionId))];
    if (ids.length === 0) return;
    const active = await this.options.activeSessions(ids);
    for (const sink of [...this.sinks]) if (!active.has(sink.sessionId)) sink.end();
  }

  private serially<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private startTimers(): void {
    if (this.timers.length > 0) return;
    const every = (ms: number, tick: () => void) => {
      const timer = setInterval(tick, ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.pollMs, () => this.wake());
    every(this.options.heartbeatMs, () => { for (const sink of this.sinks) sink.heartbeat(); });
    every(this.options.sessionCheckMs, () => { this.checkSessions().catch((error: unknown) => this.options.onError(error)); });
  }

  private stopTimers(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }
}
