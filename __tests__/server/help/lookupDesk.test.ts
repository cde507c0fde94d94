import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { seedReferenceData } from '../../../src/server/db/seed/reference';
import { runDesk } from '../../../src/server/desk/run';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';

/** `npm run desk -- lookup set KEY VALUE`: how an operator changes what `GET Lookups/{key}` answers. */
describeEachDatabase('desk: lookups', (getDb) => {
  let printed: string[];
  let app: FastifyInstance;
  const desk = (...argv: string[]) =>
    runDesk(argv, { db: getDb().db, clock: fixedClock('2026-05-10T09:30:00.000Z'), print: (line) => printed.push(line) });

  beforeAll(async () => {
    await seedReferenceData(getDb(), new Date('2026-01-01T00:00:00Z'));
    app = await testApp(getDb());
  });
  afterAll(() => app.close());
  beforeEach(() => {
    printed = [];
  });

  test('lookup set changes the dispatch address the API answers at once', async () => {
    expect(await desk('lookup', 'set', 'CarrierDispatchEmailAddress', 'night-desk@haulboard.test')).toBe(0);
    const response = await app.inject({ url: '/api/Lookups/CarrierDispatchEmailAddress' });
    expect(response.json().value).toBe('night-desk@haulboard.test');
  });

  test('lookup set refuses an address that is not an e-mail and keeps the old value', async () => {
    await desk('lookup', 'set', 'DisputePaymentEmailAddress', 'payments@haulboard.test');
    expect(await desk('lookup', 'set', 'DisputePaymentEmailAddress', 'not an address')).toBe(1);
    expect(printed.join('\n')).toContain('DisputePaymentEmailAddress must be an e-mail address.');
    expect((await app.inject({ url: '/api/Lookups/DisputePaymentEmailAddress' })).json().value).toBe('payments@haulboard.test');
  });

  test('lookup set takes PaymentTerms as a JSON list and refuses anything else', async () => {
    const terms = [{ code: 'QuickPay', type: 'ACH', description: 'Quick Pay (14-day ACH)', timing: 14, amount: 2.5 }];
    expect(await desk('lookup', 'set', 'PaymentTerms', JSON.stringify(terms))).toBe(0);
    expect((await app.inject({ url: '/api/Lookups/PaymentTerms' })).json().value).toEqual(terms);
    expect(await desk('lookup', 'set', 'PaymentTerms', '{"code":1}')).toBe(1);
  });

  test('lookup set changes the dispatch phone, which must be a phone number', async () => {
    expect(await desk('lookup', 'set', 'CarrierDispatchPhoneNumber', '(855) 555-0123')).toBe(0);
    expect((await app.inject({ url: '/api/Lookups/CarrierDispatchPhoneNumber' })).json().value).toBe('(855) 555-0123');
    expect(await desk('lookup', 'set', 'CarrierDispatchPhoneNumber', 'call us')).toBe(1);
    expect(printed.join('\n')).toContain('CarrierDispatchPhoneNumber must be a phone number');
  });

  test('lookup set refuses an unknown key', async () => {
    expect(await desk('lookup', 'set', 'Nope', 'x@y.test')).toBe(1);
    expect(printed.join('\n')).toContain('Unknown lookup "Nope"');
  });

  test('lookup list prints every key and value', async () => {
    await desk('lookup', 'set', 'CarrierDispatchEmailAddress', 'dispatch@haulboard.test');
    expect(await desk('lookup', 'list')).toBe(0);
    expect(printed).toContain('CarrierDispatchEmailAddress = "dispatch@haulboard.test"');
  });
});
