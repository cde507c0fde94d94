import type { FastifyInstance } from 'fastify';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { bearer } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader, operatorAuthHeader } from '../support/deskAuth';
import { testApp } from '../support/appFixtures';
import { usePinnableClock } from '../support/testClock';
import { insertDriver } from '../lists/support';
import { anonymous, onboardingCarrier } from '../onboarding/support';

/** Account spec 2.8: the sections' open flags and the banner's dismissal persist between sessions, per user. */
describeEachDatabase('dashboard preferences kept per user', (getDb) => {
  let app: FastifyInstance;
  const clock = usePinnableClock();
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  test('a user who never changed anything has every section open and no dismissal', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('GET', 'Users/Preferences');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expandedSections: {}, newLoadsBannerDismissedOn: null });
  });

  test('the flags persist between sessions: a new sign-in of the same user reads what the last one saved', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'Users/Preferences', { ExpandedSections: { myTrends: false }, NewLoadsBannerDismissedOn: '2026-11-20T18:30:00.000Z' });
    const again = await onboardingCarrier(app, getDb());
    expect((await again.call('GET', 'Users/Preferences')).json()).toEqual({ expandedSections: {}, newLoadsBannerDismissedOn: null });
    const token = (await app.inject({ method: 'POST', url: '/api/token', payload: `grant_type=password&username=${encodeURIComponent(carrier.email)}&password=${encodeURIComponent(carrier.password)}`, headers: { 'content-type': 'application/x-www-form-urlencoded' } })).json().access_token;
    const read = await app.inject({ method: 'GET', url: '/api/Users/Preferences?SourceApplication=CarrierPortal', headers: bearer(token) });
    expect(read.json()).toEqual({ expandedSections: { myTrends: false }, newLoadsBannerDismissedOn: '2026-11-20T18:30:00.000Z' });
  });

  test('a save changes only the sections it names, so two tabs saving at once each keep theirs', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await Promise.all([
      carrier.call('PUT', 'Users/Preferences', { expandedSections: { myTasks: false } }),
      carrier.call('PUT', 'Users/Preferences', { expandedSections: { invoiceChart: false } }),
    ]);
    await carrier.call('PUT', 'Users/Preferences', { expandedSections: { myTasks: true } });
    expect((await carrier.call('GET', 'Users/Preferences')).json().expandedSections).toEqual({ myTasks: true, invoiceChart: false });
  });

  test('the later banner dismissal wins whatever order the saves arrive in', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    clock.pin('2026-11-20T19:00:00.000Z');
    await carrier.call('PUT', 'Users/Preferences', { newLoadsBannerDismissedOn: '2026-11-20T18:30:00.000Z' });
    const response = await carrier.call('PUT', 'Users/Preferences', { newLoadsBannerDismissedOn: '2026-11-20T17:00:00.000Z' });
    expect(response.json().newLoadsBannerDismissedOn).toBe('2026-11-20T18:30:00.000Z');
  });

  test('a dismissal dated after now is remembered as now', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    clock.pin('2026-11-20T19:00:00.000Z');
    const response = await carrier.call('PUT', 'Users/Preferences', { newLoadsBannerDismissedOn: '2027-01-01T00:00:00.000Z' });
    expect(response.json().newLoadsBannerDismissedOn).toBe('2026-11-20T19:00:00.000Z');
  });

  test('a section that is not a flag, or a date that is not an instant, answers 400 on its field and stores nothing', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const notFlag = await carrier.call('PUT', 'Users/Preferences', { expandedSections: { myTasks: 'closed' } });
    expect(notFlag.statusCode).toBe(400);
    expect(notFlag.json().errors[0].field).toMatch(/expandedSections/);
    const notInstant = await carrier.call('PUT', 'Users/Preferences', { newLoadsBannerDismissedOn: 'yesterday' });
    expect(notInstant.statusCode).toBe(400);
    expect(notInstant.json().errors[0].field).toMatch(/newLoadsBannerDismissedOn/);
    expect((await carrier.call('GET', 'Users/Preferences')).json()).toEqual({ expandedSections: {}, newLoadsBannerDismissedOn: null });
  });

  test('unknown sections are dropped', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/Preferences', { expandedSections: { mySummary: false, secretPanel: false } });
    expect(response.json().expandedSections).toEqual({ mySummary: false });
  });

  test('each user reads and writes only their own: no token, a desk key, an operator session and a driver link get 401', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    await carrier.call('PUT', 'Users/Preferences', { expandedSections: { myTasks: false } });
    const driverLink = await issueDriverLink(app, await insertDriver(getDb(), carrier.clientId));
    const strangers = [undefined, await deskAuthHeader(app), await operatorAuthHeader(app), bearer(driverLink)];
    for (const headers of strangers) {
      for (const method of ['GET', 'PUT'] as const) {
        const response = headers
          ? await app.inject({ method, url: '/api/Users/Preferences?SourceApplication=CarrierPortal', headers, payload: { expandedSections: { myTasks: true } } })
          : await anonymous(app, method, 'Users/Preferences', { expandedSections: { myTasks: true } });
        expect(response.statusCode).toBe(401);
      }
    }
    const other = await onboardingCarrier(app, getDb());
    await other.call('PUT', 'Users/Preferences', { userId: carrier.userId, expandedSections: { myTasks: true } });
    expect((await carrier.call('GET', 'Users/Preferences')).json().expandedSections).toEqual({ myTasks: false });
  });
});
