import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';

jest.setTimeout(180_000);

const OFFLINE = 'Offline, please check connection';

/** Issue 22: a phone that loses its connection keeps its shell, says it is offline and recovers by itself. */
describeInBrowser('a phone on a weak network in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/dashboard', loads: 300, viewport: { width: 390, height: 844 } });
  const page = () => session.page;

  test('a screen whose code cannot load offline shows a retry inside the shell, and opens once back online', async () => {
    await page().getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page().context().setOffline(true);
    await page().getByRole('status').filter({ hasText: OFFLINE }).waitFor();

    await page().getByRole('button', { name: 'Open menu' }).click();
    await page().getByRole('navigation', { name: 'Side menu' }).getByRole('link', { name: 'Paid Invoices' }).click();
    await page().getByRole('heading', { name: 'This screen could not be loaded' }).waitFor();
    await page().getByRole('button', { name: 'Try Again' }).waitFor();
    expect(await page().getByRole('button', { name: 'Open menu' }).isVisible()).toBe(true);
    expect(await page().getByText('An unexpected error occured:').count()).toBe(0);

    await page().context().setOffline(false);
    await page().getByRole('button', { name: 'Download Paid Invoices' }).waitFor();
    await page().getByRole('status').filter({ hasText: OFFLINE }).waitFor({ state: 'detached' });
    expect(await page().getByRole('heading', { name: 'This screen could not be loaded' }).count()).toBe(0);
    recordFlowRun();
  });
});
