import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { isAvailableLoad } from '../../repositories/loads';
import { isoDateOfDay } from './days';
import type { LoadIndex } from './loadIndex';
import { latestUpdate, loadRowsByIds, loadRowsChangedSince, type ChangeCursor, type SourceRow } from './source';

export interface IndexFeedOptions {
  today: () => number;
  catchUpMs?: number;
  publish?: (ids: number[]) => void;
  onError?: (error: unknown) => void;
}

const defaultCatchUpMs = 2_000;
// Writes of other processes may commit a little after the time they stamp; each look reaches back this far.
const overlapMs = 30_000;
const rowsPerLook = 5_000;

/**
 * Keeps the index in step with the database: loads reported changed by this process, loads any process
 * changed (read by `updatedAt` every couple of seconds), and loads gone stale when the day turns.
 */
export class IndexFeed {
  private timer: NodeJS.Timeout | null = null;
  private watermark = '';
  /** `id@updatedAt` of versions already applied within the overlap, so a look does not apply them twice. */
  private seen = new Map<string, string>();
  private day: number;
  private running: Promise<void> | null = null;

  constructor(private readonly db: Kysely<Database>, private readonly index: LoadIndex, private readonly options: IndexFeedOptions) {
    this.day = options.today();
  }

  async start(): Promise<void> {
    this.watermark = (await latestUpdate(this.db)) ?? '';
    const every = this.options.catchUpMs ?? defaultCatchUpMs;
    if (every <= 0) return;
    this.timer = setInterval(() => {
      this.running ??= this.catchUp().catch((error: unknown) => this.options.onError?.(error)).finally(() => { this.running = null; });
    }, every);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads these loads again and puts each in or out of the index; `publish` tells other processes. */
  async reload(ids: readonly number[], publish: boolean): Promise<void> {
    const unique = [...new Set(ids.filter((id) => Number.isSafeInteger(id)))];
    if (unique.length === 0) return;
    const rows = await loadRowsByIds(this.db, unique);
    const found = new Set(rows.map((row) => row.id));
    this.apply(rows, unique.filter((id) => !found.has(id)));
    if (publish) this.options.publish?.(unique);
  }

  private apply(rows: readonly SourceRow[], missingIds: readonly number[]): void {
    const today = isoDateOfDay(this.options.today());
    const available = rows.filter((row) => isAvailableLoad(row, today));
    const availableIds = new Set(available.map((row) => row.id));
    this.index.apply(available, [...missingIds, ...rows.filter((row) => !availableIds.has(row.id)).map((row) => row.id)]);
  }

  /** One look for loads changed since the last (reaching back by the overlap), page by page. */
  async catchUp(): Promise<void> {
    this.dropStaleOnNewDay();
    const since = this.watermark ? new Date(Date.parse(this.watermark) - overlapMs).toISOString() : '';
    let after: ChangeCursor | null = null;
    for (;;) {
      const rows = await loadRowsChangedSince(this.db, since, after, rowsPerLook);
      const fresh = rows.filter((row) => !this.seen.has(`${row.id}@${row.updatedAt}`));
      if (fresh.length > 0) this.apply(fresh, []);
      for (const row of rows) {
        this.seen.set(`${row.id}@${row.updatedAt}`, row.updatedAt);
        if (row.updatedAt > this.watermark) this.watermark = row.updatedAt;
      }
      if (rows.length < rowsPerLook) break;
      after = { updatedAt: rows[rows.length - 1].updatedAt, id: rows[rows.length - 1].id };
    }
    this.forgetOlderThan(since);
  }

  private forgetOlderThan(since: string): void {
    for (const [key, updatedAt] of this.seen) if (updatedAt < since) this.seen.delete(key);
  }

  private dropStaleOnNewDay(): void {
    const today = this.options.today();
    if (today === this.day) return;
    this.day = today;
    this.index.dropStale(today);
  }
}
