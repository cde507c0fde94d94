import type { Page } from 'playwright-core';
import { demoPassword } from '../../src/server/db/seed';
import { DEMO_DRIVER_LINK_TOKEN } from '../../src/server/db/seed/driverLinks';
import { imageCount } from '../server/documents/inspectionRecords';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { inspectAndSign, validVin } from './support/driverInspection';
import { sidewaysOverflow } from './support/layout';

// pdf-parse's index runs a self-test on require; its library entry does not.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const pdfParse = require('pdf-parse/lib/pdf-parse.js') as (data: Buffer) => Promise<{ text: string }>;

jest.setTimeout(240_000);

const phone = { width: 390, height: 844 };
const demoDriverId = 1;

/*
 * Issue 24, as a driver meets it: the pick-up inspection on a 390 px phone with photos from the camera, a damage and
 * signatures; the delivery inspection and Delivered with no network; everything arriving once when it returns; the
 * bill of lading and the carrier's view reading it back. The steps are one journey, in order, on purpose.
 */
describeInBrowser('the driver\'s inspection in a real browser, with and without a network', () => {
  const session = useBrowserSession({ signedInAt: '/loads/claimed', loads: 50, viewport: phone });
  const page = (): Page => session.page;
  const db = () => session.haulboard.db.db;
  const card = () => page().getByRole('article', { name: `Load ${loadId}` });
  const waiting = () => page().getByText(/^\d+ waiting to send$/);
  let loadId = 0;
  let vehicles = 0;

  beforeAll(async () => {
    const client = await db().selectFrom('users').select('clientId').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
    const claimed = await db().selectFrom('loads').select('id').where('carrierClientId', '=', client.clientId)
      .where('orderStatus', '=', 'PendingPickup').orderBy('id').limit(1).executeTakeFirstOrThrow();
    await db().updateTable('loads').set({ driverId: demoDriverId }).where('id', '=', claimed.id).execute();
    loadId = claimed.id;
    vehicles = (await db().selectFrom('vehicles').select('id').where('loadId', '=', loadId).execute()).length;
  });

  const inspectionsOf = (stage: 'pickup' | 'delivery') => db().selectFrom('inspections').select('id').where('loadId', '=', loadId).where('stage', '=', stage).execute();
  const photosOfLoad = async () => (await db().selectFrom('inspectionPhotos').select('id').where('loadId', '=', loadId).execute()).length;

  test('on a 390 px phone the pick-up inspection takes photos from the file chooser, a damage on the drawing and drawn signatures, and picks the load up', async () => {
    await page().goto(`${session.haulboard.baseUrl}/driver/${DEMO_DRIVER_LINK_TOKEN}`);
    await card().getByRole('button', { name: 'Picked Up' }).click();
    await inspectAndSign(page(), 'pickup', {
      vehicles, customerName: 'Pat Shipper', customerEmail: 'yard@shipper.test', photos: true, scratch: true,
      beforeSigning: async () => {
        expect(await sidewaysOverflow(page())).toEqual([]);
        expect(await seriousAxeViolations(page())).toEqual([]);
      },
    });
    await card().getByText('In Progress', { exact: true }).waitFor();
    expect(await inspectionsOf('pickup')).toHaveLength(1);
    expect(await photosOfLoad()).toBe(4 * vehicles);
    recordFlowRun();
  });

  test('a signed pick-up inspection is corrected by a new version that keeps the first, and the load keeps its mark', async () => {
    const { actualPickup } = await db().selectFrom('loads').select('actualPickup').where('id', '=', loadId).executeTakeFirstOrThrow();
    await card().getByRole('button', { name: 'Correct the Pick-up Inspection' }).click();
    await page().getByRole('heading', { name: `Pick-up inspection, corrected · Load ${loadId}` }).waitFor();
    // The page shows the card again before the outbox has kept the items, so the count may not be up yet: the
    // correction's own answer is what says it arrived.
    const correctionSent = page().waitForResponse((response) => response.request().method() === 'POST'
      && new URL(response.url()).pathname === `/api/driver/loads/${loadId}/inspections`);
    await inspectAndSign(page(), 'pickup', { vehicles, customerName: 'Pat Shipper', photos: true, scratch: true, correction: true });
    await card().waitFor();
    expect((await correctionSent).status()).toBe(201);
    await waiting().waitFor({ state: 'detached' });
    const versions = await db().selectFrom('inspections').select('version').where('loadId', '=', loadId).where('stage', '=', 'pickup').orderBy('version').execute();
    expect(versions.map((row) => row.version)).toEqual([1, 2]);
    expect(await db().selectFrom('loads').select(['orderStatus', 'actualPickup']).where('id', '=', loadId).executeTakeFirstOrThrow()).toEqual({ orderStatus: 'InRoute', actualPickup });
    recordFlowRun();
  });

  test('without a network the delivery inspection and Delivered wait on the phone, and the page opens again from the phone', async () => {
    // The page's worker has kept the page and its list before the network goes.
    await page().evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await page().reload();
    await card().waitFor();
    await page().context().setOffline(true);
    await card().getByRole('button', { name: 'Delivered' }).click();
    await inspectAndSign(page(), 'delivery', { vehicles, customerName: 'Sam Lot', subjectToInspection: true });
    await waiting().waitFor();
    await page().reload();
    await card().waitFor();
    await waiting().waitFor();
    expect(await inspectionsOf('delivery')).toHaveLength(0);
    expect(await db().selectFrom('loads').select('orderStatus').where('id', '=', loadId).executeTakeFirstOrThrow()).toEqual({ orderStatus: 'InRoute' });
    recordFlowRun();
  });

  test('when the network returns everything arrives once, in order: the delivery inspection, Delivered and one invoice', async () => {
    await page().context().setOffline(false);
    await card().getByText('Completed', { exact: true }).waitFor();
    await waiting().waitFor({ state: 'detached' });
    expect(await inspectionsOf('delivery')).toHaveLength(1);
    expect(await db().selectFrom('invoices').select('id').where('loadId', '=', loadId).execute()).toHaveLength(1);
    expect(await photosOfLoad()).toBe(8 * vehicles);
    recordFlowRun();
  });

  test('the bill of lading reads both inspections back, with the photos, and the shipper got it by mail', async () => {
    const base = session.haulboard.baseUrl;
    const signIn = await fetch(`${base}/api/token?SourceApplication=CarrierPortal`, {
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: 'demo@carrier.test', password: demoPassword }),
    });
    const { access_token: token } = await signIn.json() as { access_token: string };
    const documents = await fetch(`${base}/api/CarrierLoadDocuments/All?SourceApplication=CarrierPortal&timeZone=America/Chicago`, {
      method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ OrderId: loadId }),
    });
    expect(documents.status).toBe(200);
    const pdf = Buffer.from(await documents.arrayBuffer());
    const { text } = await pdfParse(pdf);
    for (const expected of [validVin(1), 'Scratched', 'Pat Shipper', 'Sam Lot', 'SUBJECT TO INSPECTION']) expect(text).toContain(expected);
    expect(imageCount(pdf)).toBeGreaterThanOrEqual(4 * vehicles);
    const mailed = await db().selectFrom('outbox').select('raw').where('toAddress', '=', 'yard@shipper.test').execute();
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.raw).toContain('application/pdf');
    recordFlowRun();
  });

  test('the carrier sees both inspections on the load with its photos, on a phone, and axe finds nothing serious', async () => {
    await page().goto(`${session.haulboard.baseUrl}/load/${loadId}`);
    await page().getByRole('heading', { name: 'Inspections' }).waitFor();
    await page().getByRole('img', { name: /^Front photo of vehicle 1/ }).first().waitFor();
    await page().getByText('No new damages at delivery').waitFor();
    await page().getByText('Version 2 (corrected)').first().waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });
});
