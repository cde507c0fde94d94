import type { Page } from 'playwright-core';
import { waitForOutboxMail } from '../server/support/resetMail';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, launchBrowser, recordFlowRun } from './support/chromium';
import { deskClient, type DeskAnswer } from './support/desk';
import { inspectAndSign } from './support/driverInspection';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(240_000);

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const driverLastName = `Walker${process.pid}`;
const driverEmail = `ngozi.walker.${process.pid}@demohauling.test`;
const brokerReference = `WALK-${process.pid}-${Date.now()}`;

/**
 * The life of one load across both sides of Haulboard: a broker posts it on the desk, the demo carrier finds,
 * claims and assigns it, the driver's phone link moves it through Picked Up and Delivered, the delivery makes a
 * pending invoice and the operator's payment moves it to Paid Invoices.
 */
describeInBrowser('the load lifecycle from a broker\'s post to a paid invoice in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/search', loads: 50 });
  const page = () => session.page;
  let desk: (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) => Promise<DeskAnswer>;
  let backOffice: typeof desk;
  let loadId: number;
  let driverLink: string;
  let phone: Awaited<ReturnType<typeof launchBrowser>> | undefined;
  let driverPage: Page;

  const loadRow = () => session.haulboard.db.db.selectFrom('loads').select(['orderStatus', 'carrierClientId', 'driverId', 'actualPickup', 'actualDelivery'])
    .where('id', '=', loadId).executeTakeFirstOrThrow();
  const cardOf = (id: number) => page().locator(`[data-load-id="${id}"]`).first();
  const driverCard = () => driverPage.getByRole('article', { name: `Load ${loadId}` });
  const vehicleCount = async () => (await session.haulboard.db.db.selectFrom('vehicles').select('id').where('loadId', '=', loadId).execute()).length;

  beforeAll(async () => {
    desk = await deskClient(session.haulboard);
    backOffice = await deskClient(session.haulboard, 'e2e back office', 'operator');
  });
  afterAll(async () => {
    await phone?.close();
  });

  test('a broker posts a load through the desk API and gets its id', async () => {
    const posted = await desk('POST', '/loads', {
      brokerReference, rate: 1450, miles: 435,
      vehicles: [{ year: 2022, make: 'Ford', model: 'F-150', subModel: 'XLT', weight: 4700, inoperable: false }],
      originName: 'Bismarck Auto Auction', originAddress: '1200 Airport Rd', originCity: 'Bismarck', originState: 'ND', originZip: '58504',
      destinationName: 'Fargo Motors', destinationAddress: '4400 13th Ave S', destinationCity: 'Fargo', destinationState: 'ND', destinationZip: '58103',
      earliestPickup: dayFromToday(1), latestPickup: dayFromToday(4), earliestDelivery: dayFromToday(2), latestDelivery: dayFromToday(7),
    });
    expect(posted.status).toBe(201);
    loadId = posted.body.id;
    const read = await desk('GET', `/loads/${loadId}`);
    expect(read.body).toMatchObject({ id: loadId, brokerReference, originCity: 'Bismarck', orderStatus: 'Available', carrierClientId: null });
    recordFlowRun();
  });

  test('the posted load appears in an open carrier search from its origin', async () => {
    await page().goto(`${session.haulboard.baseUrl}/search`);
    await page().getByRole('button', { name: /^From/ }).click();
    await page().getByPlaceholder('From where?').fill('Bisma');
    await page().getByRole('button', { name: /^Bismarck, ND/ }).first().click();
    await page().getByRole('button', { name: 'Search for Loads' }).click();
    await page().getByText(/^\d+ LOADS?$/).waitFor();
    await cardOf(loadId).waitFor();
    recordFlowRun();
  });

  test('the carrier adds a driver with an e-mail, who is mailed a personal link to the driver page', async () => {
    await page().goto(`${session.haulboard.baseUrl}/drivers-and-fleet/add-driver`);
    await page().getByLabel('First Name').fill('Ngozi');
    await page().getByLabel('Last Name').fill(driverLastName);
    await page().getByLabel('Email Address').fill(driverEmail);
    await page().getByLabel('Mobile Phone Number').fill('(614) 555-0142');
    await page().getByRole('button', { name: 'Add Driver' }).click();
    await page().getByRole('link', { name: new RegExp(`Ngozi ${driverLastName}`) }).waitFor();

    const mail = await waitForOutboxMail(session.haulboard.db, driverEmail);
    driverLink = /https?:\/\/\S+\/driver\/\S+/.exec(mail.text)?.[0] ?? '';
    expect(driverLink.startsWith(`${session.haulboard.baseUrl}/driver/`)).toBe(true);
    recordFlowRun();
  });

  test('the carrier claims the load with the new driver, and it is listed on Claimed', async () => {
    const read = await desk('GET', `/loads/${loadId}`);
    await page().goto(`${session.haulboard.baseUrl}/load/${loadId}`);
    await page().getByRole('button', { name: 'Claim Load' }).or(page().getByRole('link', { name: 'Claim Load' })).first().click();
    await page().getByText('STEP 1 OF 2').waitFor();
    await page().getByLabel('Pick-up date').fill(read.body.earliestPickup.slice(0, 10));
    await page().getByLabel('Drop-off date').fill(read.body.latestDelivery.slice(0, 10));
    await page().getByRole('button', { name: 'Claim Load' }).click();
    await page().getByText('STEP 2 OF 2').waitFor();
    await page().getByRole('radio', { name: new RegExp(`Ngozi ${driverLastName}`) }).check();
    await page().getByRole('button', { name: 'Assign Driver' }).click();
    await page().getByText('LOAD CLAIMED').waitFor();

    await page().goto(`${session.haulboard.baseUrl}/loads/claimed`);
    await cardOf(loadId).waitFor();
    expect(await loadRow()).toMatchObject({ orderStatus: 'PendingPickup', actualPickup: null });
    recordFlowRun();
  });

  test('on a 390 px phone the driver\'s link shows the load, inspects it and marks it Picked Up; the carrier finds it In Progress', async () => {
    phone = await launchBrowser({ width: 390, height: 844 });
    driverPage = await phone.context.newPage();
    await driverPage.goto(driverLink);
    await driverCard().waitFor();
    expect(await sidewaysOverflow(driverPage)).toEqual([]);
    await driverCard().getByRole('button', { name: 'Picked Up' }).click();
    await inspectAndSign(driverPage, 'pickup', { vehicles: await vehicleCount(), customerName: 'Pat Shipper' });
    await driverCard().getByText('In Progress', { exact: true }).waitFor();
    expect(await loadRow()).toMatchObject({ orderStatus: 'InRoute' });
    expect((await loadRow()).actualPickup).not.toBeNull();

    await page().goto(`${session.haulboard.baseUrl}/loads/in-progress`);
    await cardOf(loadId).waitFor();
    recordFlowRun();
  });

  test('the driver inspects it at delivery and marks it Delivered; the carrier finds it Completed with a pending invoice', async () => {
    await driverCard().getByRole('button', { name: 'Delivered' }).click();
    await inspectAndSign(driverPage, 'delivery', { vehicles: await vehicleCount(), customerName: 'Pat Receiver' });
    await driverCard().getByText('Completed', { exact: true }).waitFor();
    expect(await loadRow()).toMatchObject({ orderStatus: 'Delivered' });
    expect(await sidewaysOverflow(driverPage)).toEqual([]);

    await page().goto(`${session.haulboard.baseUrl}/loads/completed`);
    await cardOf(loadId).waitFor();
    await page().goto(`${session.haulboard.baseUrl}/invoices/pending`);
    await page().getByRole('link', { name: String(loadId), exact: true }).first().waitFor();
    recordFlowRun();
  });

  test('the operator marks the invoice paid through the desk, and it shows under Paid Invoices', async () => {
    const found = await backOffice('GET', `/invoices?loadId=${loadId}`);
    expect(found.body.records).toHaveLength(1);
    const [invoice] = found.body.records;
    expect(invoice).toMatchObject({ loadId, status: 'Pending', paidDate: null });
    const paid = await backOffice('POST', `/invoices/${invoice.id}/paid`);
    expect(paid.status).toBeLessThan(300);
    expect((await backOffice('GET', `/invoices?loadId=${loadId}`)).body.records[0]).toMatchObject({ status: 'Paid' });

    await page().goto(`${session.haulboard.baseUrl}/invoices/paid`);
    await page().getByRole('link', { name: String(loadId), exact: true }).first().waitFor();
    await page().goto(`${session.haulboard.baseUrl}/invoices/pending`);
    await page().locator('.list-actions__count').waitFor();
    expect(await page().getByRole('link', { name: String(loadId), exact: true }).count()).toBe(0);
    recordFlowRun();
  });
});
