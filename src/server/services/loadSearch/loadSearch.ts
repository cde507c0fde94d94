import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { LoadRecord, MapLoadRecord } from '../../../shared/loads';
import type { Database, Load } from '../../db/tables';
import { createLaneCache, type LaneCache } from '../../repositories/loadLanes';
import { findLoadRecordsByIds, findMapRecordsByIds, isAvailableLoad, type LoadReads, type LoadViewer } from '../../repositories/loads';
import type { SearchFilter } from './criteria';
import { encodeCursor, searchFilterAfter } from './cursor';
import { dayOfInstant, isoDateOfDay } from './days';
import { LoadIndex } from './loadIndex';
import type { IndexAccess } from './indexAccess';
import type { RemoteIndex } from './threads/remoteIndex';
import { AnswerCache, type CachedAnswer } from './answerCache';
import { feedStart, IndexFeed } from './indexFeed';
import { defaultRecordCacheBytes, PageRecords } from './pageRecords';
import { RecordRing } from './recordRing';
import { availableLoadRows } from './source';
import { latestLiveEventId } from '../../repositories/liveEvents';

export type KeptAnswer = CachedAnswer & { version: number };

export interface SearchPaging {
  pageNumber: number;
  pageSize: number;
  /** A page's `next`: the page after it, whatever moved meanwhile; the page number is then not read. */
  after?: string;
}

export interface SearchAnswer<T> {
  records: T[];
  totalRecordCount: number;
  /** What `after` takes for the page after this one; null after an empty page; absent where a list has one page. */
  next?: string | null;
}

export interface LoadSearchOptions {
  /** What "today" is: loads whose pick-up window has passed are not available. */
  clock: Clock;
  /** How often the index reads the live events log for changes other programs wrote (ms); 0 turns it off. */
  catchUpMs?: number;
  /** Told of every change this process learns through `onLoadsChanged` (fan-out to other processes). */
  publish?: (ids: number[]) => void;
  onError?: (error: unknown) => void;
  /** How many bytes of loads' records are kept as text for pages (the oldest forgotten). */
  recordCacheBytes?: number;
  /** In an HTTP thread: the main thread's kept records, in memory both threads share. */
  records?: RecordRing;
  /** In an HTTP thread: the index lives in the main thread and is asked over a MessagePort. */
  remote?: RemoteIndex;
  /** The app's lane cache (its context's); a search of its own without one. */
  lanes?: LaneCache;
}

// A page whose loads were all taken meanwhile is asked again, at most this many times.
const attempts = 3;

/**
 * Load search: the index answers which loads and how many, the database answers what they are now.
 * A load the database no longer calls available is dropped from the page and from the index, so a claimed
 * load never shows however stale the index is.
 */
export class LoadSearch {
  private index: Promise<LoadIndex> | null = null;
  private feed: IndexFeed | null = null;
  private readonly answers = new AnswerCache();
  readonly pageRecords: PageRecords;
  /** The kept records, which the main thread shares with its HTTP threads. */
  readonly records: RecordRing;
  private readonly reads: LoadReads;
  private localAccess: IndexAccess | null = null;
  /** The index's version where HTTP threads read it without asking. */
  readonly versionCell = new Int32Array(new SharedArrayBuffer(4));

  constructor(private readonly db: Kysely<Database>, private readonly options: LoadSearchOptions) {
    this.reads = { db, lanes: options.lanes ?? createLaneCache(db) };
    this.records = options.records ?? RecordRing.create(options.recordCacheBytes ?? defaultRecordCacheBytes);
    this.pageRecords = new PageRecords(db, this.reads.lanes, this.records);
  }

  private async access(): Promise<IndexAccess> {
    if (this.options.remote) return this.options.remote;
    const index = await this.ready();
    this.localAccess ??= {
      get version() { return index.version; },
      query: (filter, today, offset, limit) => index.query(filter, today, offset, limit),
      drop: (ids) => {
        this.pageRecords.forget(ids);
        index.apply([], ids);
      },
    };
    return this.localAccess;
  }

  today(): number {
    return dayOfInstant(this.options.clock.now());
  }

  /** Builds the index from the database once; every caller waits for the same build. */
  ready(): Promise<LoadIndex> {
    if (this.options.remote) return Promise.reject(new Error('the index lives in the main thread'));
    this.index ??= this.build().catch((error: unknown) => {
      this.index = null;
      throw error;
    });
    return this.index;
  }

  private async build(): Promise<LoadIndex> {
    const start = await feedStart(this.db);
    const index = await LoadIndex.fromPages(availableLoadRows(this.db, isoDateOfDay(this.today())), 1024);
    this.feed = new IndexFeed(this.db, index, {
      ...this.options, today: () => this.today(), onChange: (ids) => this.pageRecords.forget(ids),
    });
    await this.feed.start(start);
    index.shareVersion(this.versionCell);
    return index;
  }

  /**
   * For the operator's metrics: the index's loads, how long since it last read the live events log to its end,
   * and how many events it has yet to apply; null where not built here.
   */
  async stats(): Promise<{ loads: number; lagSeconds: number; eventsBehind: number } | null> {
    if (this.options.remote || !this.index || !this.isBuilt() || !this.feed) return null;
    const index = await this.index;
    const eventsBehind = Math.max(0, (await latestLiveEventId(this.db)) - this.feed.position);
    return { loads: index.size, lagSeconds: eventsBehind === 0 ? 0 : (performance.now() - this.feed.caughtUpAt) / 1000, eventsBehind };
  }

  /** Whether the index is built and following changes (in an HTTP thread: the main thread's). */
  isBuilt(): boolean {
    return (this.options.remote?.version ?? Atomics.load(this.versionCell, 0)) > 0;
  }

