import type { FastifyInstance } from 'fastify';
import type { NewLoad } from '../../../src/server/db/tables';
import { saveSearch } from '../../../src/server/repositories/searchHistory';
import { sendUrgentLoadNotices } from '../../../src/server/services/notifications/urgentLoads';
import { createCarrier, testApp, type TestCarrier } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';
import { addUser, mailsTo, setSettings, textsTo, unsubscribeLinkOf } from './support';

const PUBLIC_URL = 'https://portal.haulboard.test';

/*
 * urgentLoads (issue 22): a load posted within the last 24 hours that must be picked up within 24 hours (its latest
 * pick-up day is today, as the board counts days) is told, once, to each user one of whose saved searches finds it.
 * The clock is pinned across a year end; pick-up windows are set around those days.
 */
describeEachDatabase('urgent load notices', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  let loadId = 86_000;

  beforeAll(async () => {
    clock.pin('2026-12-31T10:00:00.000Z');
    app = await testApp(getDb(), { clock, env: { PUBLIC_URL } });
  });
  afterAll(() => app.close());

  const post = async (postedAt: string, latestPickup: string, load: Partial<NewLoad> = {}) => {
    loadId += 1;
    await insertBoardLoad(app, getDb(), {
      id: loadId, visibleToCarriersFrom: postedAt, earliestPickup: '2026-12-20', latestPickup,
      earliestDelivery: '2026-12-22', latestDelivery: '2027-01-25', ...load,
    });
    return loadId;
  };
  const inTexas = { originCity: 'Dallas', originState: 'TX', originZip: '75201', originLat: 32.78, originLon: -96.8 };
  /** A carrier whose user has urgentLoads on for mail (off until chosen) and a saved search for loads from Kansas. */
  const listeningCarrier = async (clientName: string) => {
    const carrier = await createCarrier(getDb(), { clientName });
    await setSettings(getDb(), carrier.userId, 'Email', { urgentLoads: true });
    await searchKansas(carrier.userId);
    return carrier;
  };
  const searchKansas = (userId: number) => saveSearch(getDb().db, userId, { originState: 'KS' }, clock.now(), async () => undefined);
  const runAt = (instant: string) => {
    clock.pin(instant);
    return sendUrgentLoadNotices(app);
  };
  /** Urgent notices only: the carrier's saved searches may bring it a digest too. */
  const subjects = async (carrier: TestCarrier) => (await mailsTo(getDb(), carrier.email))
    .map((mail) => mail.subject).filter((subject) => subject?.startsWith('Urgent load'));

  test('a new load a saved search finds that must be picked up within 24 hours is told to the search\'s owner, once', async () => {
    clock.pin('2026-12-31T08:00:00.000Z');
    const carrier = await listeningCarrier('Urgent Haulers');
    const id = await post('2026-12-31T09:00:00.000Z', '2026-12-31');

    await runAt('2026-12-31T10:00:00.000Z');
    const mail = (await mailsTo(getDb(), carrier.email)).find((candidate) => candidate.subject?.startsWith('Urgent load'))!;
    expect(mail.subject).toBe(`Urgent load ${id}: pick-up closes within 24 hours`);
    expect(mail.text).toContain('must be picked up within 24 hours (latest pick-up 12/31/2026)');
    expect(mail.text).toContain(`Load ${id}: Wichita, KS to Kansas City, MO, 1 vehicle, $1,200\n  ${PUBLIC_URL}/load/${id}`);
    expect(unsubscribeLinkOf(mail.text!).searchParams.get('token')).toMatch(new RegExp(`^${carrier.userId}\\.Email\\.urgentLoads\\.`));

    await runAt('2026-12-31T10:05:00.000Z');
    expect(await subjects(carrier)).toHaveLength(1);
  });

  test('a load whose window closes later, one posted over 24 hours ago, or one the search does not find is not urgent', async () => {
    clock.pin('2027-01-06T08:00:00.000Z');
    const carrier = await listeningCarrier('Calm Freight');
    await post('2027-01-06T09:00:00.000Z', '2027-01-07');
    await post('2027-01-05T09:59:00.000Z', '2027-01-06');
    await post('2027-01-06T09:00:00.000Z', '2027-01-06', inTexas);
    await runAt('2027-01-06T10:00:00.000Z');
    expect(await subjects(carrier)).toEqual([]);
  });

  test('a new load becomes urgent on its last pick-up day, across the year end, while it is still new', async () => {
    clock.pin('2026-12-31T08:00:00.000Z');
    const carrier = await listeningCarrier('Midnight Movers');
    const id = await post('2026-12-31T20:00:00.000Z', '2027-01-01');
    await runAt('2026-12-31T23:55:00.000Z');
    expect(await subjects(carrier)).not.toContain(`Urgent load ${id}: pick-up closes within 24 hours`);
    await runAt('2027-01-01T00:05:00.000Z');
    expect(await subjects(carrier)).toContain(`Urgent load ${id}: pick-up closes within 24 hours`);
  });

  test('a load claimed before the job runs is not told', async () => {
    clock.pin('2027-01-02T08:00:00.000Z');
    const carrier = await listeningCarrier('Late Claim Watchers');
    const claimer = await createCarrier(getDb(), { clientName: 'Fast Claimers' });
    await post('2027-01-02T09:00:00.000Z', '2027-01-02', { orderStatus: 'PendingPickup', carrierClientId: claimer.clientId });
    await runAt('2027-01-02T10:00:00.000Z');
    expect(await subjects(carrier)).toEqual([]);
  });

  test('only users with urgentLoads on hear, each by their channels; a text goes to the cell phone', async () => {
    clock.pin('2027-01-03T08:00:00.000Z');
    const carrier = await createCarrier(getDb(), { clientName: 'Settings Respecters' });
    const texter = await addUser(getDb(), carrier.clientId, '555-0191');
    await setSettings(getDb(), texter.userId, 'Text', { urgentLoads: true });
    await searchKansas(carrier.userId);
    await searchKansas(texter.userId);
    const id = await post('2027-01-03T09:00:00.000Z', '2027-01-03');

    await runAt('2027-01-03T10:00:00.000Z');
    expect(await subjects(carrier)).toEqual([]);
    expect(await mailsTo(getDb(), texter.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0191')).toEqual([expect.stringMatching(
      new RegExp(`^Haulboard: urgent load ${id} \\(Wichita, KS to Kansas City, MO\\) for your saved search; pick-up closes within 24 hours\\. `
        + `${PUBLIC_URL}/load/${id} Stop: ${PUBLIC_URL}/api/NotificationUnsubscribe\\?token=${texter.userId}\\.Text\\.urgentLoads\\.`),
    )]);
  });

  test('a user two of whose saved searches find the load is told once; another carrier\'s search of elsewhere hears nothing', async () => {
    clock.pin('2027-01-04T08:00:00.000Z');
    const carrier = await listeningCarrier('Twice Searched');
    await saveSearch(getDb().db, carrier.userId, { destinationState: 'MO' }, clock.now(), async () => undefined);
    const elsewhere = await createCarrier(getDb(), { clientName: 'Texas Only' });
    await setSettings(getDb(), elsewhere.userId, 'Email', { urgentLoads: true });
    await saveSearch(getDb().db, elsewhere.userId, { originState: 'TX' }, clock.now(), async () => undefined);
    const id = await post('2027-01-04T09:00:00.000Z', '2027-01-04');
    await runAt('2027-01-04T10:00:00.000Z');
    expect(await subjects(carrier)).toEqual([`Urgent load ${id}: pick-up closes within 24 hours`]);
    expect(await subjects(elsewhere)).toEqual([]);
  });

  test('two processes running the job at once tell each user once', async () => {
    clock.pin('2027-01-05T08:00:00.000Z');
    const carrier = await listeningCarrier('Two Process Urgency');
    await post('2027-01-05T09:00:00.000Z', '2027-01-05');
    const secondProcess = await testApp(getDb(), { clock });
    try {
      clock.pin('2027-01-05T10:00:00.000Z');
      await Promise.all([sendUrgentLoadNotices(app), sendUrgentLoadNotices(secondProcess)]);
    } finally {
      await secondProcess.close();
    }
    expect(await subjects(carrier)).toHaveLength(1);
  });

  test('the urgentLoadNotices job of the app sends them', async () => {
    clock.pin('2027-02-01T08:00:00.000Z');
    const carrier = await listeningCarrier('Scheduled Urgency');
    const id = await post('2027-02-01T09:00:00.000Z', '2027-02-01');
    clock.pin('2027-02-01T10:00:00.000Z');
    expect(await app.jobs.runDue()).toContain('urgentLoadNotices');
    expect(await subjects(carrier)).toEqual([`Urgent load ${id}: pick-up closes within 24 hours`]);
  });
});
