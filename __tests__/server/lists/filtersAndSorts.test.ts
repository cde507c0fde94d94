import { describeEachDatabase } from '../support/databases';
import { aVehicle, at, claimedBy, day, favorite, insertDriver, insertLoad, listIds, postList } from './support';
import { useSignedInCarrier } from './signedInCarrier';

describeEachDatabase('load list filters, sorts and paging', (getDb) => {
  const { app, carrier, clock } = useSignedInCarrier(getDb);

  test('driverId keeps only the loads of that driver', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier().clientId);
    const hers = await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), driverId: driver });
    await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), driverId: await insertDriver(db, carrier().clientId) });
    await insertLoad(db, claimedBy(carrier(), 'PendingPickup'));
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { DriverId: driver }))).toEqual([hers]);
    expect((await postList(app(), carrier(), 'pendingPickup', { DriverId: null })).json().totalRecordCount).toBe(3);
  });

  test('deliveredFrom and deliveredTo keep completed loads delivered on those days, both ends included', async () => {
    const db = getDb();
    const deliveredOn = (offset: number) => insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), actualDelivery: at(offset, '23:59:00.000Z') });
    await deliveredOn(-10);
    const first = await deliveredOn(-7);
    const last = await deliveredOn(-3);
    await deliveredOn(-2);
    const response = await postList(app(), carrier(), 'delivered', { DeliveredFrom: day(-7), DeliveredTo: day(-3) });
    expect(listIds(response)).toEqual([last, first]);
  });

  test('the tomorrow filter keeps loads whose scheduled pick-up is tomorrow; future keeps those after tomorrow', async () => {
    const db = getDb();
    const scheduled = (offset: number) => insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: at(offset, '00:30:00.000Z') });
    await scheduled(0);
    const tomorrow = await scheduled(1);
    const later = await scheduled(2);
    const muchLater = await scheduled(9);
    await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: null });
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { ScheduledPickupRange: 'tomorrow' }))).toEqual([tomorrow]);
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { ScheduledPickupRange: 'Future' }))).toEqual([later, muchLater]);
  });

  // Pacific/Kiritimati is UTC+14: its days start at 10:00 UTC. Before 10:00 UTC its date is UTC's; after, it is a day ahead.
  test.each([
    ['while the zone\'s date is UTC\'s', '2026-11-24T09:00:00.000Z', '2026-11-24T10:00:00.000Z', []],
    ['while the zone\'s date is a day ahead of UTC\'s', '2026-11-24T12:00:00.000Z', '2026-11-25T10:00:00.000Z', ['justBefore', 'first']],
  ])('with a time zone, tomorrow and the delivery days are the viewer\'s calendar days (%s)', async (_when, now, zoneTomorrowStarts, inUtcTomorrow) => {
    const db = getDb();
    clock.pin(now);
    const zone = 'Pacific/Kiritimati';
    const tomorrowStart = new Date(zoneTomorrowStarts);
    const loads = {
      justBefore: await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: new Date(tomorrowStart.getTime() - 60_000).toISOString() }),
      first: await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: tomorrowStart.toISOString() }),
    };
    const query = `&timeZone=${encodeURIComponent(zone)}`;
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { ScheduledPickupRange: 'tomorrow' }, query))).toEqual([loads.first]);
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { ScheduledPickupRange: 'tomorrow', TimeZone: zone }))).toEqual([loads.first]);
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { ScheduledPickupRange: 'tomorrow' })))
      .toEqual(inUtcTomorrow.map((name) => loads[name as keyof typeof loads]));

    const deliveredAt = (instant: string) => insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), actualDelivery: instant });
    await deliveredAt('2026-11-20T09:59:59.000Z');
    const inside = await deliveredAt('2026-11-20T10:00:00.000Z'); // 00:00 on 21 November in the zone
    const response = await postList(app(), carrier(), 'delivered', { DeliveredFrom: '2026-11-21', DeliveredTo: '2026-11-21' }, query);
    expect(listIds(response)).toEqual([inside]);
  });

  test('in-progress loads come by delivery day, earliest first', async () => {
    const db = getDb();
    const later = await insertLoad(db, { ...claimedBy(carrier(), 'InRoute'), scheduledDelivery: at(6) });
    const sooner = await insertLoad(db, { ...claimedBy(carrier(), 'InRoute'), scheduledDelivery: at(3) });
    expect(listIds(await postList(app(), carrier(), 'inRoute'))).toEqual([sooner, later]);
  });

  test('claimed loads come by pick-up day, earliest first, unless a sort is asked for', async () => {
    const db = getDb();
    const third = await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: at(6) });
    const first = await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: at(2) });
    const second = await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), scheduledPickup: at(4) });
    expect(listIds(await postList(app(), carrier(), 'pendingPickup'))).toEqual([first, second, third]);
  });

  test('completed loads come by delivery day, latest first', async () => {
    const db = getDb();
    const older = await insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), actualDelivery: at(-9) });
    const newest = await insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), actualDelivery: at(-1) });
    const middle = await insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), actualDelivery: at(-4) });
    expect(listIds(await postList(app(), carrier(), 'delivered'))).toEqual([newest, middle, older]);
  });

  test('saved loads come most recently saved first', async () => {
    const db = getDb();
    const ids = [await insertLoad(db), await insertLoad(db), await insertLoad(db)];
    await favorite(db, carrier(), ids[1], new Date(Date.now() - 3_000));
    await favorite(db, carrier(), ids[0], new Date(Date.now() - 1_000));
    await favorite(db, carrier(), ids[2], new Date(Date.now() - 2_000));
    expect(listIds(await postList(app(), carrier(), 'favorites'))).toEqual([ids[0], ids[2], ids[1]]);
  });

  test.each([
    ['Rate', { rate: 900 }, { rate: 1500 }, { rate: 2100 }],
    ['Units', { vehicles: [aVehicle()] }, { vehicles: [aVehicle(), aVehicle()] }, { vehicles: [aVehicle(), aVehicle(), aVehicle()] }],
    ['Miles', { miles: 120 }, { miles: 480 }, { miles: 1300 }],
    ['AvailableDate', { scheduledPickup: at(2) }, { scheduledPickup: at(3) }, { scheduledPickup: at(8) }],
    ['DeliveryDate', { scheduledDelivery: at(5) }, { scheduledDelivery: at(7) }, { scheduledDelivery: at(11) }],
    ['OriginCity', { originCity: 'Abilene' }, { originCity: 'el Paso' }, { originCity: 'Houston' }],
  ])('sortField %s orders the list by it, either way, the load number breaking ties', async (sortField, low, middle, high) => {
    const db = getDb();
    const insert = (values: object) => insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), ...values });
    const ids = [await insert(high), await insert(low), await insert(middle), await insert(middle)];
    const [highId, lowId, middleId, twinId] = ids;
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { SortField: sortField, SortAscending: true }))).toEqual([lowId, middleId, twinId, highId]);
    expect(listIds(await postList(app(), carrier(), 'pendingPickup', { SortField: sortField, SortAscending: false }))).toEqual([highId, twinId, middleId, lowId]);
  });

  test('pageNumber and pageSize give consecutive pages and the total counts the whole list', async () => {
    const db = getDb();
    const ids: number[] = [];
    for (let rate = 1; rate <= 7; rate += 1) ids.push(await insertLoad(db, { ...claimedBy(carrier(), 'InRoute'), rate: rate * 100 }));
    const page = (pageNumber: number) => postList(app(), carrier(), 'inRoute', { SortField: 'Rate', SortAscending: true }, `&pageNumber=${pageNumber}&pageSize=3`);
    const pages = await Promise.all([1, 2, 3, 4].map(page));
    expect(pages.map(listIds)).toEqual([ids.slice(0, 3), ids.slice(3, 6), ids.slice(6), []]);
    expect(pages.map((response) => response.json().totalRecordCount)).toEqual([7, 7, 7, 7]);
  });

  test('a page far beyond the end is empty and still counts the whole list', async () => {
    await insertLoad(getDb(), claimedBy(carrier(), 'InRoute'));
    for (const sortField of ['Rate', 'OriginCity']) {
      const response = await postList(app(), carrier(), 'inRoute', { SortField: sortField }, '&pageNumber=1000000&pageSize=10000');
      expect(response.json()).toEqual({ records: [], totalRecordCount: 1 });
    }
  });

  test('a page holds 20 loads unless pageSize says otherwise', async () => {
    const db = getDb();
    for (let count = 0; count < 21; count += 1) await insertLoad(db, claimedBy(carrier(), 'InRoute'));
    const response = await postList(app(), carrier(), 'inRoute');
    expect(listIds(response)).toHaveLength(20);
    expect(response.json().totalRecordCount).toBe(21);
  });

  test('a page size beyond 10,000 or a page number below 1 is refused', async () => {
    expect((await postList(app(), carrier(), 'pendingPickup', {}, '&pageSize=10001')).statusCode).toBe(400);
    expect((await postList(app(), carrier(), 'pendingPickup', {}, '&pageNumber=0')).statusCode).toBe(400);
  });
});
