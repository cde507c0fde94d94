import { aVehicle, carrierSession, claimedBy, insertLoad, type CarrierSession } from './support';
import { useSignedInCarrier } from './signedInCarrier';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

describeEachDatabase('carrier vehicle count', (getDb) => {
  const { app, carrier } = useSignedInCarrier(getDb);

  const addTruck = (clientId: number, quantity: number, capacity: number) => getDb().db.insertInto('trucks')
    .values({ clientId, quantity, capacity, carrierEquipmentType: 'Open', isFlatBed: 0 }).execute();
  const vehicles = (count: number) => Array.from({ length: count }, () => aVehicle());
  const count = async (session: CarrierSession) => {
    const response = await app().inject({ url: '/api/CarrierTrucks/CarrierVehicleCount?SourceApplication=CarrierPortal', headers: bearer(session.token) });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  test('total capacity is the sum of quantity times capacity of the carrier\'s trucks', async () => {
    await addTruck(carrier().clientId, 2, 9);
    await addTruck(carrier().clientId, 1, 1);
    expect(await count(carrier())).toEqual({ totalCapacity: 19, vehiclesOnLoads: 0, allotmentRemaining: 19 });
  });

  test('vehicles on loads count the carrier\'s claimed and in-progress loads only', async () => {
    const db = getDb();
    const other = await carrierSession(app(), db);
    await addTruck(carrier().clientId, 1, 10);
    await insertLoad(db, { ...claimedBy(carrier(), 'PendingPickup'), vehicles: vehicles(3) });
    await insertLoad(db, { ...claimedBy(carrier(), 'InRoute'), vehicles: vehicles(2) });
    await insertLoad(db, { ...claimedBy(carrier(), 'Delivered'), vehicles: vehicles(4) });
    await insertLoad(db, { ...claimedBy(other, 'InRoute'), vehicles: vehicles(5) });
    await insertLoad(db, { vehicles: vehicles(6) });
    expect(await count(carrier())).toEqual({ totalCapacity: 10, vehiclesOnLoads: 5, allotmentRemaining: 5 });
  });

  test('the remaining allotment never goes below 0', async () => {
    await addTruck(carrier().clientId, 1, 2);
    await insertLoad(getDb(), { ...claimedBy(carrier(), 'PendingPickup'), vehicles: vehicles(3) });
    expect(await count(carrier())).toEqual({ totalCapacity: 2, vehiclesOnLoads: 3, allotmentRemaining: 0 });
  });

  test('a carrier without trucks or loads has nothing left', async () => {
    expect(await count(carrier())).toEqual({ totalCapacity: 0, vehiclesOnLoads: 0, allotmentRemaining: 0 });
  });

  test('the count needs a session', async () => {
    expect((await app().inject({ url: '/api/CarrierTrucks/CarrierVehicleCount' })).statusCode).toBe(401);
  });
});
