import type { FastifyInstance } from 'fastify';
import { onboardingCarrier } from '../onboarding/support';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';

describeEachDatabase('GET Carriers/InsuranceExpiration', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterEach(() => clock.unpin());
  afterAll(() => app.close());

  const insure = (clientId: number, damage: string | null, liability: string | null) => getDb().db.updateTable('clients')
    .set({ damageInsuranceExpires: damage, liabilityInsuranceExpires: liability }).where('id', '=', clientId).execute();

  test('the days until each cover ends are counted from today (UTC) with the 30-day warning threshold', async () => {
    clock.pin('2026-12-31T23:58:00Z');
    const carrier = await onboardingCarrier(app, getDb());
    await insure(carrier.clientId, '2027-01-10', '2026-12-31');
    const response = await carrier.call('GET', `Carriers/InsuranceExpiration?carrierId=${carrier.clientId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ daysUntilDamageExpiration: 10, daysUntilLiabilityExpiration: 0, insuranceExpirationWarningThreshold: 30 });
    clock.advance(2 * 60_000);
    expect((await carrier.call('GET', 'Carriers/InsuranceExpiration')).json())
      .toMatchObject({ daysUntilDamageExpiration: 9, daysUntilLiabilityExpiration: -1 });
  });

  test('a carrier without known dates gets no day counts', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    expect((await carrier.call('GET', 'Carriers/InsuranceExpiration')).json())
      .toEqual({ daysUntilDamageExpiration: null, daysUntilLiabilityExpiration: null, insuranceExpirationWarningThreshold: 30 });
  });

  test("another carrier's id is refused with 403, and an id that is not a number with a field error", async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const rival = await onboardingCarrier(app, getDb());
    await insure(rival.clientId, '2027-01-10', '2027-01-10');
    const refused = await carrier.call('GET', `Carriers/InsuranceExpiration?carrierId=${rival.clientId}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).not.toHaveProperty('daysUntilDamageExpiration');
    const malformed = await carrier.call('GET', 'Carriers/InsuranceExpiration?carrierId=abc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual([{ field: 'carrierId', message: 'Must be an integer.' }]);
  });
});
