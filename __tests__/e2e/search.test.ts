import type { Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, recordFlowRun } from './support/chromium';
import { startHaulboard, type RunningHaulboard } from './support/server';
import { openSignedIn } from './support/signIn';

jest.setTimeout(180_000);

describeInBrowser('finding loads in a real browser', () => {
  let haulboard: RunningHaulboard;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  const cards = () => page.locator('.search-results__list > li');

  beforeAll(async () => {
    haulboard = await startHaulboard();
    browser = await launchBrowser();
    page = await browser.context.newPage();
    await openSignedIn(page, haulboard.baseUrl, '/search');
  });

  afterAll(async () => {
    await browser?.close();
    await haulboard?.stop();
  });

  test('typing Dal offers Dallas, TX and a search around it counts its loads', async () => {
    await page.getByRole('button', { name: /^From/ }).click();
    await page.getByPlaceholder('From where?').fill('Dal');
    await page.getByRole('button', { name: /^Dallas, TX/ }).first().click();
    await page.getByRole('button', { name: 'Search for Loads' }).click();
    const count = page.getByText(/^\d+ LOADS?$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(20);
    await expect(cards().count()).resolves.toBe(20);
    expect(new URL(page.url()).searchParams.get('originCity')).toBe('Dallas');
    recordFlowRun();
  });

  test('Load More appends the next page', async () => {
    await page.getByRole('button', { name: 'Load More' }).click();
    await page.waitForFunction(() => document.querySelectorAll('.search-results__list > li').length > 20);
    expect(await cards().count()).toBeGreaterThan(20);
    recordFlowRun();
  });

  test('the map beside the results opens a cluster popup of load cards', async () => {
    const cluster = page.getByRole('button', { name: /^\d+ loads$/ }).first();
    await cluster.waitFor();
    await cluster.click();
    const popup = page.getByLabel('Loads on the map');
    await popup.waitFor();
    await popup.getByRole('link', { name: 'Edit' }).first().waitFor();
    recordFlowRun();
  });

  test('reloading the page restores the search from the address', async () => {
    await page.reload();
    await page.getByText(/^\d+ LOADS?$/).waitFor();
    await expect(page.getByRole('button', { name: /^From/ }).textContent()).resolves.toContain('Dallas');
    recordFlowRun();
  });
});
