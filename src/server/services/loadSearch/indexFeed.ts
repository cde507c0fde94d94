import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import { isAvailableLoad } from '../../repositories/loads';
import { isoDateOfDay } from './days';
import type { LoadIndex } from './loadIndex';
import { latestUpdate, loadRowsByIds, loadVersionsChangedSince, loadVersionsSince, type ChangeCursor, type SourceRow } from './source';

export interface IndexFeedOptions {
  today: () => number;
  catchUpMs?: number;
  publish?: (ids: number[]) => void;
  /** Told of loads about to change in the index, before they do (caches of their records forget them). */
  onChange?: (ids: readonly number[]) => void;
  onError?: (error: unknown) => void;
}

const defaultCatchUpMs = 2_000;
// Writes of other processes may commit a little after the time they stamp; each look reaches back this far.
const overlapMs = 30_000;
const rowsPerLook = 20_000;

/** Where the feed starts: taken before the index is built, so no change made during the build is missed. */
export interface FeedStart {
  watermark: string;
  /** Load id → the version (updatedAt) last seen of it within the overlap. */
  seen: Map<number, string>;
}

/**
 * Read before the build: the latest write, and the versions within the overlap, which the build is sure to
 * reflect (it reads each row after this), so the first look does not apply them all again.
 */
export async function feedStart(db: Kysely<Database>): Promise<FeedStart> {
  const watermark = (await latestUpdate(db)) ?? '';
  const seen = new Map<number, string>();
  if (watermark) {
    const interned = new Map<string, string>();
    for (const row of await loadVersionsSince(db, new Date(Date.parse(watermark) - overlapMs).toISOString())) {
      // A bulk write stamps thousands of loads alike: one string for them all keeps the map small.
      let updatedAt = interned.get(row.updatedAt);
      if (updatedAt === undefined) interned.set(row.updatedAt, (updatedAt = row.updatedAt));
      seen.set(row.id, updatedAt);
    }
  }
  return { watermark, seen };
}

/**
 * Keeps the index in step with the database: loads reported changed by this process, loads any process
 * changed (read by `updatedAt` every couple of seconds), and loads gone stale when the day turns.
 */
export class IndexFeed {
  private timer: NodeJS.Timeout | null = null;
  private watermark = '';
  /** Versions already applied within the overlap (load id → updatedAt), so a look does not apply them twice. */
  private seen = new Map<number, string>();
  private day: number;
  private running: Promise<void> | null = null;
  /** When (performance.now) a look last read every change written before it began: the index's lag is since then. */
  caughtUpAt = performance.now();

  constructor(private readonly db: Kysely<Database>, private readonly index: LoadIndex, private readonly options: IndexFeedOptions) {
    this.day = options.today();
  }

  async start(from?: FeedStart): Promise<void> {
    if (from) {
      this.watermark = from.watermark;
      this.seen = from.seen;
    } else {
      this.watermark = (await latestUpdate(this.db)) ?? '';
    }
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
    this.options.onChange?.([...missingIds, ...rows.map((row) => row.id)]);
    this.index.apply(available, [...missingIds, ...rows.filter((row) => !availableIds.has(row.id)).map((row) => row.id)]);
  }

  /** A look now, or the one under way. */
  look(): Promise<void> {
    this.running ??= this.catchUp().finally(() => { this.running = null; });
    return this.running;
  }

  /**
   * One look for loads changed since the last (reaching back by the overlap), page by page. The overlap is read
   * again on every look (a bulk write, such as the nightly expiry of thousands of loads, stays in it until a later
   * write moves the watermark), so a look reads versions first and rows only for the versions it has not seen.
   */
  async catchUp(): Promise<void> {
    const began = performance.now();
    this.dropStaleOnNewDay();
    const since = this.watermark ? new Date(Date.parse(this.watermark) - overlapMs).toISOString() : '';
    let after: ChangeCursor | null = null;
    for (;;) {
      const versions = await loadVersionsChangedSince(this.db, since, after, rowsPerLook);
      const fresh = versions.filter((version) => this.seen.get(version.id) !== version.updatedAt).map((version) => version.id);
      if (fresh.length > 0) {
        // Read now, a row may be newer than its version listed: the next look lists that one and reads it again.
        const rows = await loadRowsByIds(this.db, fresh);
        const found = new Set(rows.map((row) => row.id));
        this.apply(rows, fresh.filter((id) => !found.has(id)));
      }
      for (const version of versions) {
        if (this.seen.get(version.id) !== version.updatedAt) this.seen.set(version.id, version.updatedAt);
        if (version.updatedAt > this.watermark) this.watermark = version.updatedAt;
      }
      if (versions.length < rowsPerLook) break;
      after = versions[versions.length - 1];
    }
    this.forgetOlderThan(since);
    this.caughtUpAt = began;
  }

  private forgetOlderThan(since: string): void {
    for (const [id, updatedAt] of this.seen) if (updatedAt < since) this.seen.delete(id);
  }

  private dropStaleOnNewDay(): void {
    const today = this.options.today();
    if (today === this.day) return;
    this.day = today;
    this.index.dropStale(today);
  }
}
