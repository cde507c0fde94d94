import { systemClock } from '../../../src/server/clock';
import { appendLiveEvents } from '../../../src/server/repositories/liveEvents';
import { boardBack, loadClaimed } from '../../../src/server/services/liveEvents/events';
import { LoadSearch } from '../../../src/server/services/loadSearch/loadSearch';
import { describeEachDatabase } from '../support/databases';
import { until } from '../support/until';
import { useSearchFixture } from './support/searchFixture';

/*
 * Pages are written from records kept as text and from answers kept for identical searches. Neither may ever
 * show a load the database no longer calls available, nor an older version of a load.
 */
describeEachDatabase('load search: kept records and answers', (getDb) => {
  const fixture = useSearchFixture(getDb, 300);
  const paging = { pageNumber: 1, pageSize: 5 };
  const criteria = { sortField: 'Rate', sortAscending: false };

  const viewer = () => ({ userId: fixture().carrier.userId, clientId: fixture().carrier.clientId });
  const pageOf = async (search: LoadSearch) => JSON.parse(await search.searchText(criteria, viewer(), paging)) as {
    records: { id: number; rate: number }[]; totalRecordCount: number;
  };
  // Another process's write: the row changes with a new version and its live events, and this process is not told.
  const claimElsewhere = (loadId: number) => getDb().db.transaction().execute(async (trx) => {
    const version = new Date().toISOString();
    await trx.updateTable('loads').set({ carrierClientId: fixture().carrier.clientId, orderStatus: 'PendingPickup', updatedAt: version })
      .where('id', '=', loadId).execute();
    await appendLiveEvents(trx, loadClaimed(fixture().carrier.clientId, loadId, version), version);
  });

  test('the page text is exactly the JSON of the records the service reads from the database', async () => {
    const search = new LoadSearch(getDb().db, { clock: systemClock, catchUpMs: 0 });
    for (let round = 0; round < 2; round++) {
      const text = await search.searchText(criteria, viewer(), paging);
      expect(text).toBe(JSON.stringify(await search.search(criteria, viewer(), paging)));
    }
    expect(search.pageRecords.cachedCount).toBe(5);
    search.close();
  });

  test('the kept records stay within their bytes, the oldest forgotten, and pages stay whole', async () => {
    // About three records' worth (some 850 bytes each in the ring): a page of five keeps its last few, never all five.
    const search = new LoadSearch(getDb().db, { clock: systemClock, catchUpMs: 0, recordCacheBytes: 3_000 });
    for (let round = 0; round < 2; round++) {
      const text = await search.searchText(criteria, viewer(), paging);
      expect(text).toBe(JSON.stringify(await search.search(criteria, viewer(), paging)));
      expect(search.pageRecords.cachedCount).toBeGreaterThan(0);
      expect(search.pageRecords.cachedCount).toBeLessThan(5);
    }
    search.close();
  });

  test('a load claimed by another process never comes back from the kept records, before or after the catch-up learns of it', async () => {
    const search = new LoadSearch(getDb().db, { clock: systemClock, catchUpMs: 20 });
    const before = await pageOf(search);
    const claimed = before.records[0].id;
    await claimElsewhere(claimed);
    // At once, before any look: the page's availability read drops it although its record and answer were kept.
    const right = await pageOf(search);
    expect(right.records.map((record) => record.id)).not.toContain(claimed);
    expect(right.records).toHaveLength(5);
    expect(right.totalRecordCount).toBe(before.totalRecordCount - 1);
    // The catch-up finds the change, the record is forgotten and the load stays out.
    const other = before.records[1].id;
    await claimElsewhere(other);
    await until(async () => !(await search.ready()).has(other), 'the catch-up forgets the load claimed elsewhere');
    const later = await pageOf(search);
    expect(later.records.map((record) => record.id)).not.toContain(claimed);
    expect(later.records.map((record) => record.id)).not.toContain(other);
    expect(later.totalRecordCount).toBe(before.totalRecordCount - 2);
    search.close();
  });

  test('a load changed by another process is shown as it is now, not as kept', async () => {
    const search = new LoadSearch(getDb().db, { clock: systemClock, catchUpMs: 0 });
    const [first] = (await pageOf(search)).records;
    await getDb().db.updateTable('loads').set({ rate: first.rate + 1, updatedAt: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', first.id).execute();
    const again = (await pageOf(search)).records.find((record) => record.id === first.id);
    expect(again?.rate).toBe(first.rate + 1);
    search.close();
  });

  test('a change learnt from another process forgets the load\'s kept record', async () => {
    const search = new LoadSearch(getDb().db, { clock: systemClock, catchUpMs: 0 });
    const [first] = (await pageOf(search)).records;
    expect(search.pageRecords.has(first.id)).toBe(true);
    const version = new Date(Date.now() + 1000).toISOString();
    await getDb().db.transaction().execute(async (trx) => {
      await trx.updateTable('loads').set({ rate: first.rate + 1, updatedAt: version }).where('id', '=', first.id).execute();
      await appendLiveEvents(trx, [boardBack(first.id, version, 'edited')], version);
    });
    await search.applyRemoteChange();
    expect(search.pageRecords.has(first.id)).toBe(false);
    search.close();
  });
});
