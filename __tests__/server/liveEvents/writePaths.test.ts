import type { LiveEventInput } from '../../../src/server/repositories/liveEvents';
import { latestLiveEventId, liveEventsAfter } from '../../../src/server/repositories/liveEvents';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { expirePassedLoads } from '../../../src/server/services/jobs/expirePassedLoads';
import { systemClock } from '../../../src/server/clock';
import { aPostedLoad, csvFile, csvRow } from '../desk/support/postedLoads';
import { at, claimBody, dayFromToday } from '../loads/support/loadsFixture';
import { inspected } from '../inspections/support';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { useLiveFixture } from './support/liveFixture';

/** Every write path appends its live events in its own transaction: the rows a change leaves in live_events. */
describeEachDatabase('live events: each write path appends its events', (getDb) => {
  const fixture = useLiveFixture(getDb);
  const db = () => getDb().db;

  /** What `change` appended, without ids. */
  async function appendedBy(change: () => Promise<unknown>): Promise<LiveEventInput[]> {
    const before = await latestLiveEventId(db());
    await change();
    return (await liveEventsAfter(db(), before, 10_000)).map(({ audience, audienceId, event }) => ({ audience, audienceId, event }));
  }
  const versionOf = async (loadId: number) => (await db().selectFrom('loads').select('updatedAt').where('id', '=', loadId).executeTakeFirstOrThrow()).updatedAt;
  const ok = (status: number) => <T extends { statusCode: number; body: string }>(response: T): T => {
    if (response.statusCode !== status) throw new Error(`${response.statusCode}: ${response.body}`);
    return response;
  };
  async function insertDriver(clientId: number) {
    return (await db().insertInto('drivers').values({
      clientId, firstName: 'Rosa', lastName: 'Diaz', userName: null, email: null, cellPhoneNumber: '540-555-0199',
      twicCardExpiration: null, vtasPassword: null, notes: null, hasHandHeld: 'true', enabled: 1, createdAt: new Date().toISOString(),
    }).returning('id').executeTakeFirstOrThrow()).id;
  }
  async function claimed(driverId: number | null = null) {
    const { carrier, call, insertLoad } = fixture();
    const loadId = await insertLoad();
    ok(200)(await call('POST', `CarrierLoads/${loadId}/assignment`, carrier, claimBody(at(1), at(2), driverId)));
    return loadId;
  }
  const board = (loadId: number, version: string, onBoard: boolean, change: string) =>
    ({ audience: 'board', audienceId: null, event: { type: 'board', loadId, version, onBoard, change } });
  const carrierLoad = (clientId: number, loadId: number, version: string, change: string) =>
    ({ audience: 'client', audienceId: clientId, event: { type: 'carrierLoad', loadId, version, change } });

  test('a claim appends a board event (claimed, off the board) and a carrierLoad event for the claimer\'s carrier', async () => {
    const { carrier, call, insertLoad } = fixture();
    const loadId = await insertLoad();
    const events = await appendedBy(async () => ok(200)(await call('POST', `CarrierLoads/${loadId}/assignment`, carrier, claimBody())));
    const version = await versionOf(loadId);
    expect(events).toEqual([board(loadId, version, false, 'claimed'), carrierLoad(carrier.clientId, loadId, version, 'claimed')]);
  });

  test('a refused claim appends nothing', async () => {
    const { rival, call } = fixture();
    const loadId = await claimed();
    expect(await appendedBy(async () => ok(409)(await call('POST', `CarrierLoads/${loadId}/assignment`, rival, claimBody())))).toEqual([]);
  });

  test('a cancel appends a board event (back on the board) and a carrierLoad event for the carrier that had it', async () => {
    const { carrier, call } = fixture();
    const loadId = await claimed();
    const events = await appendedBy(async () => ok(200)(await call('POST', `CarrierLoads/${loadId}/unassign?unassignmentReason=AE`, carrier)));
    const version = await versionOf(loadId);
    expect(events).toEqual([board(loadId, version, true, 'cancelled'), carrierLoad(carrier.clientId, loadId, version, 'cancelled')]);
  });

  test('a driver change appends a carrierLoad event driverChanged, and nothing for the board', async () => {
    const { carrier, call } = fixture();
    const loadId = await claimed();
    const driverId = await insertDriver(carrier.clientId);
    const events = await appendedBy(async () => ok(200)(await call('PUT', `CarrierLoads/${loadId}/ChangeDriver`, carrier, { DriverId: driverId })));
    expect(events).toEqual([carrierLoad(carrier.clientId, loadId, await versionOf(loadId), 'driverChanged')]);
  });

  test('a date change appends a carrierLoad event datesChanged', async () => {
    const { carrier, call } = fixture();
    const loadId = await claimed();
    const events = await appendedBy(async () => ok(200)(await call('PUT', `CarrierLoads/${loadId}/ChangeDates`, carrier, { ScheduledPickup: at(1, '09:00:00'), ScheduledDelivery: at(3) })));
    expect(events).toEqual([carrierLoad(carrier.clientId, loadId, await versionOf(loadId), 'datesChanged')]);
  });

  test('picked up appends a carrierLoad event pickedUp; delivered appends delivered and the invoice created; a failed payment and the payment append theirs', async () => {
    const { app, carrier } = fixture();
    const driverId = await insertDriver(carrier.clientId);
    const loadId = await claimed(driverId);
    const token = await issueDriverLink(app, driverId);
    const driverCall = (step: string) => app.inject({
      method: 'POST', url: `/api/driver/loads/${loadId}/${step}`, headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: step === 'delivered' ? { receivedBy: 'Pat Receiver' } : {},
    });
    await inspected(app, token, loadId, 'pickup');
    expect(await appendedBy(async () => ok(200)(await driverCall('picked-up'))))
      .toEqual([carrierLoad(carrier.clientId, loadId, await versionOf(loadId), 'pickedUp')]);
    await inspected(app, token, loadId, 'delivery');
    const events = await appendedBy(async () => ok(200)(await driverCall('delivered')));
    const invoice = await db().selectFrom('invoices').select('id').where('loadId', '=', loadId).executeTakeFirstOrThrow();
    expect(events).toEqual([
      carrierLoad(carrier.clientId, loadId, await versionOf(loadId), 'delivered'),
      { audience: 'client', audienceId: carrier.clientId, event: { type: 'invoice', invoiceId: invoice.id, loadId, change: 'created' } },
    ]);

    const desk = await operatorKeyHeader(app);
    const failed = await appendedBy(async () => ok(200)(await app.inject({
      method: 'POST', url: `/api/desk/invoices/${invoice.id}/paymentFailed`, headers: desk, payload: { reason: 'Account closed.' },
    })));
    expect(failed).toEqual([{ audience: 'client', audienceId: carrier.clientId, event: { type: 'invoice', invoiceId: invoice.id, loadId, change: 'paymentFailed' } }]);
    const paid = await appendedBy(async () => ok(200)(await app.inject({ method: 'POST', url: `/api/desk/invoices/${invoice.id}/paid`, headers: desk, payload: {} })));
    expect(paid).toEqual([{ audience: 'client', audienceId: carrier.clientId, event: { type: 'invoice', invoiceId: invoice.id, loadId, change: 'paid' } }]);
  });

  test('a desk post appends a board event posted; an edit appends edited; a withdrawal appends withdrawn (off the board)', async () => {
    const { app } = fixture();
    const desk = await deskAuthHeader(app);
    const dates = { earliestPickup: dayFromToday(0), latestPickup: dayFromToday(2), earliestDelivery: dayFromToday(1), latestDelivery: dayFromToday(5) };
    let loadId = 0;
    const posted = await appendedBy(async () => {
      loadId = ok(201)(await app.inject({ method: 'POST', url: '/api/desk/loads', headers: desk, payload: aPostedLoad(dates) as object })).json().id;
    });
    expect(posted).toEqual([board(loadId, await versionOf(loadId), true, 'posted')]);
    const edited = await appendedBy(async () => ok(200)(await app.inject({ method: 'PUT', url: `/api/desk/loads/${loadId}`, headers: desk, payload: aPostedLoad({ ...dates, rate: 1400 }) as object })));
    expect(edited).toEqual([board(loadId, await versionOf(loadId), true, 'edited')]);
    const withdrawn = await appendedBy(async () => ok(204)(await app.inject({ method: 'DELETE', url: `/api/desk/loads/${loadId}`, headers: desk })));
    expect(withdrawn).toEqual([board(loadId, await versionOf(loadId), false, 'withdrawn')]);
    expect(await appendedBy(async () => app.inject({ method: 'DELETE', url: `/api/desk/loads/${loadId}`, headers: desk }))).toEqual([]);
  });

  test('a desk post and an edit wake the streams only once the search index holds the change, so a tab that hears of it finds it', async () => {
    const { app } = fixture();
    const desk = await deskAuthHeader(app);
    const steps: string[] = [];
    const indexLoads = app.loadSearch.onLoadsChanged.bind(app.loadSearch);
    const indexing = jest.spyOn(app.loadSearch, 'onLoadsChanged').mockImplementation(async (ids) => {
      await indexLoads(ids);
      steps.push('indexed');
    });
    const stopWatching = app.appContext.liveEventWrites.onWritten(() => steps.push('woken'));
    try {
      const dates = { earliestPickup: dayFromToday(0), latestPickup: dayFromToday(2), earliestDelivery: dayFromToday(1), latestDelivery: dayFromToday(5) };
      const loadId = ok(201)(await app.inject({ method: 'POST', url: '/api/desk/loads', headers: desk, payload: aPostedLoad(dates) as object })).json().id;
      ok(200)(await app.inject({ method: 'PUT', url: `/api/desk/loads/${loadId}`, headers: desk, payload: aPostedLoad({ ...dates, rate: 1400 }) as object }));
      expect(steps).toEqual(['indexed', 'woken', 'indexed', 'woken']);
    } finally {
      stopWatching();
      indexing.mockRestore();
    }
  });

  test('a CSV import appends a board event posted per load created', async () => {
    const { app } = fixture();
    const desk = await deskAuthHeader(app);
    const cells = { earliestPickup: dayFromToday(0), latestPickup: dayFromToday(2), earliestDelivery: dayFromToday(1), latestDelivery: dayFromToday(5) };
    let ids: number[] = [];
    const events = await appendedBy(async () => {
      const response = ok(200)(await app.inject({
        method: 'POST', url: '/api/desk/loads/import?mode=valid-rows', headers: { ...desk, 'content-type': 'text/csv' },
        payload: csvFile([csvRow(`IMP-${process.pid}-1`, cells), csvRow(`IMP-${process.pid}-2`, cells)]),
      }));
      ids = response.json().createdIds;
    });
    expect(ids).toHaveLength(2);
    expect(events).toEqual(await Promise.all(ids.map(async (id) => board(id, await versionOf(id), true, 'posted'))));
  });

  test('the expiry job appends a board event expired (off the board) per load it takes off', async () => {
    const { insertLoad } = fixture();
    const loadId = await insertLoad({ earliestPickup: dayFromToday(-5), latestPickup: dayFromToday(-2), visibleToCarriersFrom: new Date(Date.now() - 6 * 86_400_000).toISOString() });
    const events = await appendedBy(() => expirePassedLoads(db(), systemClock, fixture().app.appContext.liveEventWrites));
    expect(events).toContainEqual(board(loadId, await versionOf(loadId), false, 'expired'));
    expect(events.every((event) => event.audience === 'board' && (event.event as { change: string }).change === 'expired')).toBe(true);
  });

  test('a favourite and an unfavourite append a favorite event for that user only', async () => {
    const { carrier, call, insertLoad } = fixture();
    const loadId = await insertLoad();
    expect(await appendedBy(async () => ok(200)(await call('POST', `CarrierLoads/${loadId}/favorite`, carrier))))
      .toEqual([{ audience: 'user', audienceId: carrier.userId, event: { type: 'favorite', loadId, favorite: true } }]);
    expect(await appendedBy(async () => ok(200)(await call('DELETE', `CarrierLoads/${loadId}/favorite`, carrier))))
      .toEqual([{ audience: 'user', audienceId: carrier.userId, event: { type: 'favorite', loadId, favorite: false } }]);
  });

  test('saving a search and removing a saved one append savedSearches for that user; saving it again and recent searches append nothing', async () => {
    const { teammate, call } = fixture();
    const savedSearches = { audience: 'user', audienceId: teammate.userId, event: { type: 'savedSearches' } };
    let id = 0;
    expect(await appendedBy(async () => {
      id = ok(200)(await call('POST', 'CarrierLoadsSearchHistory/SaveSearchHistory', teammate, { OriginState: 'TX' })).json().id;
    })).toEqual([savedSearches]);
    expect(await appendedBy(async () => ok(200)(await call('POST', 'CarrierLoadsSearchHistory/SaveSearchHistory', teammate, { OriginState: 'TX' })))).toEqual([]);
    expect(await appendedBy(async () => ok(200)(await call('POST', 'CarrierLoadsSearchHistory/SaveRecentSearchHistory', teammate, { OriginState: 'OK' })))).toEqual([]);
    expect(await appendedBy(async () => ok(200)(await call('DELETE', `CarrierLoadsSearchHistory/RemoveSearchHistory?searchHistoryId=${id}`, teammate)))).toEqual([savedSearches]);
  });
});
