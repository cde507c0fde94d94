import { describeEachDatabase } from '../support/databases';
import { createCarrier, signInRequest, testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describeEachDatabase('sign-in throttling', (getDb) => {
  const suite = useSuiteApp(getDb);

  async function failTimes(email: string, times: number, address = uniqueAddress()) {
    for (let i = 0; i < times; i += 1) {
      const response = await suite.app.inject(signInRequest(email, `wrong ${i}`, address));
      expect(response.json().error).toBe('invalid_grant');
    }
  }

  test('the sixth failed sign-in within 15 minutes is refused even with the right password', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 5);
    const response = await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'too_many_attempts', error_description: expect.stringMatching(/Try again in 15 minutes/) });
  });

  test('a refused sign-in says when to retry in Retry-After', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 5);
    const response = await suite.app.inject(signInRequest(carrier.email, 'whatever', uniqueAddress()));
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });

  test('four failures still let the right password in', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 4);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('a successful sign-in clears the account counter', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 4);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
    await failTimes(carrier.email, 4);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('the lock passes when the 15-minute window has passed', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 5);
    await suite.db.db
      .updateTable('signInFailures')
      .set({ firstFailedAt: minutesAgo(31), lockedUntil: minutesAgo(1) })
      .where('key', '=', `account:${carrier.email}`)
      .execute();
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('failures older than 15 minutes do not count', async () => {
    const carrier = await createCarrier(suite.db);
    await failTimes(carrier.email, 4);
    await suite.db.db.updateTable('signInFailures').set({ firstFailedAt: minutesAgo(16) }).where('key', '=', `account:${carrier.email}`).execute();
    await failTimes(carrier.email, 2);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('an unknown e-mail is locked like a known one, so locks reveal no accounts', async () => {
    const email = uniqueEmail('ghost');
    await failTimes(email, 5);
    expect((await suite.app.inject(signInRequest(email, 'guess', uniqueAddress()))).json().error).toBe('too_many_attempts');
  });

  test('twenty failures from one address lock that address for every account', async () => {
    const address = uniqueAddress();
    for (let i = 0; i < 5; i += 1) await failTimes(uniqueEmail('spray'), 4, address);
    const victim = await createCarrier(suite.db);
    const fromThere = await suite.app.inject(signInRequest(victim.email, victim.password, address));
    expect(fromThere.json().error).toBe('too_many_attempts');
    const fromElsewhere = await suite.app.inject(signInRequest(victim.email, victim.password, uniqueAddress()));
    expect(fromElsewhere.statusCode).toBe(200);
  });

  test('counters live in the database, so every API process sees them', async () => {
    const carrier = await createCarrier(suite.db);
    const otherProcess = await testApp(suite.db);
    try {
      await failTimes(carrier.email, 5);
      const response = await otherProcess.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()));
      expect(response.json().error).toBe('too_many_attempts');
    } finally {
      await otherProcess.close();
    }
  });

  test('concurrent failures are all counted', async () => {
    const carrier = await createCarrier(suite.db);
    const address = uniqueAddress();
    await Promise.all(Array.from({ length: 5 }, (_, i) => suite.app.inject(signInRequest(carrier.email, `wrong ${i}`, address))));
    const row = await suite.db.db.selectFrom('signInFailures').selectAll().where('key', '=', `account:${carrier.email}`).executeTakeFirstOrThrow();
    expect(row.failures).toBe(5);
    expect(row.lockedUntil).not.toBeNull();
  });
});
