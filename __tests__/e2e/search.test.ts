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

  test('a search link opened with a stored session asks for its search before the app has arrived, and only once', async () => {
    const { page } = session;
    const searches: string[] = [];
    let searchAsked!: () => void;
    const searchGoneOut = new Promise<void>((resolve) => { searchAsked = resolve; });
    page.on('request', (request) => {
      // The map beside the list asks for its pins apart (view=map); the list's page is the one counted.
      if (!request.url().includes('/api/CarrierLoads/search/available') || request.url().includes('view=map')) return;
      searches.push(request.url());
      searchAsked();
    });
    // main.js is held back until the search has gone out: only the page's boot script can have asked for it.
    await page.route(/\/assets\/main\.[^/]*\.js$/, async (route) => {
      await searchGoneOut;
      await route.continue();
    });
    await page.goto(`${session.haulboard.baseUrl}/search?originState=TX&origins=TX`);
    await page.getByText(/^\d+ LOADS?$/).waitFor();
    await page.unrouteAll({ behavior: 'wait' });
    await expect(cards().count()).resolves.toBe(20);
    expect(searches).toHaveLength(1);
    expect(new URL(searches[0]).searchParams.get('pageNumber')).toBe('1');
  });
});
