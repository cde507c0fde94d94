import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { asDriver, assignedLoad, inspected, linkedDriver, type CarrierSession } from './support';

// pdf-parse's index runs a self-test on require; its library entry does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

describeEachDatabase('bills of lading after the driver link', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  const documentsText = async (session: CarrierSession, id: number): Promise<string> => {
    const response: LightMyRequestResponse = await app.inject({
      method: 'POST', url: '/api/CarrierLoadDocuments/All?SourceApplication=CarrierPortal&timeZone=America/Chicago',
      headers: { ...bearer(session.token), 'content-type': 'application/json' }, payload: JSON.stringify({ OrderId: id }),
    });
    expect(response.statusCode).toBe(200);
    return (await pdfParse(response.rawPayload)).text;
  };

  test('the bill of lading prints the actual pick-up and delivery times, each on its place\'s clock with its zone, and the receiver once known', async () => {
    const linked = await linkedDriver(app, getDb());
    const id = await assignedLoad(getDb(), linked);
    const before = await documentsText(linked.carrier, id);
    expect(before).toContain('ACTUAL PICK-UP');
    expect(before).toContain('ACTUAL DELIVERY');
    expect(before).toContain('RECEIVED BY');
    expect(before).not.toContain('Sam Lot');
    clock.pin('2026-11-24T14:05:00.000Z');
    await inspected(app, linked.token, id, 'pickup');
    await asDriver(app, linked.token, 'POST', `loads/${id}/picked-up`, {});
    clock.pin('2026-11-25T21:40:00.000Z');
    await inspected(app, linked.token, id, 'delivery');
    await asDriver(app, linked.token, 'POST', `loads/${id}/delivered`, { ReceivedBy: 'Sam Lot' });
    const after = await documentsText(linked.carrier, id);
    expect(after).toContain('11/24/2026 8:05 AM CST');
    expect(after).toContain('11/25/2026 4:40 PM EST');
    expect(after).toContain('Sam Lot');
  });
});
