import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';

jest.setTimeout(180_000);

/** The API described for brokers' developers: Swagger UI at /api/docs, under the app's own security headers. */
describeInBrowser('the API docs in a real browser', () => {
  const session = useBrowserSession({ loads: 50 });

  test('/api/docs shows the desk API and the carrier API, with the desk\'s bearer to authorize, and the CSP refuses nothing', async () => {
    const { page } = session;
    const refusals: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refusals.push(message.text());
    });
    page.on('pageerror', (error) => refusals.push(error.message));

    await page.goto(`${session.haulboard.baseUrl}/api/docs`);
    await page.getByText('Haulboard API').first().waitFor();
    await page.getByRole('heading', { name: 'desk' }).waitFor();
    await page.getByRole('heading', { name: 'carrier' }).waitFor();
    await page.getByText('/api/desk/invoices/{id}/paid').first().waitFor();
    await page.getByText('/api/desk/loads/import').first().waitFor();

    await page.getByRole('button', { name: /Authorize/ }).first().click();
    await page.getByText('deskBearer').first().waitFor();
    expect(refusals).toEqual([]);
    recordFlowRun();
  });
});
