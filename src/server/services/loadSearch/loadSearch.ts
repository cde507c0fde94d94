import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { LoadRecord, MapLoadRecord } from '../../../shared/loads';
import type { Database, Load } from '../../db/tables';
import { findLoadRecordsByIds, findMapRecordsByIds, isAvailableLoad, type LoadViewer } from '../../repositories/loads';
import { readSearchFilter, type SearchFilter } from './criteria';
import { dayOfInstant, isoDateOfDay } from './days';
import { LoadIndex } from './loadIndex';
import { IndexFeed } from './indexFeed';
import { availableLoadRows } from './source';

export interface SearchPaging {
  pageNumber: number;
  pageSize: number;
}

export interface SearchAnswer<T> {
  records: T[];
  totalRecordCount: number;
}

export interface LoadSearchOptions {
  /** What "today" is: loads whose pick-up window has passed are not available. */
  clock: Clock;
  /** How often to read loads other processes changed (ms); 0 turns it off. */
  catchUpMs?: number;
  /** Told of every change this process learns through `onLoadsChanged` (fan-out to other processes). */
  publish?: (ids: number[]) => void;
  onError?: (error: unknown) => void;
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

  constructor(private readonly db: Kysely<Database>, private readonly options: LoadSearchOptions) {
  }

  today(): number {
    return dayOfInstant(this.options.clock.now());
  }

  /** Builds the index from the database once; every caller waits for the same build. */
  ready(): Promise<LoadIndex> {
    this.index ??= this.build().catch((error: unknown) => {
      this.index = null;
      throw error;
    });
    return this.index;
  }

  private async build(): Promise<LoadIndex> {
    const index = await LoadIndex.fromPages(availableLoadRows(this.db, isoDateOfDay(this.today())), 1024);
    this.feed = new IndexFeed(this.db, index, { ...this.options, today: () => this.today() });
    await this.feed.start();
    return index;
  }

  /** Write paths call this after changing loads (claims, unassigning, new loads); awaits the index update. */
  async onLoadsChanged(ids: readonly number[]): Promise<void> {
    if (!this.index) return;
    await this.ready();
    await this.feed?.reload(ids, true);
  }

  /** Another process changed these loads (Redis fan-out): read them again, without telling the others. */
  async applyRemoteChange(ids: readonly number[]): Promise<void> {
    if (!this.index) return;
    await this.ready();
    await this.feed?.reload(ids, false);
  }

  /** Ids and total of one page, from memory, for callers that rank further (recommendations). */
  async findIds(filter: SearchFilter, offset: number, limit: number): Promise<{ ids: number[]; total: number }> {
    return (await this.ready()).query(filter, this.today(), offset, limit);
  }

  search(criteria: Record<string, unknown>, viewer: LoadViewer, paging: SearchPaging): Promise<SearchAnswer<LoadRecord>> {
    return this.page(readSearchFilter(criteria), paging, (ids, keep) => findLoadRecordsByIds(this.db, ids, viewer, keep));
  }

  searchMap(criteria: Record<string, unknown>, paging: SearchPaging): Promise<SearchAnswer<MapLoadRecord>> {
    return this.page(readSearchFilter(criteria), paging, (ids, keep) => findMapRecordsByIds(this.db, ids, keep));
  }

  private async page<T extends { id: number }>(
    filter: SearchFilter, { pageNumber, pageSize }: SearchPaging,
    read: (ids: number[], keep: (row: Load) => boolean) => Promise<T[]>,
  ): Promise<SearchAnswer<T>> {
    const index = await this.ready();
    const offset = (pageNumber - 1) * pageSize;
    for (let attempt = 1; ; attempt++) {
      const today = this.today();
      const { ids, total } = index.query(filter, today, offset, pageSize);
      const todayText = isoDateOfDay(today);
      const records = await read(ids, (row) => isAvailableLoad(row, todayText));
      if (records.length === ids.length || attempt === attempts) {
        return { records, totalRecordCount: total - (ids.length - records.length) };
      }
      const kept = new Set(records.map((record) => record.id));
      index.apply([], ids.filter((id) => !kept.has(id)));
    }
  }

  close(): void {
    this.feed?.stop();
  }
}
