import { parse } from 'csv-parse/sync';
import type { Db } from '../../../src/server/db/database';
import { describeEachDatabase } from '../support/databases';
import { carrierSession, favorite, insertDriver, insertLoad, listIds, postList, type CarrierSession } from './support';
import { useSignedInCarrier } from './signedInCarrier';

const readCsv = (text: string): Record<string, string>[] => parse(text, { bom: true, columns: true, skip_empty_lines: true });

const now = '2026-11-24T15:00:00.000Z';

/** Offered for pick-up from Nov 28, claimed by `claimant`, picked up early by its driver and due tomorrow. */
async function pickedUpBy(db: Db, claimant: CarrierSession): Promise<{ id: number; driverId: number }> {
  const driverId = await insertDriver(db, claimant.clientId);
  const id = await insertLoad(db, {
    orderStatus: 'InRoute', carrierClientId: claimant.clientId, driverId, rate: 1800,
    earliestPickup: '2026-11-28', latestPickup: '2026-11-30', earliestDelivery: '2026-12-02', latestDelivery: '2026-12-04',
    scheduledPickup: '2026-11-24T14:00:00.000Z', actualPickup: '2026-11-24T14:30:00.000Z', scheduledDelivery: '2026-11-25T18:00:00.000Z',
    pickupLate: 1, deliveryLate: 1,
  });
  return { id, driverId };
}

/** Issue 21: a carrier sees another carrier's load only as the board offered it and as no longer available. */
describeEachDatabase('saved loads another carrier holds', (getDb) => {
  const { app, carrier, clock } = useSignedInCarrier(getDb);

  test("another carrier's load among the favourites reads as offered on the board and no longer available, never the claimant's status, schedule, driver or times", async () => {
    clock.pin(now);
    const db = getDb();
    const claimant = await carrierSession(app(), db);
    const { id, driverId } = await pickedUpBy(db, claimant);
    await favorite(db, carrier(), id);

    const [record] = (await postList(app(), carrier(), 'favorites')).json().records;
    expect(record).toMatchObject({
      id, rate: 1800, originName: 'Dallas Auto Auction', destinationCity: 'Atlanta',
      earliestPickup: '2026-11-28', latestPickup: '2026-11-30', earliestDelivery: '2026-12-02', latestDelivery: '2026-12-04',
      orderStatus: 'NoLongerAvailable', unAssigned: false, assignedToCurrentCarrier: false, currentUserFavorite: true,
      driverId: null, scheduledPickup: null, scheduledDelivery: null, actualPickup: null, actualDelivery: null,
      pickupLate: false, deliveryLate: false,
    });

    const [own] = (await postList(app(), claimant, 'inRoute')).json().records;
    expect(own).toMatchObject({ id, orderStatus: 'InRoute', driverId, actualPickup: '2026-11-24T14:30:00.000Z', pickupLate: true });
  });

  test("the favourites' CSV shows another carrier's load as No longer available, with no schedule, times or driver", async () => {
    clock.pin(now);
    const db = getDb();
    const { id } = await pickedUpBy(db, await carrierSession(app(), db));
    await favorite(db, carrier(), id);

    const rows = readCsv((await postList(app(), carrier(), 'favorites', {}, '&resultType=CSV')).body);
    expect(rows).toEqual([expect.objectContaining({
      'Load #': String(id), Status: 'No longer available', 'Scheduled pick-up': '', 'Scheduled delivery': '',
      'Picked up': '', Delivered: '', Driver: '',
    })]);
  });

  test("the favourites are filtered by driver and by the claim's days only among the viewer's own loads", async () => {
    clock.pin(now);
    const db = getDb();
    const { id, driverId } = await pickedUpBy(db, await carrierSession(app(), db));
    const ownDriver = await insertDriver(db, carrier().clientId);
    const own = await insertLoad(db, {
      orderStatus: 'PendingPickup', carrierClientId: carrier().clientId, driverId: ownDriver,
      scheduledPickup: '2026-11-25T14:00:00.000Z', scheduledDelivery: '2026-11-25T18:00:00.000Z',
    });
    for (const load of [id, own]) await favorite(db, carrier(), load);

    expect(listIds(await postList(app(), carrier(), 'favorites', { DriverId: driverId }))).toEqual([]);
    expect(listIds(await postList(app(), carrier(), 'favorites', { DriverId: ownDriver }))).toEqual([own]);
    expect(listIds(await postList(app(), carrier(), 'favorites', { ScheduledPickupRange: 'tomorrow' }))).toEqual([own]);
    expect(listIds(await postList(app(), carrier(), 'favorites', { DeliveredFrom: '2026-11-25', DeliveredTo: '2026-11-25' }))).toEqual([own]);
  });

  test.each([['AvailableDate'], ['DeliveryDate']])(
    "another carrier's load is ordered by %s as the board offered it, not by the claimant's days", async (sortField) => {
      clock.pin(now);
      const db = getDb();
      const { id } = await pickedUpBy(db, await carrierSession(app(), db));
      const open = await insertLoad(db, { earliestPickup: '2026-11-26', latestPickup: '2026-11-27', earliestDelivery: '2026-11-29', latestDelivery: '2026-11-30' });
      for (const load of [id, open]) await favorite(db, carrier(), load);

      expect(listIds(await postList(app(), carrier(), 'favorites', { SortField: sortField, SortAscending: true }))).toEqual([open, id]);
    });
});
