import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { aVehicle, carrierSession, claimedBy, insertDriver, insertLoad, listsApp, type CarrierSession } from '../lists/support';

// pdf-parse's index runs a self-test on require; its library entry does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ numpages: number; text: string; info: Record<string, unknown> }>;

const vehicles = [
  aVehicle({ year: 2019, make: 'Honda', model: 'Accord', subModel: 'EX', weight: '3,200' }),
  aVehicle({ year: 2012, make: 'Chevrolet', model: 'Silverado', subModel: null, weight: null, inoperable: true }),
  aVehicle({ year: 2023, make: 'Tesla', model: 'Model Y', subModel: 'Long Range', weight: '4,400' }),
];

describeEachDatabase('load documents PDF', (getDb) => {
  let app: FastifyInstance;
  let carrier: CarrierSession;

  beforeAll(async () => {
    app = await listsApp(getDb());
  });
  beforeEach(async () => {
    carrier = await carrierSession(app, getDb(), 'Blue Ridge Car Carriers');
  });
  afterAll(() => app.close());

  const documents = (session: CarrierSession, body: unknown, query = ''): Promise<LightMyRequestResponse> => app.inject({
    method: 'POST', url: `/api/CarrierLoadDocuments/All?SourceApplication=CarrierPortal${query}`,
    headers: { ...bearer(session.token), 'content-type': 'application/json' }, payload: JSON.stringify(body),
  });

  test('a claimed load\'s documents are a PDF attachment named \'Load {id}.pdf\'', async () => {
    const id = await insertLoad(getDb(), { ...claimedBy(carrier, 'PendingPickup'), vehicles });
    const response = await documents(carrier, { OrderId: id });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Load ${id}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('the PDF holds the load number and every vehicle, on a dispatch sheet plus a bill of lading page per vehicle', async () => {
    const db = getDb();
    const driver = await insertDriver(db, carrier.clientId, { firstName: 'Rosa', lastName: 'Diaz', email: 'rosa@fleet.test' });
    const id = await insertLoad(db, {
      ...claimedBy(carrier, 'InRoute'), driverId: driver, rate: 1875.5, vehicles,
      originComments: 'Gate code 4411. Ask for Marco.', destinationBusinessHours: 'Sat 9:00-13:00',
    });
    const pdf = await pdfParse((await documents(carrier, { OrderId: id })).rawPayload);
    expect(pdf.numpages).toBe(1 + vehicles.length);
    expect(pdf.info.Title).toBe(`Load ${id}`);
    for (const text of [`Load ${id}`, 'Dispatch Sheet', 'Blue Ridge Car Carriers', 'Rosa Diaz', 'Dallas Auto Auction', '5333 W Kiest Blvd',
      'Atlanta Motors', 'Mon-Fri 8:00-17:00', 'Sat 9:00-13:00', 'Gate code 4411. Ask for Marco.', '$1,875.50', 'Bill of Lading']) {
      expect(pdf.text).toContain(text);
    }
    for (const vehicle of vehicles) {
      for (const part of [String(vehicle.year), vehicle.make, vehicle.model]) expect(pdf.text).toContain(part);
    }
    expect(pdf.text).toContain('3,200 lbs');
    expect(pdf.text.match(/Bill of Lading/g)).toHaveLength(vehicles.length);
    expect(pdf.text.match(/Driver signature/g)).toHaveLength(2 * vehicles.length);
  });

  test('long instructions and many vehicles still make one dispatch sheet plus one page per vehicle', async () => {
    const many = Array.from({ length: 40 }, (_, index) => aVehicle({ model: `Model ${index + 1}` }));
    const id = await insertLoad(getDb(), {
      ...claimedBy(carrier, 'Delivered'), vehicles: many,
      originComments: 'Call the yard first. '.repeat(400), destinationName: 'Ω Motors 🚚 '.repeat(30),
    });
    const pdf = await pdfParse((await documents(carrier, { OrderId: id })).rawPayload);
    expect(pdf.numpages).toBe(1 + many.length);
    expect(pdf.text).toContain('Model 40');
  });

  test('documents of a load that does not exist are 404 \'Load {id} not found\'', async () => {
    const response = await documents(carrier, { OrderId: 999_999_9 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Load 9999999 not found', code: 'not_found' });
  });

  test('documents of a load hidden from carriers are 404 \'Load {id} not found\', as if it did not exist', async () => {
    const id = await insertLoad(getDb(), { visibleToCarriers: 0 });
    const response = await documents(carrier, { OrderId: id });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: `Load ${id} not found`, code: 'not_found' });
  });

  test('documents of another carrier\'s load or of an available load are refused with 403', async () => {
    const db = getDb();
    const other = await carrierSession(app, db);
    for (const id of [await insertLoad(db, claimedBy(other, 'PendingPickup')), await insertLoad(db)]) {
      const response = await documents(carrier, { OrderId: id });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toContain(String(id));
    }
  });

  test('an order id that is no load number is refused on its field', async () => {
    for (const orderId of [undefined, 'abc', -1, 1.5, 1e309]) {
      const response = await documents(carrier, { OrderId: orderId });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'orderId', message: expect.any(String) }]);
    }
  });

  test('documents need a session', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/CarrierLoadDocuments/All', payload: { OrderId: 1 } })).statusCode).toBe(401);
  });
});
