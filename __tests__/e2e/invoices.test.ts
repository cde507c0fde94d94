import fs from 'node:fs';
import { parse } from 'csv-parse/sync';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';
import type { RunningHaulboard } from './support/server';

jest.setTimeout(180_000);

/** The demo carrier's driver with the most paid invoices, and their order numbers. */
async function driverWithMostPaidInvoices(haulboard: RunningHaulboard) {
  const { db } = haulboard.db;
  const { clientId } = await db.selectFrom('users').select('clientId').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow();
  const rows = await db.selectFrom('invoices').innerJoin('loads', 'loads.id', 'invoices.loadId').innerJoin('drivers', 'drivers.id', 'loads.driverId')
    .select(['invoices.loadId', 'drivers.id as driverId', 'drivers.firstName', 'drivers.lastName'])
    .where('invoices.clientId', '=', clientId).where('invoices.status', '=', 'Paid').execute();
  const byDriver = new Map<number, typeof rows>();
  for (const row of rows) byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
  const [driverId, invoices] = [...byDriver].sort((a, b) => b[1].length - a[1].length)[0];
  return { clientId, driverId, name: `${invoices[0].firstName} ${invoices[0].lastName}`, orderNumbers: invoices.map((row) => row.loadId) };
}

describeInBrowser('invoices and payment preferences in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/invoices/paid' });
  const page = () => session.page;
  let driver: Awaited<ReturnType<typeof driverWithMostPaidInvoices>>;

  beforeAll(async () => {
    driver = await driverWithMostPaidInvoices(session.haulboard);
  });

  test('Paid invoices filtered by one driver count only that driver\'s, and the download reads back as those invoices', async () => {
    await page().locator('.list-actions__count').waitFor();
    await page().getByRole('button', { name: 'Driver: All Drivers' }).click();
    const picker = page().getByRole('dialog', { name: 'Filter by Driver' });
    await picker.getByRole('radio', { name: new RegExp(driver.name) }).click();
    const expected = driver.orderNumbers.length === 1 ? '1 Invoice' : `${driver.orderNumbers.length} Invoices`;
    await page().locator('.list-actions__count', { hasText: new RegExp(`^${expected}$`) }).waitFor();

    const [download] = await Promise.all([page().waitForEvent('download'), page().getByRole('button', { name: 'Download Paid Invoices' }).click()]);
    expect(download.suggestedFilename()).toBe('Paid Invoices.csv');
    const rows: Record<string, string>[] = parse(fs.readFileSync(await download.path()), { bom: true, columns: true });
    expect(rows.map((row) => Number(row['Order Number'])).sort()).toEqual([...driver.orderNumbers].sort());
    expect(new Set(rows.map((row) => row.Status))).toEqual(new Set(['Paid']));
    expect(rows.every((row) => /^\$[\d,]+\.\d{2}$/.test(row.Amount))).toBe(true);
    recordFlowRun();
  });

  test('opening a paid invoice shows its load and a Dispute Payment e-mail link', async () => {
    const first = page().getByRole('table').getByRole('link').first();
    const orderNumber = await first.textContent();
    await first.click();
    await page().getByRole('heading', { name: `Load ${orderNumber}` }).waitFor();
    const dispute = page().getByRole('link', { name: 'Dispute Payment' });
    const href = new URL((await dispute.getAttribute('href')) ?? '');
    expect(href.protocol).toBe('mailto:');
    expect(href.pathname).toBe('payments@haulboard.test');
    expect(href.searchParams.get('subject')).toBe(`Payment dispute: Load ${orderNumber}`);
    recordFlowRun();
  });

  test('the carrier asks for Quick Pay: the request is received and waits for approval', async () => {
    await page().goto(`${session.haulboard.baseUrl}/payment-preferences`);
    await page().getByRole('button', { name: 'Request a Change' }).click();
    const submit = page().getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await page().getByRole('radio', { name: /Quick Pay/ }).check();
    await submit.click();
    await page().getByRole('heading', { name: 'Change Request Received' }).waitFor();

    const pending = await session.haulboard.db.db.selectFrom('paymentMethodChangeRequests').select(['requestedCode', 'status'])
      .where('clientId', '=', driver.clientId).execute();
    expect(pending).toEqual([{ requestedCode: 'QuickPay', status: 'Pending' }]);
    await page().reload();
    await page().getByText('Change requested to Quick Pay (14-day ACH), waiting for approval.').waitFor();
    recordFlowRun();
  });

  test('the invoice lists, an invoice and Payment Preferences pass axe on a desktop and fit a 390 px phone', async () => {
    const open = (path: string) => page().goto(`${session.haulboard.baseUrl}${path}`);
    const orderNumber = driver.orderNumbers[0];
    const screens: [path: string, ready: () => Promise<void>][] = [
      ['/invoices/paid', () => page().getByRole('link', { name: new RegExp(String(orderNumber)) }).first().waitFor()],
      ['/invoices/pending', () => page().locator('.list-actions__count').waitFor()],
      [`/invoices/details/${orderNumber}`, () => page().getByRole('link', { name: 'Dispute Payment' }).waitFor()],
      ['/payment-preferences', () => page().getByRole('button', { name: 'Request a Change' }).waitFor()],
    ];
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      await page().setViewportSize(viewport);
      for (const [path, ready] of screens) {
        await open(path);
        await ready();
        expect({ path, violations: await seriousAxeViolations(page()) }).toEqual({ path, violations: [] });
        if (viewport.width === 390) expect({ path, overflow: await sidewaysOverflow(page()) }).toEqual({ path, overflow: [] });
      }
    }
    await page().setViewportSize({ width: 390, height: 844 });
    await open('/invoices/paid');
    await page().getByRole('button', { name: 'Email Paid Invoices' }).click();
    await page().getByRole('dialog', { name: 'Email Paid Invoices' }).waitFor();
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });
});
