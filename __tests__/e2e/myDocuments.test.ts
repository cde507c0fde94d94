import fs from 'node:fs';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

const certificate = Buffer.from(`%PDF-1.4\n% Haulboard e2e certificate ${process.pid}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`);
const title = 'Cargo and Liability 2027';

describeInBrowser('My Documents in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/my-account/documents', loads: 50 });
  const page = () => session.page;
  const insurance = () => page().getByRole('region', { name: 'Insurance Documents' });

  test('the demo carrier uploads a certificate of insurance and downloads it back byte for byte', async () => {
    await insurance().getByRole('button', { name: /Certificate of Insurance - Cargo/ }).waitFor();
    await page().getByLabel(/Certificate file/).setInputFiles({ name: 'coi-2027.pdf', mimeType: 'application/pdf', buffer: certificate });
    await page().getByLabel('Title (optional)').fill(title);
    await page().getByLabel('Damage expiration date').fill('2027-03-31');
    await page().getByLabel('Liability expiration date').fill('2027-09-30');
    await page().getByRole('button', { name: 'Upload Certificate' }).click();
    await page().getByRole('status').filter({ hasText: 'Certificate uploaded' }).waitFor();

    const card = insurance().getByRole('button', { name: new RegExp(title) });
    await card.waitFor();
    const [download] = await Promise.all([page().waitForEvent('download'), card.click()]);
    expect(download.suggestedFilename()).toBe('coi-2027.pdf');
    expect(fs.readFileSync(await download.path()).equals(certificate)).toBe(true);

    // Still there after a reload: the card comes from the server's list, not the form's memory.
    await page().reload();
    await insurance().getByRole('button', { name: new RegExp(title) }).waitFor();
    recordFlowRun();
  });

  test('a broker agreement downloads as a PDF', async () => {
    const agreement = page().getByRole('region', { name: 'Broker Agreements' }).getByRole('button', { name: /Broker-Carrier Agreement/ });
    const [download] = await Promise.all([page().waitForEvent('download'), agreement.click()]);
    expect(fs.readFileSync(await download.path()).subarray(0, 5).toString()).toBe('%PDF-');
    recordFlowRun();
  });

  test('My Documents has no serious accessibility violation and, at 390 px, no sideways scroll', async () => {
    await page().setViewportSize({ width: 1280, height: 800 });
    expect(await seriousAxeViolations(page())).toEqual([]);
    await page().setViewportSize({ width: 390, height: 844 });
    await page().reload();
    await insurance().getByRole('button', { name: new RegExp(title) }).waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);
    recordFlowRun();
  });
});