  /**
   * Applies every live event committed before this call (the feed also looks every couple of seconds and on a
   * wake). In an HTTP thread the main thread's index does.
   */
  async catchUpNow(): Promise<void> {
    if (this.options.remote) return this.options.remote.changed([]);
    await this.ready();
    await this.feed?.lookFromNow();
  }

  /**
   * Write paths call this after committing a change of loads with its live events (claims, unassigning, new
   * loads); resolves once the index holds them (ahead of the feed's read of their events), then tells other processes.
   * With no ids: applies the log up to now.
   */
  async onLoadsChanged(ids: readonly number[]): Promise<void> {
    if (this.options.remote) return this.options.remote.changed(ids);
    if (!this.index) return;
    if (ids.length === 0) return this.catchUpNow();
    await this.ready();
    await this.feed?.reload(ids);
    this.options.publish?.([...ids]);
  }

  /** Another process changed loads (a wake or the Redis fan-out): the log says which; only a built index reads it. */
  async applyRemoteChange(): Promise<void> {
    if (!this.options.remote && !this.index) return;
    await this.catchUpNow();
  }

  /**
   * A search naming loads (`OrderIds`) is asked right after a tab hears of them, maybe from another process: the
   * index first applies the log up to now, so a load written elsewhere is found. With nothing new the index's
   * version, and the answers kept at it, stay.
   */
  private async currentFor(filter: SearchFilter): Promise<void> {
    if (filter.orderIds && filter.orderIds.length > 0) await this.catchUpNow();
  }

  /** A page found these loads no longer available: out of the index (the owner's, wherever it lives). */
  async dropUnavailable(ids: readonly number[]): Promise<void> {
    (await this.access()).drop(ids);
  }

  /** Ids and total of one page, from memory, for callers that rank further (recommendations). */
  async findIds(filter: SearchFilter, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    const { ids, total } = await (await this.access()).query(filter, this.today(), offset, limit);
    return { ids, total };
  }

  search(criteria: Record<string, unknown>, viewer: LoadViewer, paging: SearchPaging): Promise<Required<SearchAnswer<LoadRecord>>> {
    return this.page(searchFilterAfter(criteria, paging.after), paging, (ids, keep) => findLoadRecordsByIds(this.reads, ids, viewer, keep));
  }

  searchMap(criteria: Record<string, unknown>, paging: SearchPaging): Promise<Required<SearchAnswer<MapLoadRecord>>> {
    return this.page(searchFilterAfter(criteria, paging.after), paging, (ids, keep) => findMapRecordsByIds(this.db, ids, keep));
  }

  /**
   * The page as the endpoint's JSON text: the index's answer (kept for identical searches while the index is
   * unchanged) and each record's kept text, checked against the database's availability and version of the load.
   */
  async searchText(criteria: Record<string, unknown>, viewer: LoadViewer, { pageNumber, pageSize, after }: SearchPaging): Promise<string> {
    const filter = searchFilterAfter(criteria, after);
    const index = await this.access();
    const offset = after === undefined ? (pageNumber - 1) * pageSize : 0;
    for (let attempt = 1; ; attempt++) {
      const today = this.today();
      const answer = await this.keptAnswer(filter, today, offset, pageSize, AnswerCache.keyOf(criteria, today, offset, pageSize, after));
      const { texts, dropped } = await this.pageRecords.write(answer.ids, viewer, isoDateOfDay(today));
      if (dropped.length === 0 || attempt === attempts) {
        const next = JSON.stringify(answer.last && encodeCursor(answer.last));
        return `{"records":[${texts.join(',')}],"totalRecordCount":${answer.total - dropped.length},"next":${next}}`;
      }
      // The drop also forgets their kept records, which every thread shares.
      index.drop(dropped);
    }
  }

  /**
   * The index's ids and total for a page, kept for the identical search (`key`) while the index is unchanged,
   * with the version they hold at. In the main thread it also answers the HTTP threads, so a search counted for
   * one thread is not counted again for another.
   */
  async keptAnswer(filter: SearchFilter, today: number, offset: number, limit: number, key: string): Promise<KeptAnswer> {
    const index = await this.access();
    if (!this.options.remote) await this.currentFor(filter);
    const kept = this.answers.get(key, index.version);
    if (kept) return { ...kept, version: index.version };
    const versionBefore = index.version;
    const { ids, total, last, version = versionBefore } = await index.query(filter, today, offset, limit, key);
    this.answers.set(key, version, { ids, total, last });
    return { ids, total, last, version };
  }

  private async page<T extends { id: number }>(
    filter: SearchFilter, { pageNumber, pageSize }: SearchPaging,
    read: (ids: number[], keep: (row: Load) => boolean) => Promise<T[]>,
  ): Promise<Required<SearchAnswer<T>>> {
    const index = await this.access();
    await this.currentFor(filter);
    const offset = filter.after ? 0 : (pageNumber - 1) * pageSize;
    for (let attempt = 1; ; attempt++) {
      const today = this.today();
      const { ids, total, last } = await index.query(filter, today, offset, pageSize);
      const todayText = isoDateOfDay(today);
      const records = await read(ids, (row) => isAvailableLoad(row, todayText));
      if (records.length === ids.length || attempt === attempts) {
        return { records, totalRecordCount: total - (ids.length - records.length), next: last && encodeCursor(last) };
      }
      const kept = new Set(records.map((record) => record.id));
      index.drop(ids.filter((id) => !kept.has(id)));
    }
  }

  close(): void {
    this.feed?.stop();
  }
}
