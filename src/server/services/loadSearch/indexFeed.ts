import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { latestLiveEventId, liveEventsAfter, type LiveEventRow } from '../../repositories/liveEvents';
import { isAvailableLoad } from '../../repositories/loads';
import { isoDateOfDay } from './days';
import type { LoadIndex } from './loadIndex';
import { loadRowsByIds, type SourceRow } from './source';

export interface IndexFeedOptions {
  today: () => number;
  catchUpMs?: number;
  /** Told of loads about to change in the index, before they do (caches of their records forget them). */
  onChange?: (ids: readonly number[]) => void;
  onError?: (error: unknown) => void;
}

const defaultCatchUpMs = 2_000;
const eventsPerRead = 20_000;

/** Where the feed starts: the log's last event, read before the index is built, so no change made during the build is missed. */
export function feedStart(db: Kysely<Database>): Promise<number> {
  return latestLiveEventId(db);
}

/** The load an event says changed, and its version: board and carrier-load events (invoices, favourites and searches change no load). */
function changedLoad(row: LiveEventRow): { id: number; version: string } | null {
  return row.event.type === 'board' || row.event.type === 'carrierLoad' ? { id: row.event.loadId, version: row.event.version } : null;
}

/**
 * Keeps the index in step with the database by following the live events log, which every write of a load
 * appends to in the write's own transaction: loads reported changed by this process, the events any process
 * wrote (read on a wake and every couple of seconds), and loads gone stale when the day turns.
 */
export class IndexFeed {
  private timer: NodeJS.Timeout | null = null;
  /** The last event applied; ids commit in order (db/eventSequence.ts), so nothing below it is still to come. */
  private cursor = 0;
  private day: number;
  private running: Promise<void> | null = null;
  private queued: Promise<void> | null = null;
  private looks = 0;
  /**
   * Versions this process's writes applied ahead of the log (load id → version, and the look under way then), so
   * their events do not apply them again. A look that began after an entry was made has read its event: it goes then.
   */
  private readonly ahead = new Map<number, { version: string; look: number }>();
  /** When (performance.now) a look last read the log to its end: the index's lag is since then. */
  caughtUpAt = performance.now();

  constructor(private readonly db: Kysely<Database>, private readonly index: LoadIndex, private readonly options: IndexFeedOptions) {
    this.day = options.today();
  }

  get position(): number {
    return this.cursor;
  }

  async start(from?: number): Promise<void> {
    this.cursor = from ?? await feedStart(this.db);
    this.caughtUpAt = performance.now();
    const every = this.options.catchUpMs ?? defaultCatchUpMs;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.look().catch((error: unknown) => this.options.onError?.(error));
    }, every);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads these loads again and puts each in or out of the index, ahead of the look that will read their events. */
  async reload(ids: readonly number[]): Promise<void> {
    const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
    if (unique.length === 0) return;
    const rows = await loadRowsByIds(this.db, unique);
    const found = new Set(rows.map((row) => row.id));
    for (const row of rows) this.ahead.set(row.id, { version: row.updatedAt, look: this.looks });
    this.apply(rows, unique.filter((id) => !found.has(id)));
  }

  /**
   * Puts available rows in and takes the others out. Ids neither available nor in the index change nothing, and
   * when nothing changes the index keeps its version (and every answer kept at it).
   */
  private apply(rows: readonly SourceRow[], missingIds: readonly number[]): void {
    const today = isoDateOfDay(this.options.today());
    const available = rows.filter((row) => isAvailableLoad(row, today));
    const availableIds = new Set(available.map((row) => row.id));
    const leaving = [...missingIds, ...rows.filter((row) => !availableIds.has(row.id)).map((row) => row.id)].filter((id) => this.index.has(id));
    if (available.length === 0 && leaving.length === 0) return;
    this.options.onChange?.([...leaving, ...available.map((row) => row.id)]);
    this.index.apply(available, leaving);
  }

  /** A look now, or the one under way. */
  look(): Promise<void> {
    this.running ??= this.catchUp().finally(() => { this.running = null; });
    return this.running;
  }

  /** A look that begins after this call, so every event committed before it is applied when it resolves. */
  lookFromNow(): Promise<void> {
    if (!this.running) return this.look();
    this.queued ??= this.running.catch(() => undefined).then(() => {
      this.queued = null;
      return this.look();
    });
    return this.queued;
  }

  /** Reads the log after the cursor to its end, reloads the loads the events name and applies them. */
  async catchUp(): Promise<void> {
    const began = performance.now();
    const look = ++this.looks;
    this.dropStaleOnNewDay();
    // The data was reset (ids start again): every event now in the log is news.
    if ((await latestLiveEventId(this.db)) < this.cursor) this.cursor = 0;
    for (;;) {
      const rows = await liveEventsAfter(this.db, this.cursor, eventsPerRead);
      if (rows.length === 0) break;
      const ids = [...new Set(rows.map(changedLoad).filter((load) => load !== null && this.ahead.get(load.id)?.version !== load.version)
        .map((load) => load!.id))];
      if (ids.length > 0) {
        const found = await loadRowsByIds(this.db, ids);
        const foundIds = new Set(found.map((row) => row.id));
        this.apply(found, ids.filter((id) => !foundIds.has(id)));
      }
      this.cursor = rows[rows.length - 1].id;
      if (rows.length < eventsPerRead) break;
    }
    for (const [id, entry] of this.ahead) if (entry.look < look) this.ahead.delete(id);
    this.caughtUpAt = began;
  }

  private dropStaleOnNewDay(): void {
    const today = this.options.today();
    if (today === this.day) return;
    this.day = today;
    this.index.dropStale(today);
  }
}
