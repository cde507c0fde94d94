import { Value } from '@sinclair/typebox/value';
import type { FastifyInstance } from 'fastify';
import { DRIVER_LOAD_FIELDS, DriverLoadRecordSchema } from '../../../src/shared/contracts/load';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { asCarrier, asDriver, assignedLoad, linkedDriver } from './support';

describeEachDatabase('driver link: the load record', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test("the driver sees the carrier's load record narrowed to its places, windows and times", async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    const driverAnswer = await asDriver(app, linked.token, 'GET', 'loads');
    expect(driverAnswer.statusCode).toBe(200);
    const driverLoad = driverAnswer.json().records.find((record: { id: number }) => record.id === id);
    expect(Value.Errors(DriverLoadRecordSchema, driverLoad).First()).toBeUndefined();

    const carrierLoad = (await asCarrier(app, linked.carrier, 'POST', `CarrierLoads/get/${id}`)).json();
    const narrowed = Object.fromEntries(DRIVER_LOAD_FIELDS.map((field) => [field, carrierLoad[field]]));
    expect(driverLoad).toEqual({ ...narrowed, orderStatus: 'InRoute', receivedBy: null, inspectionKind: 'standard' });
  });
});
