import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { controlsUnderShortcutButton, sidewaysOverflow } from './support/layout';
import { aClaimableLoad } from './support/loads';
import { searchFromDallas } from './support/search';

jest.setTimeout(180_000);

/** At 390 px wide nothing scrolls sideways, and the floating shortcut button leaves the last controls free. */
describeInBrowser('on a 390 px phone nothing scrolls sideways and the shortcut button covers no control', () => {
  const session = useBrowserSession({ signedInAt: '/search', viewport: { width: 390, height: 844 } });
  const page = () => session.page;
  const open = (path: string) => page().goto(`${session.haulboard.baseUrl}${path}`);
  const expectPhoneFit = async () => {
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await controlsUnderShortcutButton(page())).toEqual([]);
  };
  const control = (name: string) => page().getByRole('link', { name, exact: true }).or(page().getByRole('button', { name, exact: true })).first();

  test('at 390 px Find Loads fits before and after a search, and the shortcut button covers neither Save Search nor a star', async () => {
    await page().getByRole('button', { name: 'Save Search', exact: true }).waitFor();
    await expectPhoneFit();

    await searchFromDallas(page());
    await page().getByRole('button', { name: /^Save(d)? load \d+$/ }).last().waitFor();
    await expectPhoneFit();
    recordFlowRun();
  });

  test('at 390 px the map of the results and its cluster popup fit', async () => {
    await page().getByRole('link', { name: 'Map', exact: true }).click();
    await page().waitForURL((url) => url.pathname === '/search/map');
    const cluster = page().getByRole('button', { name: /^\d+ loads$/ }).first();
    await cluster.waitFor();
    await expectPhoneFit();
    await cluster.click();
    await page().getByLabel('Loads on the map').waitFor();
    expect(await sidewaysOverflow(page())).toEqual([]);
    recordFlowRun();
  });

  test('at 390 px the load detail, the claim steps, LOAD CLAIMED and the claimed load\'s change screens fit', async () => {
    const load = await aClaimableLoad(session.haulboard);
    await open(`/load/${load.id}`);
    await page().getByText(`Load #${load.id}`).waitFor();
    await expectPhoneFit();

    await control('Claim Load').click();
    await page().getByText('STEP 1 OF 2').waitFor();
    await expectPhoneFit();
    await page().getByLabel('Pick-up date').fill(load.earliestPickup!);
    await page().getByLabel('Drop-off date').fill(load.latestDelivery!);
    await page().getByRole('button', { name: 'Claim Load' }).click();
    await page().getByText('STEP 2 OF 2').waitFor();
    await expectPhoneFit();
    await control('SKIP AND ASSIGN LATER').click();
    await page().getByText('LOAD CLAIMED').waitFor();
    await expectPhoneFit();

    await open(`/load/${load.id}/change-pickup-dropoff`);
    await page().getByRole('button', { name: 'Save Changes' }).waitFor();
    await expectPhoneFit();
    await open(`/load/${load.id}/change-driver`);
    await page().getByRole('button', { name: 'Change Driver' }).waitFor();
    await expectPhoneFit();
    await open(`/load/${load.id}/backhauls`);
    await page().locator('.backhauls__count').or(page().getByText('No backhauls found.')).first().waitFor();
    await expectPhoneFit();
    recordFlowRun();
  });

  test('at 390 px the four load lists fit and their tab bar shows Completed whole', async () => {
    await open('/loads/saved');
    await page().locator('.saved-loads__grid article').first().waitFor();
    await expectPhoneFit();
    for (const path of ['/loads/claimed', '/loads/in-progress', '/loads/completed']) {
      await open(path);
      await page().locator('.list-actions__count').waitFor();
      await expectPhoneFit();
    }

    const tabs = page().getByRole('navigation', { name: 'My Loads' });
    const { scrollWidth, clientWidth } = await tabs.evaluate((bar) => ({ scrollWidth: bar.scrollWidth, clientWidth: bar.clientWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    const bar = (await tabs.boundingBox())!;
    const completed = (await tabs.getByRole('link', { name: 'Completed' }).boundingBox())!;
    expect(completed.x).toBeGreaterThanOrEqual(bar.x);
    expect(completed.x + completed.width).toBeLessThanOrEqual(Math.min(bar.x + bar.width, 390) + 0.5);
    recordFlowRun();
  });

  test('at 390 px the not-found screen fits', async () => {
    await open('/no/such/screen');
    await page().getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectPhoneFit();
    recordFlowRun();
  });

  test('at 390 px the side menu and the Load # overlay pass axe', async () => {
    await page().getByRole('button', { name: 'Open menu' }).click();
    const menu = page().getByRole('navigation', { name: 'Side menu' });
    await menu.waitFor();
    expect(await seriousAxeViolations(page())).toEqual([]);
    await page().getByRole('button', { name: 'Close menu' }).click();
    await menu.waitFor({ state: 'detached' });

    await page().getByRole('button', { name: 'Load #' }).click();
    const overlay = page().getByRole('dialog', { name: 'Search Load #' });
    await overlay.waitFor();
    expect(await seriousAxeViolations(page())).toEqual([]);
    await overlay.getByRole('button', { name: 'Cancel' }).click();
    recordFlowRun();
  });
});
