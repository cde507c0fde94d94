import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { asDriver, assignedLoad, linkedDriver } from '../driverLink/support';
import { inspected, inspectionBody, postInspection } from './support';

describeEachDatabase('Picked Up and Delivered each need their inspection', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Picked Up without the pick-up inspection is refused (409 inspection_required)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {});
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'inspection_required', message: 'Inspect the vehicles and sign before marking the load Picked Up.' });
  });

  test('Delivered without the delivery inspection is refused (409 inspection_required)', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    await inspected(app, linked.token, id, 'pickup');
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam Lot' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ code: 'inspection_required', message: 'Inspect the vehicles and sign before marking the load Delivered.' });
  });

  test('Delivered without Received by takes the receiver the delivery inspection names', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    await inspected(app, linked.token, id, 'pickup', 'delivery');
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ orderStatus: 'Delivered', receivedBy: 'Sam Lot' });
  });

  test('\'Customer Not Available\' keeps its reason as who received the load', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked, 'InRoute');
    await inspected(app, linked.token, id, 'pickup');
    const body = inspectionBody('delivery', 1, { customer: { name: '', email: null, signature: null, notAvailableReason: 'night drop' } });
    expect((await postInspection(app, linked.token, id, body)).statusCode).toBe(201);
    const response = await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, {});
    expect(response.json()).toMatchObject({ receivedBy: 'Customer not available: night drop' });
  });
});
