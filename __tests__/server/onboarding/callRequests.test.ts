import type { FastifyInstance } from 'fastify';
import { CALL_TIME_OUTSIDE_HOURS, CALL_TIME_PASSED, CALL_TIME_TOO_FAR } from '../../../src/shared/callSlots';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { saveLookupValue } from '../../../src/server/repositories/lookups';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { bearer, signIn, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader, operatorKeyHeader } from '../support/deskAuth';
import { usePinnableClock } from '../support/testClock';
import { insertDriver } from '../lists/support';
import { anonymous, onboardingCarrier } from './support';

// Tuesday 24 November 2026, 10:30 at dispatch (EST); 11:00 EST is the next slot.
const NOW = '2026-11-24T15:30:00.000Z';
const NEXT_SLOT = '2026-11-24T16:00:00.000Z';

/** Onboarding's 'Skip and schedule a call with dispatch.': a time in dispatch hours, mailed to dispatch, listed on the desk. */
describeEachDatabase('calls with dispatch asked for during onboarding', (getDb) => {
  let app: FastifyInstance;
  const clock = usePinnableClock();
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
    await saveLookupValue(getDb().db, 'CarrierDispatchEmailAddress', 'dispatch@haulboard.test');
  });
  afterAll(() => app.close());
  beforeEach(() => clock.pin(NOW));

  const onboarding = async () => {
    const carrier = await onboardingCarrier(app, getDb(), { clientName: `Call Carriers ${Math.random()}` });
    await getDb().db.updateTable('users').set({ onboardingStep: 'welcome' }).where('id', '=', carrier.userId).execute();
    return carrier;
  };

  test('a time in dispatch hours is stored with the carrier\'s zone and answered 201', async () => {
    const carrier = await onboarding();
    const response = await carrier.call('POST', 'CallRequests', { CallAt: NEXT_SLOT, TimeZone: 'America/Chicago' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id: expect.any(Number), callAt: NEXT_SLOT, timeZone: 'America/Chicago' });
    const row = await getDb().db.selectFrom('callRequests').selectAll().where('id', '=', response.json().id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clientId: carrier.clientId, userId: carrier.userId, callAt: NEXT_SLOT, timeZone: 'America/Chicago', createdAt: NOW });
  });

  test('dispatch is mailed the time in the carrier\'s zone and its own, with whom to call', async () => {
    const carrier = await onboarding();
    await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT, timeZone: 'America/Chicago' });
    const mail = await getDb().db.selectFrom('outbox').select(['toAddress', 'subject', 'raw', 'clientId']).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ toAddress: 'dispatch@haulboard.test', clientId: carrier.clientId });
    expect(mail.subject).toContain('Tue, 11/24 11:00 AM EST');
    expect(mail.raw).toContain('Tue, 11/24 10:00 AM CST (America/Chicago)');
    expect(mail.raw).toContain('540-555-0101');
  });

  test('after asking for a call, sign-in no longer leads to onboarding', async () => {
    const carrier = await onboarding();
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json().step).toBe('welcome');
    await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT });
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json().step).toBe('complete');
  });

  test('an account that never needed onboarding keeps no step', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT });
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json().step).toBeNull();
  });

  test.each([
    ['a time that has passed', '2026-11-24T15:00:00.000Z', CALL_TIME_PASSED],
    ['a time more than 14 days ahead', '2026-12-09T15:00:00.000Z', CALL_TIME_TOO_FAR],
    ['a time outside dispatch hours', '2026-11-28T12:00:00.000Z', CALL_TIME_OUTSIDE_HOURS],
    ['a time that is not one', 'soon', 'Choose a time for the call.'],
  ])('%s answers 400 on callAt, stores nothing and mails nobody', async (_case, callAt, message) => {
    const carrier = await onboarding();
    const mailBefore = await getDb().db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
    const response = await carrier.call('POST', 'CallRequests', { callAt });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'callAt', message }] });
    expect(await getDb().db.selectFrom('callRequests').select('id').where('userId', '=', carrier.userId).execute()).toEqual([]);
    expect(await getDb().db.selectFrom('outbox').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).toEqual(mailBefore);
    expect((await carrier.call('GET', 'Users/OnboardingStep')).json().step).toBe('welcome');
  });

  test('an unknown zone is read as UTC', async () => {
    const carrier = await onboarding();
    expect((await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT, timeZone: 'Mars/Olympus' })).json().timeZone).toBe('UTC');
  });

  test('the requests count against the carrier\'s mail limits: 429 with Retry-After', async () => {
    const limited = await testApp(getDb(), { clock, env: { CARRIER_MAIL_PER_HOUR: '1' } });
    try {
      const carrier = await onboardingCarrier(limited, getDb());
      expect((await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT })).statusCode).toBe(201);
      const refused = await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });

  test('no token, a desk key, an operator session and a driver link cannot ask for a call', async () => {
    const carrier = await onboarding();
    const driverLink = await issueDriverLink(app, await insertDriver(getDb(), carrier.clientId));
    expect((await anonymous(app, 'POST', 'CallRequests', { callAt: NEXT_SLOT })).statusCode).toBe(401);
    for (const headers of [await deskAuthHeader(app), await operatorAuthHeader(app), bearer(driverLink)]) {
      const response = await app.inject({ method: 'POST', url: '/api/CallRequests?SourceApplication=CarrierPortal', headers, payload: { callAt: NEXT_SLOT } });
      expect(response.statusCode).toBe(401);
    }
  });

  test('the desk lists the requests soonest first with both times; a broker key gets 403 and a carrier 401', async () => {
    const carrier = await onboarding();
    const later = '2026-11-25T14:00:00.000Z';
    await carrier.call('POST', 'CallRequests', { callAt: later, timeZone: 'America/Los_Angeles' });
    await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT, timeZone: 'America/Chicago' });
    const listed = await app.inject({ method: 'GET', url: '/api/desk/call-requests', headers: await operatorKeyHeader(app) });
    expect(listed.statusCode).toBe(200);
    const mine = listed.json().filter((call: { userId: number }) => call.userId === carrier.userId);
    expect(mine).toEqual([
      expect.objectContaining({ callAt: NEXT_SLOT, carrierTime: 'Tue, 11/24 10:00 AM CST', dispatchTime: 'Tue, 11/24 11:00 AM EST', name: 'Dana Hauler', phone: '540-555-0101' }),
      expect.objectContaining({ callAt: later, carrierTime: 'Wed, 11/25 6:00 AM PST', dispatchTime: 'Wed, 11/25 9:00 AM EST' }),
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/desk/call-requests', headers: await operatorAuthHeader(app) })).statusCode).toBe(200);
    const broker = await app.inject({ method: 'GET', url: '/api/desk/call-requests', headers: await deskAuthHeader(app) });
    expect(broker.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/desk/call-requests', headers: bearer(await signIn(app, carrier)) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/desk/call-requests' })).statusCode).toBe(401);
  });

  test('npm run desk -- call-request list prints them with the time at dispatch and the carrier\'s', async () => {
    const carrier = await onboarding();
    await carrier.call('POST', 'CallRequests', { callAt: NEXT_SLOT, timeZone: 'America/Chicago' });
    const printed: string[] = [];
    const code = await runDesk(['call-request', 'list'], { db: getDb().db, clock: fixedClock(NOW), print: (line) => printed.push(line) });
    expect(code).toBe(0);
    expect(printed.some((line) => line.includes('Tue, 11/24 11:00 AM EST (carrier: Tue, 11/24 10:00 AM CST)') && line.includes(carrier.email))).toBe(true);
  });
});
