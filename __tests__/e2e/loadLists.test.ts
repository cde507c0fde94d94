import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import type { RunningHaulboard } from './support/server';

jest.setTimeout(180_000);

/** The demo carrier's driver with an e-mail who has the most claimed loads, and those loads. */
async function busiestDriver(haulboard: RunningHaulboard) {
  const { db } = haulboard.db;
  const { clientId } = await db.selectFrom('users').select('clientId').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
  const claimed = await db.selectFrom('loads').innerJoin('drivers', 'drivers.id', 'loads.driverId')
    .select(['loads.id as loadId', 'drivers.id as driverId', 'drivers.firstName', 'drivers.lastName', 'drivers.email'])
    .where('loads.carrierClientId', '=', clientId).where('loads.orderStatus', '=', 'PendingPickup')
    .where('drivers.email', 'is not', null).execute();
  const byDriver = new Map<number, typeof claimed>();
  for (const row of claimed) byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
  const [driverId, loads] = [...byDriver].sort((a, b) => b[1].length - a[1].length)[0];
  const { firstName, lastName, email } = loads[0];
  return { driverId, name: `${firstName} ${lastName}`, email: email!, loadIds: loads.map((row) => row.loadId) };
}

describeInBrowser('following claimed loads, exporting them and sending documents in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/loads/claimed' });
  let driver: Awaited<ReturnType<typeof busiestDriver>>;
  const count = () => session.page.locator('.list-actions__count');

  beforeAll(async () => {
    driver = await busiestDriver(session.haulboard);
  });

  test('Claimed filtered by one driver counts only that driver\'s loads', async () => {
    await count().waitFor();
    await session.page.getByRole('button', { name: 'Driver: All Drivers' }).click();
    const picker = session.page.getByRole('dialog', { name: 'Filter by Driver' });
    await picker.getByRole('radio', { name: new RegExp(driver.name) }).click();
    const expected = driver.loadIds.length === 1 ? '1 LOAD' : `${driver.loadIds.length} LOADS`;
    await session.page.locator('.list-actions__count', { hasText: new RegExp(`^${expected}$`) }).waitFor();
    await session.page.getByRole('button', { name: `Driver: ${driver.name}` }).waitFor();
    recordFlowRun();
  });

  test('Download saves the filtered list as a dated CSV', async () => {
    const [download] = await Promise.all([
      session.page.waitForEvent('download'),
      session.page.locator('.list-actions').getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^claimed-loads-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows: string[][] = parse(fs.readFileSync(await download.path()), { bom: true });
    const loadNumbers = rows.slice(1).map((row) => Number(row[0]));
    expect(loadNumbers.sort()).toEqual([...driver.loadIds].sort());
    recordFlowRun();
  });

  test('Send Documents mails a load\'s PDF to the chosen driver', async () => {
    const loadId = driver.loadIds[0];
    await session.page.goto(`${session.haulboard.baseUrl}/load/${loadId}`);
    await session.page.getByRole('group', { name: `Documents of load ${loadId}` }).getByRole('button', { name: 'Email' }).click();
    const dialog = session.page.getByRole('dialog', { name: 'Send Documents' });
    await dialog.getByText('Choose a driver or team member to send the documents to.').waitFor();
    await dialog.getByRole('radio', { name: new RegExp(driver.name) }).check();
    await dialog.getByRole('button', { name: 'Send Documents' }).click();
    await dialog.waitFor({ state: 'detached' });

    const message = await session.haulboard.db.db.selectFrom('outbox').selectAll().where('toAddress', '=', driver.email)
      .orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(message.raw).toContain(`Load ${loadId}.pdf`);
    expect(message.raw).toContain('application/pdf');
    recordFlowRun();
  });
});
