import type { FastifyInstance } from 'fastify';
import { seedReferenceData } from '../../../src/server/db/seed/reference';
import { bearer, createCarrier, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

const lookup = (key: string) => ({ url: `/api/Lookups/${key}?SourceApplication=HaulboardWeb` });

/** `GET Lookups/{key}` (account spec 7): configuration values the portal shows. */
describeEachDatabase('GET /api/Lookups/{key}', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    await seedReferenceData(getDb(), new Date('2026-01-01T00:00:00Z'));
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  test('CarrierDispatchEmailAddress answers the seeded dispatch address', async () => {
    const response = await app.inject(lookup('CarrierDispatchEmailAddress'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'CarrierDispatchEmailAddress', value: 'dispatch@haulboard.test' });
  });

  test('CarrierDispatchPhoneNumber answers the seeded dispatch and support phone', async () => {
    const response = await app.inject(lookup('CarrierDispatchPhoneNumber'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ key: 'CarrierDispatchPhoneNumber', value: '(800) 555-0199' });
  });

  test('DisputePaymentEmailAddress answers the seeded payments address', async () => {
    expect((await app.inject(lookup('DisputePaymentEmailAddress'))).json()).toEqual({ key: 'DisputePaymentEmailAddress', value: 'payments@haulboard.test' });
  });

  test('PaymentTerms answers the three settlement options of spec 9', async () => {
    const { value } = (await app.inject(lookup('PaymentTerms'))).json();
    expect(value.map((term: { description: string }) => term.description))
      .toEqual(['Express Pay (2-day ACH)', 'Quick Pay (14-day ACH)', '30-Day Pay (ACH)']);
  });

  test('a key is found whatever its case, like every route', async () => {
    expect((await app.inject(lookup('carrierdispatchemailaddress'))).json().key).toBe('CarrierDispatchEmailAddress');
  });

  test('an unknown key is a 404 with a message', async () => {
    const response = await app.inject(lookup('SecretSauce'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no lookup value named SecretSauce.', code: 'not_found' });
  });

  test('a known key without a stored value is a 404 too', async () => {
    await getDb().db.deleteFrom('lookups').where('key', '=', 'DisputePaymentEmailAddress').execute();
    try {
      expect((await app.inject(lookup('DisputePaymentEmailAddress'))).statusCode).toBe(404);
    } finally {
      await getDb().db.insertInto('lookups').values({ key: 'DisputePaymentEmailAddress', value: JSON.stringify('payments@haulboard.test') }).execute();
    }
  });

  test('the static Lookups/GetGroupedUnassignReasons path keeps working beside Lookups/{key}', async () => {
    const carrier = await createCarrier(getDb());
    const response = await app.inject({ ...lookup('GetGroupedUnassignReasons'), headers: bearer(await signIn(app, carrier)) });
    expect(response.statusCode).toBe(200);
    expect(response.json().Carrier.groupTitle).toBe('Carrier Issues');
  });
});
