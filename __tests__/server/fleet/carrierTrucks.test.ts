import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from '../onboarding/support';

type Carrier = Awaited<ReturnType<typeof onboardingCarrier>>;
type Truck = { carrierTruckId: number; quantity: number };

/** The fleet calls of account spec 7: GET, PUT and DELETE CarrierTrucks (spec 2.9, 3, 5). */
describeEachDatabase('the carrier fleet', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  async function carrierWithTrucks(): Promise<{ carrier: Carrier; trucks: Truck[] }> {
    const carrier = await onboardingCarrier(app, getDb());
    const added = await carrier.call('POST', 'CarrierTrucks', {
      ClientId: carrier.clientId,
      Trucks: [
        { Quantity: 3, CarrierEquipmentType: 'Open', IsFlatBed: false, Capacity: 9 },
        { Quantity: 1, CarrierEquipmentType: 'Enclosed', IsFlatBed: true, Capacity: 1 },
      ],
    });
    expect(added.statusCode).toBe(201);
    return { carrier, trucks: added.json() };
  }

  const list = async (carrier: Carrier) => (await carrier.call('GET', `CarrierTrucks?clientId=${carrier.clientId}`)).json();

  test('GET CarrierTrucks lists the carrier’s own trucks in the order added', async () => {
    const { carrier, trucks } = await carrierWithTrucks();
    expect(await list(carrier)).toEqual([
      { carrierTruckId: trucks[0].carrierTruckId, clientId: carrier.clientId, quantity: 3, carrierEquipmentType: 'Open', isFlatBed: false, capacity: 9 },
      { carrierTruckId: trucks[1].carrierTruckId, clientId: carrier.clientId, quantity: 1, carrierEquipmentType: 'Enclosed', isFlatBed: true, capacity: 1 },
    ]);
  });

  test('capacity is 1 to 10 for car haulers and exactly 1 for flatbeds', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const add = (row: object) => carrier.call('POST', 'CarrierTrucks', { Trucks: [{ Quantity: 1, CarrierEquipmentType: 'Open', ...row }] });
    expect((await add({ IsFlatBed: false, Capacity: 10 })).statusCode).toBe(201);
    for (const row of [{ IsFlatBed: false, Capacity: 0 }, { IsFlatBed: false, Capacity: 11 }, { IsFlatBed: true, Capacity: 2 }]) {
      const refused = await add(row);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().errors[0].field).toBe('trucks[0].capacity');
    }
  });

  test('PUT CarrierTrucks sets whole-number quantities', async () => {
    const { carrier, trucks } = await carrierWithTrucks();
    const response = await carrier.call('PUT', 'CarrierTrucks', { ClientId: carrier.clientId, Trucks: [{ CarrierTruckId: trucks[0].carrierTruckId, Quantity: 5 }] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([expect.objectContaining({ carrierTruckId: trucks[0].carrierTruckId, quantity: 5 })]);
    expect((await list(carrier)).map((truck: Truck) => truck.quantity)).toEqual([5, 1]);
  });

  test('truck: edit quantity is a required whole number of at least 1', async () => {
    const { carrier, trucks } = await carrierWithTrucks();
    for (const quantity of [0, 2.5, 'many', null, -1]) {
      const response = await carrier.call('PUT', 'CarrierTrucks', { Trucks: [{ CarrierTruckId: trucks[0].carrierTruckId, Quantity: quantity }] });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'trucks[0].quantity', message: expect.any(String) }]);
    }
    expect((await carrier.call('PUT', 'CarrierTrucks', { Trucks: [] })).statusCode).toBe(400);
    expect((await list(carrier))[0].quantity).toBe(3);
  });

  test('DELETE CarrierTrucks removes the given trucks', async () => {
    const { carrier, trucks } = await carrierWithTrucks();
    const response = await carrier.call('DELETE', 'CarrierTrucks', { ClientId: carrier.clientId, CarrierTruckIds: [trucks[1].carrierTruckId] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ carrierTruckIds: [trucks[1].carrierTruckId] });
    expect((await list(carrier)).map((truck: Truck) => truck.carrierTruckId)).toEqual([trucks[0].carrierTruckId]);
    expect((await carrier.call('DELETE', 'CarrierTrucks', { CarrierTruckIds: [] })).statusCode).toBe(400);
    expect((await carrier.call('DELETE', 'CarrierTrucks', { CarrierTruckIds: ['x'] })).statusCode).toBe(400);
  });

  test("another carrier's fleet can be neither listed, changed nor removed, and nothing of it changes", async () => {
    const { carrier, trucks: own } = await carrierWithTrucks();
    const { carrier: rival, trucks: theirs } = await carrierWithTrucks();
    expect((await carrier.call('GET', `CarrierTrucks?clientId=${rival.clientId}`)).statusCode).toBe(403);
    expect((await carrier.call('PUT', 'CarrierTrucks', { ClientId: rival.clientId, Trucks: [{ CarrierTruckId: theirs[0].carrierTruckId, Quantity: 9 }] })).statusCode).toBe(403);
    const mixedUpdate = await carrier.call('PUT', 'CarrierTrucks', {
      Trucks: [{ CarrierTruckId: own[0].carrierTruckId, Quantity: 7 }, { CarrierTruckId: theirs[0].carrierTruckId, Quantity: 9 }],
    });
    expect(mixedUpdate.statusCode).toBe(404);
    expect((await carrier.call('DELETE', 'CarrierTrucks', { ClientId: rival.clientId, CarrierTruckIds: [theirs[0].carrierTruckId] })).statusCode).toBe(403);
    expect((await carrier.call('DELETE', 'CarrierTrucks', { CarrierTruckIds: [own[1].carrierTruckId, theirs[0].carrierTruckId] })).statusCode).toBe(404);
    expect((await list(carrier)).map((truck: Truck) => truck.quantity)).toEqual([3, 1]);
    expect((await list(rival)).map((truck: Truck) => truck.quantity)).toEqual([3, 1]);
  });

  test('without a token every fleet call answers 401', async () => {
    expect((await anonymous(app, 'GET', 'CarrierTrucks?clientId=1')).statusCode).toBe(401);
    expect((await anonymous(app, 'PUT', 'CarrierTrucks', { Trucks: [{ CarrierTruckId: 1, Quantity: 2 }] })).statusCode).toBe(401);
    expect((await anonymous(app, 'DELETE', 'CarrierTrucks', { CarrierTruckIds: [1] })).statusCode).toBe(401);
  });
});
