import type { Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, recordFlowRun } from './support/chromium';
import { startHaulboard, type RunningHaulboard } from './support/server';
import { openSignedIn } from './support/signIn';

jest.setTimeout(180_000);

/** Issue 9: the lists and the backhaul screen work at 390 px wide; a failed list fetch says so and can be retried. */
describeInBrowser('load lists and backhauls on a 390 px phone in a real browser', () => {
  let haulboard: RunningHaulboard;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const count = () => page.locator('.list-actions__count');

  beforeAll(async () => {
    haulboard = await startHaulboard();
    browser = await launchBrowser({ width: 390, height: 844 });
    page = await browser.context.newPage();
    await openSignedIn(page, haulboard.baseUrl, '/loads/claimed');
  });

  afterAll(async () => {
    await browser?.close();
    await haulboard?.stop();
  });

  test('at 390 px the tab bar, the filters, Load More and Email work on the lists', async () => {
    await count().waitFor();
    const tomorrow = page.getByRole('button', { name: 'Tomorrow' });
    await tomorrow.click();
    await page.locator('.list-actions__count').waitFor();
    expect(await tomorrow.getAttribute('aria-pressed')).toBe('true');
    await tomorrow.click();

    await page.getByRole('button', { name: 'Driver: All Drivers' }).click();
    const picker = page.getByRole('dialog', { name: 'Filter by Driver' });
    await picker.getByRole('radio').nth(1).click();
    await picker.waitFor({ state: 'detached' });
    await count().waitFor();
    await page.getByRole('button', { name: /^Driver: / }).click();
    await picker.getByRole('radio', { name: 'All Drivers' }).click();
    await page.getByRole('button', { name: 'Driver: All Drivers' }).waitFor();

    await page.locator('.list-actions').getByRole('button', { name: 'Email', exact: true }).click();
    const email = page.getByRole('dialog', { name: 'Send Documents' });
    await email.getByRole('button', { name: 'Cancel' }).click();
    await email.waitFor({ state: 'detached' });

    await page.getByRole('navigation', { name: 'My Loads' }).getByRole('link', { name: 'Completed' }).click();
    await page.waitForURL((url) => url.pathname === '/loads/completed');
    await count().waitFor();
    const cards = page.locator('.load-list article');
    const shown = await cards.count();
    const loadMore = page.getByRole('button', { name: 'Load More' });
    if (await loadMore.isVisible()) {
      await loadMore.click();
      await page.waitForFunction((before) => document.querySelectorAll('.load-list article').length > before, shown);
    }
    recordFlowRun();
  });

  test('at 390 px a failed list fetch tells the carrier, and Try again brings the list', async () => {
    let failures = 1;
    await page.route('**/api/CarrierLoads/list/inRoute*', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Down for a moment"}' }) : route.continue());
    await page.goto(`${haulboard.baseUrl}/loads/in-progress`);
    await page.getByText('Your loads could not be loaded.').waitFor();
    await page.getByRole('button', { name: 'Dismiss errors' }).click();
    await page.getByRole('button', { name: 'Try again' }).click();
    await count().waitFor();
    expect(await page.getByText('Your loads could not be loaded.').count()).toBe(0);
    await page.unroute('**/api/CarrierLoads/list/inRoute*');
    recordFlowRun();
  });

  test('at 390 px the backhaul screen searches, and an empty search can be widened', async () => {
    const { db } = haulboard.db;
    const { id } = await db.selectFrom('loads').select('id').where('orderStatus', '=', 'Available').where('visibleToCarriers', '=', 1)
      .orderBy('id').executeTakeFirstOrThrow();
    await page.goto(`${haulboard.baseUrl}/load/${id}/backhauls`);
    const found = page.locator('.backhauls__count');
    const none = page.getByText('No backhauls found.');
    await found.or(none).first().waitFor();
    if (await none.isVisible()) {
      const wider = page.waitForRequest((request) => request.url().includes('/CarrierLoads/search/available')
        && JSON.parse(request.postData() ?? '{}').OriginGeoCodeMileRadius === 300);
      await page.getByRole('button', { name: 'Search within 300 miles' }).click();
      await wider;
      await found.or(page.getByRole('button', { name: 'Search within 500 miles' })).first().waitFor();
    } else {
      expect(await page.locator('.backhauls-screen article').count()).toBeGreaterThan(0);
    }
    recordFlowRun();
  });
});
