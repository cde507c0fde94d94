import type { FastifyInstance } from 'fastify';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { insertDocument } from './support';

/** GET CarrierDocuments/InsuranceDocuments and /BrokerAgreement (account spec 2.11, 3 and 7). */
describeEachDatabase('My Documents lists', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let other: TestCarrier;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb());
    carrier = await createCarrier(getDb());
    other = await createCarrier(getDb(), { clientName: 'Other Carrier' });
    token = await signIn(app, carrier);
  });
  afterAll(() => app.close());

  const list = (path: string, authToken = token) => app.inject({ url: `/api/CarrierDocuments/${path}?SourceApplication=HaulboardWeb`, headers: bearer(authToken) });

  test('each list answers the carrier own documents only, newest first, as documentId, title and dateAdded', async () => {
    const older = await insertDocument(getDb(), carrier.clientId, { title: 'Cargo 2025', dateAdded: '2025-06-01' });
    const newer = await insertDocument(getDb(), carrier.clientId, { title: 'Liability 2026', dateAdded: '2026-02-01' });
    await insertDocument(getDb(), other.clientId, { title: 'Not yours' });
    const agreement = await insertDocument(getDb(), carrier.clientId, { kind: 'BrokerAgreement', title: 'Broker-Carrier Agreement', dateAdded: '2024-01-15' });
    await insertDocument(getDb(), other.clientId, { kind: 'BrokerAgreement', title: 'Their agreement' });

    const insurance = await list('InsuranceDocuments');
    expect(insurance.statusCode).toBe(200);
    expect(insurance.json()).toEqual({
      records: [
        { documentId: newer, title: 'Liability 2026', dateAdded: '2026-02-01' },
        { documentId: older, title: 'Cargo 2025', dateAdded: '2025-06-01' },
      ],
      totalRecordCount: 2,
    });
    expect((await list('BrokerAgreement')).json()).toEqual({
      records: [{ documentId: agreement, title: 'Broker-Carrier Agreement', dateAdded: '2024-01-15' }], totalRecordCount: 1,
    });
  });

  test('a carrier without documents gets empty lists', async () => {
    const newcomer = await createCarrier(getDb());
    const newcomerToken = await signIn(app, newcomer);
    expect((await list('InsuranceDocuments', newcomerToken)).json()).toEqual({ records: [], totalRecordCount: 0 });
    expect((await list('BrokerAgreement', newcomerToken)).json()).toEqual({ records: [], totalRecordCount: 0 });
  });

  test('the lists need a signed-in carrier', async () => {
    const response = await app.inject({ url: '/api/CarrierDocuments/InsuranceDocuments' });
    expect(response.statusCode).toBe(401);
  });
});
