import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { anonymous, onboardingCarrier } from './support';

describeEachDatabase('POST CarrierTrucks (Add Hauler)', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  const trucksOf = (clientId: number) => getDb().db.selectFrom('trucks').selectAll().where('clientId', '=', clientId).orderBy('id').execute();

  test('several truck rows are added to the carrier’s fleet', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'CarrierTrucks', {
      ClientId: carrier.clientId,
      Trucks: [
        { Quantity: 2, CarrierEquipmentType: 'Open', IsFlatBed: false, Capacity: 9 },
        { Quantity: '1', CarrierEquipmentType: 'Enclosed', IsFlatBed: true, Capacity: 1 },
      ],
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual([
      expect.objectContaining({ quantity: 2, carrierEquipmentType: 'Open', isFlatBed: false, capacity: 9, clientId: carrier.clientId }),
      expect.objectContaining({ quantity: 1, carrierEquipmentType: 'Enclosed', isFlatBed: true, capacity: 1 }),
    ]);
    expect(await trucksOf(carrier.clientId)).toHaveLength(2);
  });

  test('a bad row answers 400 with the row’s field and adds no truck', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'CarrierTrucks', {
      trucks: [{ quantity: 1, carrierEquipmentType: 'Open', capacity: 5 }, { quantity: 0, carrierEquipmentType: 'Roofless', capacity: 11 }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field).sort())
      .toEqual(['trucks[1].capacity', 'trucks[1].carrierEquipmentType', 'trucks[1].quantity']);
    expect(await trucksOf(carrier.clientId)).toHaveLength(0);
  });

  test('no rows is a root error', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'CarrierTrucks', { trucks: [] });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'trucks', message: 'Add at least one truck' }]);
  });

  test('another carrier’s client id is refused with 403', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const other = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'CarrierTrucks', { clientId: other.clientId, trucks: [{ quantity: 1, carrierEquipmentType: 'Open', capacity: 5 }] });
    expect(response.statusCode).toBe(403);
    expect(await trucksOf(other.clientId)).toHaveLength(0);
  });

  test('without a token adding trucks answers 401', async () => {
    expect((await anonymous(app, 'POST', 'CarrierTrucks', { trucks: [] })).statusCode).toBe(401);
  });
});
