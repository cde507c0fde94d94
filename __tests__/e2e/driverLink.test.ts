import type { Page } from 'playwright-core';
import { DEMO_DRIVER_LINK_TOKEN } from '../../src/server/db/seed/driverLinks';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { inspectAndSign } from './support/driverInspection';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 800 };
const demoDriverId = 1;
const demoDriverName = 'Marcus Johnson';

describeInBrowser('the driver link in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/loads/claimed', loads: 50 });
  const page = () => session.page;
  const open = (path: string) => page().goto(`${session.haulboard.baseUrl}${path}`);
  const listCard = (id: number) => page().locator(`article[data-load-id="${id}"]`);
  const invoiceLink = (id: number) => page().getByRole('link', { name: new RegExp(`\\b${id}\\b`) }).first();
  const card = (id: number) => page().getByRole('article', { name: `Load ${id}` });
  let loadId = 0;

  /** A load the demo carrier has claimed, put on Marcus Johnson, whose link the seed made. */
  beforeAll(async () => {
    const { db } = session.haulboard.db;
    const client = await db.selectFrom('users').select('clientId').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
    const claimed = await db.selectFrom('loads').select('id').where('carrierClientId', '=', client.clientId)
      .where('orderStatus', '=', 'PendingPickup').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db.updateTable('loads').set({ driverId: demoDriverId }).where('id', '=', claimed.id).execute();
    loadId = claimed.id;
  });

  async function onThePhone(): Promise<Page> {
    await page().setViewportSize(phone);
    await open(`/driver/${DEMO_DRIVER_LINK_TOKEN}`);
    await card(loadId).waitFor();
    return page();
  }

  test('on a 390 px phone the driver\'s page lists the load, fits, and passes axe', async () => {
    await onThePhone();
    await page().getByText('Marcus Johnson · Demo Hauling LLC').waitFor();
    expect(await card(loadId).getByRole('button', { name: 'Picked Up' }).isVisible()).toBe(true);
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });

  const vehicleCount = async () => (await session.haulboard.db.db.selectFrom('vehicles').select('id').where('loadId', '=', loadId).execute()).length;

  /** 'Picked Up' opens the pick-up inspection (issue 24); signing it marks the load. */
  async function inspectAndPickUp() {
    await card(loadId).getByRole('button', { name: 'Picked Up' }).click();
    await inspectAndSign(page(), 'pickup', { vehicles: await vehicleCount(), customerName: 'Pat Shipper' });
    await card(loadId).getByText('In Progress', { exact: true }).waitFor();
  }

  test('Picked Up opens the inspection and moves nothing until it is signed; Undo within five minutes puts the load back in the carrier\'s Claimed', async () => {
    await onThePhone();
    await card(loadId).getByRole('button', { name: 'Picked Up' }).click();
    await page().getByRole('heading', { name: `Pick-up inspection · Load ${loadId}` }).waitFor();
    await page().getByRole('button', { name: 'Back to My Loads' }).click();
    expect(await card(loadId).getByText('Claimed', { exact: true }).isVisible()).toBe(true);
    await inspectAndPickUp();
    await page().getByRole('button', { name: 'Undo' }).click();
    await page().getByText(`Load ${loadId} is no longer marked picked up.`).waitFor();
    await card(loadId).getByRole('button', { name: 'Picked Up' }).waitFor();

    await page().setViewportSize(desktop);
    await open('/loads/claimed');
    await listCard(loadId).waitFor();
    recordFlowRun();
  });

  test('the signed pick-up inspection moves the load from the carrier\'s Claimed to In Progress', async () => {
    await onThePhone();
    await inspectAndPickUp();
    await card(loadId).getByRole('button', { name: 'Delivered' }).waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);

    await page().setViewportSize(desktop);
    await open('/loads/in-progress');
    await listCard(loadId).waitFor();
    await open('/loads/claimed');
    await page().locator('.list-actions__count').waitFor();
    expect(await listCard(loadId).count()).toBe(0);
    recordFlowRun();
  });

  test('the signed delivery inspection moves the load to Completed with its receiver, and a pending invoice appears', async () => {
    await onThePhone();
    await card(loadId).getByRole('button', { name: 'Delivered' }).click();
    await inspectAndSign(page(), 'delivery', { vehicles: await vehicleCount(), customerName: 'Sam Lot' });
    await card(loadId).getByText('Completed', { exact: true }).waitFor();
    await card(loadId).getByText('Sam Lot').waitFor();

    await page().setViewportSize(desktop);
    await open('/loads/completed');
    await listCard(loadId).waitFor();
    await open('/invoices/pending');
    await invoiceLink(loadId).waitFor();
    recordFlowRun();
  });

  test('Send Driver Link on the driver\'s edit screen flashes, and the old link then shows a plain message', async () => {
    await page().setViewportSize(desktop);
    await open(`/drivers-and-fleet/edit-driver/${demoDriverId}`);
    await page().getByRole('button', { name: 'Send Driver Link' }).click();
    await page().getByRole('dialog', { name: 'Send a new driver link?' }).getByRole('button', { name: 'Send New Link' }).click();
    await page().getByText(`Sent a Driver Link to Driver ${demoDriverName}`).waitFor();

    await page().setViewportSize(phone);
    await open(`/driver/${DEMO_DRIVER_LINK_TOKEN}`);
    await page().getByRole('alert').filter({ hasText: 'This driver link no longer works. Ask your carrier to send you a new one.' }).waitFor();
    expect(await page().getByRole('article').count()).toBe(0);
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });
});
