import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables';
import type { LaneCache } from '../../repositories/loadLanes';
import { findLoadRows, findVehiclesByLoad, findViewedLoadVersions, isAvailableLoad, type LoadViewer } from '../../repositories/loads';
import type { RecordRing } from './recordRing';
import { recordTextOf, writeRecord, type RecordText } from './recordText';

export interface WrittenPage {
  /** The JSON text of each record still available, in the order asked. */
  texts: string[];
  /** Ids the database no longer calls available. */
  dropped: number[];
}

/**
 * What the kept records of a process may take: about 29,000 loads (a record keeps some 850 bytes in the ring, its
 * keys shortened), above the search mix's working set at a million loads (15,800 loads in its 1,000 searches;
 * a bound below the working set halved the searches per second). Its HTTP threads share them (recordRing.ts), and
 * memory is taken only as far as pages are asked.
 */
export const defaultRecordCacheBytes = 24 * 1024 * 1024;

/**
 * A page's records as JSON text. The viewer-independent text of each load is kept (in the process's ring, bounded
 * in bytes, the oldest forgotten) and used only while the database holds the same version of the load and calls it available: every
 * page reads the availability and version of its ids, so a load claimed by any process never shows, whether or
 * not this process has heard of the claim. The change feed also forgets changed loads at once.
 */
export class PageRecords {
  constructor(private readonly db: Kysely<Database>, private readonly lanes: LaneCache, private readonly records: RecordRing) {}

  get cachedCount(): number {
    return this.records.count;
  }

  has(id: number): boolean {
    return this.records.get(id) !== undefined;
  }

  forget(ids: Iterable<number>): void {
    for (const id of ids) this.records.delete(id);
  }

  async write(ids: readonly number[], viewer: LoadViewer, today: string): Promise<WrittenPage> {
    if (ids.length === 0) return { texts: [], dropped: [] };
    const [versions, lanes] = await Promise.all([findViewedLoadVersions(this.db, ids, viewer.userId), this.lanes.lanesOf(viewer)]);
    const versionOf = new Map(versions.map((version) => [version.id, version]));
    const dropped = new Set(ids.filter((id) => { const version = versionOf.get(id); return !version || !isAvailableLoad(version, today); }));
    // Taken out now: reading the stale ones keeps them, which may write over these in the ring.
    const kept = new Map<number, RecordText>();
    for (const id of ids) {
      const record = dropped.has(id) ? undefined : this.records.get(id);
      if (record && record.updatedAt === versionOf.get(id)!.updatedAt) kept.set(id, record);
    }
    const fresh = await this.read(ids.filter((id) => !dropped.has(id) && !kept.has(id)), today);
    const texts: string[] = [];
    for (const id of ids) {
      if (dropped.has(id)) continue;
      const record = kept.get(id) ?? fresh.get(id);
      // Read again and found changed to unavailable (or gone) since its version was read.
      if (!record) {
        dropped.add(id);
        continue;
      }
      const version = versionOf.get(id)!;
      texts.push(writeRecord(record, {
        currentUserFavorite: version.favoriteOfViewer,
        numberOfFavorites: version.favoriteCount,
        myLane: lanes.has(record.originState, record.destinationState),
      }));
    }
    return { texts, dropped: [...dropped] };
  }

  /** Rows and vehicles of these loads, kept as text when available (a row that is not is not kept). */
  private async read(ids: readonly number[], today: string): Promise<Map<number, RecordText>> {
    const read = new Map<number, RecordText>();
    if (ids.length === 0) return read;
    const [rows, vehicles] = await Promise.all([findLoadRows(this.db, ids), findVehiclesByLoad(this.db, ids)]);
    for (const row of rows) {
      if (!isAvailableLoad(row, today)) continue;
      const record = recordTextOf(row, vehicles.get(row.id) ?? []);
      this.records.set(record);
      read.set(row.id, record);
    }
    return read;
  }
}
