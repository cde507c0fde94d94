import { throttleWindowMs } from '../../../src/server/auth/throttle';
import { carrierIdentity } from '../../../src/server/auth/identity';
import { bearer, createCarrier, signIn, signInRequest, uniqueAddress } from '../support/appFixtures';
import { useSuiteApp } from '../support/suiteApp';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';

/*
 * Sign-in's windows are measured on the app's clock in milliseconds: they do not bend at midnight, a month or
 * year end, or a daylight-saving change.
 */
const awkwardInstants = [
  ['just before midnight UTC', '2026-11-27T23:59:59.999Z'],
  ['at midnight UTC', '2026-11-28T00:00:00.000Z'],
  ['the last minute of a year in Auckland', '2026-12-31T10:59:00.000Z'],
  ['the hour New York springs forward', '2026-03-08T06:59:00.000Z'],
  ['the hour New York falls back', '2026-11-01T05:59:00.000Z'],
  ['the last second of a month', '2026-02-28T23:59:59.000Z'],
  ['the last second of a year', '2026-12-31T23:59:59.000Z'],
];

describeEachDatabase('sign-in windows at any instant', (getDb) => {
  const clock = usePinnableClock();
  const suite = useSuiteApp(getDb, { clock });

  const currentUser = (token: string) => suite.app.inject({ url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers: bearer(token) });

  test.each(awkwardInstants)('a session lasts 30 days to the millisecond, signed in %s', async (_when, instant) => {
    clock.pin(instant);
    const token = await signIn(suite.app, await createCarrier(suite.db));
    clock.advance(carrierIdentity.sessionLifetimeMs - 1);
    expect((await currentUser(token)).statusCode).toBe(200);
    clock.advance(1);
    expect((await currentUser(token)).statusCode).toBe(401);
  });

  test.each(awkwardInstants)('a locked account opens again 15 minutes after the failure that locked it, locked %s', async (_when, instant) => {
    clock.pin(instant);
    const carrier = await createCarrier(suite.db);
    for (let attempt = 0; attempt < 5; attempt += 1) await suite.app.inject(signInRequest(carrier.email, 'wrong', uniqueAddress()));
    clock.advance(throttleWindowMs - 1);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).json().error).toBe('too_many_attempts');
    clock.advance(1);
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test.each(awkwardInstants)('failures more than 15 minutes apart never lock an account, the first %s', async (_when, instant) => {
    clock.pin(instant);
    const carrier = await createCarrier(suite.db);
    for (let attempt = 0; attempt < 4; attempt += 1) await suite.app.inject(signInRequest(carrier.email, 'wrong', uniqueAddress()));
    clock.advance(throttleWindowMs + 1);
    await suite.app.inject(signInRequest(carrier.email, 'wrong', uniqueAddress()));
    expect((await suite.app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });
});
