import type { Load } from '../../../src/server/db/tables';
import { firstLoadId, seedDatabase } from '../../../src/server/db/seed';
import { describeEachDatabase } from '../support/databases';

const today = new Date('2026-03-10T15:30:00Z');
const todayDate = '2026-03-10';
const tagsAndFlags = ['twicRequired', 'rushSold', 'enclosedTruckRequired', 'guaranteedPickup', 'guaranteedDelivery',
  'pickupLate', 'deliveryLate', 'hasInoperable'] as const;

describeEachDatabase('the seeded demo board', (getDb) => {
  let loads: Load[];

  beforeAll(async () => {
    await seedDatabase(getDb(), { loads: 300, today, seed: 11 });
    loads = await getDb().db.selectFrom('loads').selectAll().orderBy('id').execute();
  }, 60_000);

  const available = () => loads.filter((load) => load.orderStatus === 'Available');

  test('load ids run consecutively from 100001', () => {
    expect(loads.map((load) => load.id)).toEqual(Array.from({ length: 300 }, (_, index) => firstLoadId + index));
  });

  test('no available load has a latest pick-up before today', () => {
    expect(available().filter((load) => load.latestPickup === null || load.latestPickup < todayDate)).toEqual([]);
  });

  test('earliest pick-up ≤ latest pick-up ≤ earliest delivery ≤ latest delivery', () => {
    const outOfOrder = loads.filter((load) => {
      const dates = [load.earliestPickup, load.latestPickup, load.earliestDelivery, load.latestDelivery].filter((date) => date !== null);
      return dates.some((date, index) => index > 0 && date < dates[index - 1]);
    });
    expect(outOfOrder).toEqual([]);
  });

  test('claimed loads are scheduled inside their windows, delivery after pick-up', () => {
    const claimed = loads.filter((load) => load.orderStatus !== 'Available');
    for (const load of claimed) {
      const pickup = load.scheduledPickup!.slice(0, 10);
      const delivery = load.scheduledDelivery!.slice(0, 10);
      expect(pickup >= load.earliestPickup! && pickup <= load.latestPickup!).toBe(true);
      expect(delivery >= load.earliestDelivery! && delivery <= load.latestDelivery!).toBe(true);
      expect(load.scheduledDelivery! > load.scheduledPickup!).toBe(true);
    }
  });

  test('vehicle count, total weight and the inoperable flag match each load’s vehicles', async () => {
    const vehicles = await getDb().db.selectFrom('vehicles').select(['loadId', 'weight', 'inoperable']).execute();
    const byLoad = new Map<number, { count: number; weight: number; inoperable: 0 | 1 }>();
    for (const vehicle of vehicles) {
      const totals = byLoad.get(vehicle.loadId) ?? { count: 0, weight: 0, inoperable: 0 };
      byLoad.set(vehicle.loadId, {
        count: totals.count + 1,
        weight: totals.weight + Number(vehicle.weight ?? 0),
        inoperable: vehicle.inoperable === 1 ? 1 : totals.inoperable,
      });
    }
    for (const load of loads) {
      expect({ id: load.id, ...byLoad.get(load.id) }).toEqual({
        id: load.id, count: load.vehicleCount, weight: load.totalWeightLbs, inoperable: load.hasInoperable,
      });
      expect(load.vehicleCount).toBeGreaterThanOrEqual(1);
      expect(load.vehicleCount).toBeLessThanOrEqual(9);
    }
  });

  test('every order status is on the board, with a carrier exactly when claimed', () => {
    expect(new Set(loads.map((load) => load.orderStatus))).toEqual(new Set(['Available', 'PendingPickup', 'InRoute', 'Delivered']));
    expect(available().length).toBeGreaterThan(loads.length / 2);
    for (const load of loads) expect(load.carrierClientId === null).toBe(load.orderStatus === 'Available');
  });

  test('in-route loads were picked up, delivered loads also delivered, in the past', () => {
    const now = today.toISOString();
    for (const load of loads.filter((candidate) => candidate.orderStatus === 'InRoute')) {
      expect(load.actualPickup! < now && load.actualDelivery === null).toBe(true);
    }
    for (const load of loads.filter((candidate) => candidate.orderStatus === 'Delivered')) {
      expect(load.actualPickup! < load.actualDelivery! && load.actualDelivery! < now).toBe(true);
    }
  });

  test('every tag and late flag is set on some load and clear on others', () => {
    for (const flag of tagsAndFlags) {
      expect([flag, new Set(loads.map((load) => load[flag]))]).toEqual([flag, new Set([0, 1])]);
    }
  });

  test('some available loads were posted today and a few are hidden from carriers', () => {
    expect(available().some((load) => load.visibleToCarriersFrom.startsWith(todayDate))).toBe(true);
    expect(loads.every((load) => load.visibleToCarriersFrom <= today.toISOString())).toBe(true);
    expect(available().some((load) => load.visibleToCarriers === 0)).toBe(true);
  });

  test('rates are whole multiples of $5 with a minimum, and miles are road miles', () => {
    for (const load of loads) {
      expect(load.rate % 5).toBe(0);
      expect(load.rate).toBeGreaterThanOrEqual(150);
      expect(load.miles).toBeGreaterThanOrEqual(30);
    }
  });
});
