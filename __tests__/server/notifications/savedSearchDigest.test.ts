import type { FastifyInstance } from 'fastify';
import type { NewLoad } from '../../../src/server/db/tables';
import { saveSearch } from '../../../src/server/repositories/searchHistory';
import { sendSavedSearchDigests } from '../../../src/server/services/notifications/savedSearchDigest';
import { createCarrier, testApp, type TestCarrier } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';
import { addUser, mailsTo, setSettings, textsTo } from './support';

/*
 * newLoadsOfSavedSearches (account spec 3; issue 11): a digest of the loads posted since the search's last
 * digest that match it, at most one a day per search. The clock is pinned late on New Year's Eve so the day
 * changes between runs; loads' pick-up windows are set around those days, not around the real today.
 */
describeEachDatabase('saved search digest', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let loadId = 80_000;

  const post = async (postedAt: string, load: Partial<NewLoad> = {}) => {
    loadId += 1;
    await insertBoardLoad(app, getDb(), {
      id: loadId, visibleToCarriersFrom: postedAt, earliestPickup: '2026-12-30', latestPickup: '2027-01-20',
      earliestDelivery: '2027-01-02', latestDelivery: '2027-01-25', ...load,
    });
    return loadId;
  };
  const postInTexas = (postedAt: string) => post(postedAt, {
    originCity: 'Dallas', originState: 'TX', originZip: '75201', originLat: 32.78, originLon: -96.8,
  });
  const runAt = (instant: string) => {
    clock.pin(instant);
    return sendSavedSearchDigests(app);
  };

  beforeAll(async () => {
    clock.pin('2026-12-31T10:00:00.000Z');
    app = await testApp(getDb(), { clock, env: { PUBLIC_URL: 'https://portal.haulboard.test' } });
    carrier = await createCarrier(getDb(), { clientName: 'Digest Carriers' });
  });
  afterAll(() => app.close());

  test('a digest lists only new loads that match the saved search, then one a day at most across midnight', async () => {
    clock.pin('2026-12-31T10:00:00.000Z');
    const beforeSaved = await post('2026-12-31T09:00:00.000Z');
    await saveSearch(getDb().db, carrier.userId, { originState: 'KS' }, clock.now(), async () => undefined);
    const matching = await post('2026-12-31T12:00:00.000Z');
    const elsewhere = await postInTexas('2026-12-31T12:30:00.000Z');

    expect(await runAt('2026-12-31T23:50:00.000Z')).toBe(1);
    const [first] = await mailsTo(getDb(), carrier.email);
    expect(first.subject).toBe('1 new load for your saved search');
    expect(first.text).toContain(`Load ${matching}: Wichita, KS to Kansas City, MO, 1 vehicle, $1,200`);
    expect(first.text).toContain(`https://portal.haulboard.test/load/${matching}`);
    expect(first.text).not.toContain(`Load ${beforeSaved}:`);
    expect(first.text).not.toContain(`Load ${elsewhere}:`);

    const afterMidnight = await post('2027-01-01T00:05:00.000Z');
    expect(await runAt('2027-01-01T00:10:00.000Z')).toBe(0);
    expect(await runAt('2027-01-01T23:49:59.000Z')).toBe(0);
    expect(await mailsTo(getDb(), carrier.email)).toHaveLength(1);

    expect(await runAt('2027-01-01T23:50:00.000Z')).toBe(1);
    const [, second] = await mailsTo(getDb(), carrier.email);
    expect(second.text).toContain(`Load ${afterMidnight}:`);
    expect(second.text).not.toContain(`Load ${matching}:`);

    expect(await runAt('2027-01-03T09:00:00.000Z')).toBe(0);
  });

  test('the day is recorded in the database, so another app on the same database sends no second digest', async () => {
    const other = await createCarrier(getDb(), { clientName: 'Two Process Freight' });
    clock.pin('2027-01-04T08:00:00.000Z');
    await saveSearch(getDb().db, other.userId, { originState: 'KS' }, clock.now(), async () => undefined);
    await post('2027-01-04T09:00:00.000Z');
    const secondProcess = await testApp(getDb(), { clock });
    try {
      clock.pin('2027-01-04T10:00:00.000Z');
      await Promise.all([sendSavedSearchDigests(app), sendSavedSearchDigests(secondProcess)]);
      expect(await mailsTo(getDb(), other.email)).toHaveLength(1);
      await post('2027-01-04T11:00:00.000Z');
      clock.pin('2027-01-04T12:00:00.000Z');
      expect(await sendSavedSearchDigests(secondProcess)).toBe(0);
    } finally {
      await secondProcess.close();
    }
  });

  test('a user with newLoadsOfSavedSearches off gets no digest; text on sends one to the cell phone', async () => {
    const quiet = await addUser(getDb(), carrier.clientId, '555-0190');
    await setSettings(getDb(), quiet.userId, 'Email', { newLoadsOfSavedSearches: false });
    await setSettings(getDb(), quiet.userId, 'Text', { newLoadsOfSavedSearches: false });
    clock.pin('2027-01-10T08:00:00.000Z');
    await saveSearch(getDb().db, quiet.userId, { originState: 'KS' }, clock.now(), async () => undefined);
    await post('2027-01-10T09:00:00.000Z');
    await runAt('2027-01-10T10:00:00.000Z');
    expect(await mailsTo(getDb(), quiet.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0190')).toEqual([]);

    await setSettings(getDb(), quiet.userId, 'Text', { newLoadsOfSavedSearches: true });
    await runAt('2027-01-10T10:05:00.000Z');
    expect(await mailsTo(getDb(), quiet.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0190')).toEqual([expect.stringMatching(/^Haulboard: 1 new load for your saved search\./)]);
  });

  test('a load claimed before the digest runs is not in it', async () => {
    const claimer = await createCarrier(getDb(), { clientName: 'Late Claims' });
    clock.pin('2027-01-12T08:00:00.000Z');
    await saveSearch(getDb().db, claimer.userId, { originState: 'KS' }, clock.now(), async () => undefined);
    await post('2027-01-12T09:00:00.000Z', { orderStatus: 'PendingPickup', carrierClientId: carrier.clientId });
    expect(await runAt('2027-01-12T10:00:00.000Z')).toBe(0);
    expect(await mailsTo(getDb(), claimer.email)).toEqual([]);
  });
});
