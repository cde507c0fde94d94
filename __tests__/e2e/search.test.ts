import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';

jest.setTimeout(180_000);

describeInBrowser('finding loads in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/search' });
  const cards = () => session.page.locator('.search-results__list > li');

  test('typing Dal offers Dallas, TX and a search around it counts its loads', async () => {
    await session.page.getByRole('button', { name: /^From/ }).click();
    await session.page.getByPlaceholder('From where?').fill('Dal');
    await session.page.getByRole('button', { name: /^Dallas, TX/ }).first().click();
    await session.page.getByRole('button', { name: 'Search for Loads' }).click();
    const count = session.page.getByText(/^\d+ LOADS?$/);
    await count.waitFor();
    const total = Number((await count.textContent())?.split(' ')[0]);
    expect(total).toBeGreaterThan(20);
    await expect(cards().count()).resolves.toBe(20);
    expect(new URL(session.page.url()).searchParams.get('originCity')).toBe('Dallas');
    recordFlowRun();
  });

  test('Load More appends the next page', async () => {
    await session.page.getByRole('button', { name: 'Load More' }).click();
    await session.page.waitForFunction(() => document.querySelectorAll('.search-results__list > li').length > 20);
    expect(await cards().count()).toBeGreaterThan(20);
    recordFlowRun();
  });

  test('the map beside the results opens a cluster popup of load cards', async () => {
    const cluster = session.page.getByRole('button', { name: /^\d+ loads$/ }).first();
    await cluster.waitFor();
    await cluster.click();
    const popup = session.page.getByLabel('Loads on the map');
    await popup.waitFor();
    await popup.getByRole('link', { name: 'Edit' }).first().waitFor();
    recordFlowRun();
  });

  test('reloading the page restores the search from the address', async () => {
    await session.page.reload();
    await session.page.getByText(/^\d+ LOADS?$/).waitFor();
    await expect(session.page.getByRole('button', { name: /^From/ }).textContent()).resolves.toContain('Dallas');
    recordFlowRun();
  });
});
