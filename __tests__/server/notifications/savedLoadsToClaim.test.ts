import type { FastifyInstance } from 'fastify';
import type { NewLoad } from '../../../src/server/db/tables';
import { addFavorite } from '../../../src/server/repositories/favorites';
import { sendSavedLoadReminders } from '../../../src/server/services/notifications/savedLoadsToClaim';
import { createCarrier, testApp } from '../support/appFixtures';
import { insertBoardLoad } from '../support/boardLoads';
import { describeEachDatabase } from '../support/databases';
import { testClock } from '../support/testClock';
import { addUser, mailsTo, setSettings, textsTo, unsubscribeLinkOf } from './support';

const PUBLIC_URL = 'https://portal.haulboard.test';

/*
 * claimSavedLoads (issue 22): a user who saved a load that is still available is reminded, once, when its pick-up
 * window closes within 24 hours: on its latest pick-up day, as the board counts days (UTC), before it leaves the
 * board at midnight. The clock is pinned across a year end; pick-up windows are set around those days.
 */
describeEachDatabase('saved loads to claim', (getDb) => {
  const clock = testClock();
  let app: FastifyInstance;
  let loadId = 83_000;

  beforeAll(async () => {
    clock.pin('2026-12-31T10:00:00.000Z');
    app = await testApp(getDb(), { clock, env: { PUBLIC_URL } });
  });
  afterAll(() => app.close());

  const post = async (latestPickup: string, load: Partial<NewLoad> = {}) => {
    loadId += 1;
    await insertBoardLoad(app, getDb(), {
      id: loadId, visibleToCarriersFrom: '2026-12-20T09:00:00.000Z', earliestPickup: '2026-12-20', latestPickup,
      earliestDelivery: '2026-12-22', latestDelivery: '2027-01-25', ...load,
    });
    return loadId;
  };
  /** A carrier whose user has claimSavedLoads on for mail (it is off until chosen). */
  const listeningCarrier = async (clientName: string) => {
    const carrier = await createCarrier(getDb(), { clientName });
    await setSettings(getDb(), carrier.userId, 'Email', { claimSavedLoads: true });
    return carrier;
  };
  const save = (who: { userId: number; clientId: number }, id: number) => addFavorite(getDb().db, who, id, clock.now().toISOString());
  const runAt = (instant: string) => {
    clock.pin(instant);
    return sendSavedLoadReminders(app);
  };

  test('a saved load still available on its last pick-up day reminds the user who saved it, once', async () => {
    clock.pin('2026-12-31T10:00:00.000Z');
    const carrier = await listeningCarrier('Reminded Haulers');
    const id = await post('2026-12-31');
    await save(carrier, id);

    expect(await runAt('2026-12-31T10:05:00.000Z')).toEqual({ mails: 1, texts: 0 });
    const [mail] = await mailsTo(getDb(), carrier.email);
    expect(mail.subject).toBe(`Saved load ${id} is still available: its pick-up window closes soon`);
    expect(mail.text).toContain('its pick-up window closes within 24 hours (latest pick-up 12/31/2026)');
    expect(mail.text).toContain(`Load ${id}: Wichita, KS to Kansas City, MO, 1 vehicle, $1,200`);
    expect(mail.text).toContain(`${PUBLIC_URL}/load/${id}`);
    expect(unsubscribeLinkOf(mail.text!).searchParams.get('token')).toMatch(new RegExp(`^${carrier.userId}\\.Email\\.claimSavedLoads\\.`));

    expect(await runAt('2026-12-31T23:59:00.000Z')).toEqual({ mails: 0, texts: 0 });
    expect(await mailsTo(getDb(), carrier.email)).toHaveLength(1);
  });

  test('a saved load whose window closes later waits for its last day, across the year end', async () => {
    const carrier = await listeningCarrier('Patient Freight');
    clock.pin('2026-12-31T10:00:00.000Z');
    const id = await post('2027-01-01');
    await save(carrier, id);
    expect(await runAt('2026-12-31T23:50:00.000Z')).toEqual({ mails: 0, texts: 0 });
    await runAt('2027-01-01T00:10:00.000Z');
    expect((await mailsTo(getDb(), carrier.email)).map((mail) => mail.subject)).toEqual([`Saved load ${id} is still available: its pick-up window closes soon`]);
  });

  test('a saved load claimed by any carrier or taken off the board is not a reminder', async () => {
    const carrier = await listeningCarrier('Too Late Transport');
    const other = await createCarrier(getDb(), { clientName: 'Quick Claimers' });
    clock.pin('2027-01-02T08:00:00.000Z');
    const claimedByOther = await post('2027-01-02', { orderStatus: 'PendingPickup', carrierClientId: other.clientId });
    const claimedByItself = await post('2027-01-02', { orderStatus: 'PendingPickup', carrierClientId: carrier.clientId });
    const withdrawn = await post('2027-01-02', { visibleToCarriers: 0, withdrawnAt: '2027-01-02T07:00:00.000Z' });
    for (const id of [claimedByOther, claimedByItself, withdrawn]) await save(carrier, id);
    await runAt('2027-01-02T09:00:00.000Z');
    expect(await mailsTo(getDb(), carrier.email)).toEqual([]);
  });

  test('only the user who saved it is reminded, and only with claimSavedLoads on; text goes to the cell phone', async () => {
    const carrier = await listeningCarrier('Team Haulers');
    const teammate = await addUser(getDb(), carrier.clientId, '555-0181');
    await setSettings(getDb(), teammate.userId, 'Email', { claimSavedLoads: true });
    const texter = await addUser(getDb(), carrier.clientId, '555-0182');
    await setSettings(getDb(), texter.userId, 'Text', { claimSavedLoads: true });
    const quiet = await addUser(getDb(), carrier.clientId, '555-0183');
    clock.pin('2027-01-03T08:00:00.000Z');
    const id = await post('2027-01-03');
    await save({ userId: texter.userId, clientId: carrier.clientId }, id);
    await save({ userId: quiet.userId, clientId: carrier.clientId }, id);

    expect(await runAt('2027-01-03T09:00:00.000Z')).toEqual({ mails: 0, texts: 1 });
    expect(await textsTo(getDb(), '555-0182')).toEqual([expect.stringMatching(
      new RegExp(`^Haulboard: saved load ${id} \\(Wichita, KS to Kansas City, MO\\) is still available; pick-up closes within 24 hours\\. `
        + `${PUBLIC_URL}/load/${id} Stop: ${PUBLIC_URL}/api/NotificationUnsubscribe\\?token=${texter.userId}\\.Text\\.claimSavedLoads\\.`),
    )]);
    expect(await mailsTo(getDb(), teammate.email)).toEqual([]);
    expect(await mailsTo(getDb(), carrier.email)).toEqual([]);
    expect(await mailsTo(getDb(), quiet.email)).toEqual([]);
    expect(await textsTo(getDb(), '555-0183')).toEqual([]);
  });

  test('two processes running the job at once remind each user once', async () => {
    const carrier = await listeningCarrier('Two Process Savers');
    clock.pin('2027-01-04T08:00:00.000Z');
    const id = await post('2027-01-04');
    await save(carrier, id);
    const secondProcess = await testApp(getDb(), { clock });
    try {
      await Promise.all([sendSavedLoadReminders(app), sendSavedLoadReminders(secondProcess)]);
      clock.pin('2027-01-04T12:00:00.000Z');
      await sendSavedLoadReminders(secondProcess);
    } finally {
      await secondProcess.close();
    }
    expect(await mailsTo(getDb(), carrier.email)).toHaveLength(1);
  });

  test('the savedLoadReminders job of the app sends them', async () => {
    const carrier = await listeningCarrier('Scheduled Savers');
    clock.pin('2027-02-01T08:00:00.000Z');
    const id = await post('2027-02-01');
    await save(carrier, id);
    expect(await app.jobs.runDue()).toContain('savedLoadReminders');
    expect((await mailsTo(getDb(), carrier.email)).map((mail) => mail.subject)).toEqual([`Saved load ${id} is still available: its pick-up window closes soon`]);
  });
});
