import { describeEachDatabase } from '../support/databases';
import { useSignedInCarrier } from './signedInCarrier';
import { carrierSession, claimedBy, insertLoad, listIds, postList } from './support';

/*
 * Tomorrow, future and delivered days are the viewer's calendar days, whatever the instant: each case states
 * now, the zone, and where its tomorrow starts and ends in UTC (23 or 25 hours long on a DST change).
 */
describeEachDatabase('list days at any instant', (getDb) => {
  const { app, clock } = useSignedInCarrier(getDb);

  test.each([
    ['just before midnight UTC', '2026-11-27T23:59:59.999Z', 'UTC', '2026-11-28T00:00:00.000Z', '2026-11-29T00:00:00.000Z'],
    ['at midnight UTC', '2026-11-28T00:00:00.000Z', 'UTC', '2026-11-29T00:00:00.000Z', '2026-11-30T00:00:00.000Z'],
    ['the last minute of a year in Auckland', '2026-12-31T10:59:00.000Z', 'Pacific/Auckland', '2026-12-31T11:00:00.000Z', '2027-01-01T11:00:00.000Z'],
    ['the first minute of a year in Auckland', '2026-12-31T11:00:00.000Z', 'Pacific/Auckland', '2027-01-01T11:00:00.000Z', '2027-01-02T11:00:00.000Z'],
    ['the eve of New York springing forward', '2026-03-07T12:00:00.000Z', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['the eve of New York falling back', '2026-10-31T12:00:00.000Z', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['the last day of February', '2026-02-28T23:30:00.000Z', 'UTC', '2026-03-01T00:00:00.000Z', '2026-03-02T00:00:00.000Z'],
  ])('tomorrow keeps pick-ups of the viewer\'s next calendar day and future those after it, %s', async (_when, now, zone, tomorrowStarts, tomorrowEnds) => {
    const db = getDb();
    clock.pin(now);
    const carrier = await carrierSession(app(), db);
    const pickingUpAt = (instant: number) =>
      insertLoad(db, { ...claimedBy(carrier, 'PendingPickup'), scheduledPickup: new Date(instant).toISOString() });
    const start = Date.parse(tomorrowStarts);
    const end = Date.parse(tomorrowEnds);
    await pickingUpAt(start - 1);
    const firstOfTomorrow = await pickingUpAt(start);
    const lastOfTomorrow = await pickingUpAt(end - 1);
    const firstAfterTomorrow = await pickingUpAt(end);
    const query = `&timeZone=${encodeURIComponent(zone)}`;

    expect(listIds(await postList(app(), carrier, 'pendingPickup', { ScheduledPickupRange: 'tomorrow' }, query))).toEqual([firstOfTomorrow, lastOfTomorrow]);
    expect(listIds(await postList(app(), carrier, 'pendingPickup', { ScheduledPickupRange: 'Future' }, query))).toEqual([firstAfterTomorrow]);
  });

  test.each([
    ['New York\'s 23-hour day', '2026-03-08', 'America/New_York', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z'],
    ['New York\'s 25-hour day', '2026-11-01', 'America/New_York', '2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z'],
    ['New Year\'s Eve in Auckland', '2026-12-31', 'Pacific/Auckland', '2026-12-30T11:00:00.000Z', '2026-12-31T11:00:00.000Z'],
  ])('a delivered day is the viewer\'s whole calendar day, on %s', async (_day, day, zone, dayStarts, dayEnds) => {
    const db = getDb();
    clock.pin('2027-01-15T12:00:00.000Z');
    const carrier = await carrierSession(app(), db);
    const deliveredAt = (instant: number) =>
      insertLoad(db, { ...claimedBy(carrier, 'Delivered'), actualDelivery: new Date(instant).toISOString() });
    await deliveredAt(Date.parse(dayStarts) - 1);
    const first = await deliveredAt(Date.parse(dayStarts));
    const last = await deliveredAt(Date.parse(dayEnds) - 1);
    await deliveredAt(Date.parse(dayEnds));

    const response = await postList(app(), carrier, 'delivered', { DeliveredFrom: day, DeliveredTo: day }, `&timeZone=${encodeURIComponent(zone)}`);
    expect(listIds(response)).toEqual([last, first]);
  });
});
