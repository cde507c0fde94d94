import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { aClaimableLoad } from './support/loads';
import { searchFromDallas } from './support/search';
import { fillLoginDialog } from './support/signIn';
import { publicLoadPathOf } from '../../src/server/services/loadShare/publicLoad';

jest.setTimeout(180_000);

/** Accessible by default (design, rules that hold everywhere): each screen is checked as a carrier sees it. */
describeInBrowser('axe-core finds no serious or critical violation on any screen', () => {
  const session = useBrowserSession();
  const page = () => session.page;
  const open = (path: string) => page().goto(`${session.haulboard.baseUrl}${path}`);
  const expectAccessible = async () => expect(await seriousAxeViolations(page())).toEqual([]);

  test('the landing page and the login dialog, sign-up link included, pass axe', async () => {
    await open('/');
    await page().getByRole('heading', { level: 1 }).first().waitFor();
    await expectAccessible();

    await open('/login?redirectTo=%2Fsearch');
    await page().getByRole('link', { name: /sign up/i }).first().waitFor();
    await expectAccessible();
    await fillLoginDialog(page(), 'demo@carrier.test', 'haulboard');
    await page().waitForURL((url) => url.pathname === '/search');
    recordFlowRun();
  });

  test('Find Loads before a search, its place and date overlays, and its results beside the map pass axe', async () => {
    await page().getByRole('button', { name: 'Search for Loads' }).waitFor();
    await expectAccessible();

    await page().getByRole('button', { name: /^From/ }).click();
    const places = page().getByRole('dialog', { name: 'From where?' });
    await places.waitFor();
    await expectAccessible();
    await places.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page().getByRole('button', { name: /^Pick-Up Dates/ }).click();
    const dates = page().getByRole('dialog', { name: 'Pick-Up Dates' });
    await dates.waitFor();
    await expectAccessible();
    await dates.getByRole('button', { name: 'Cancel', exact: true }).click();

    await searchFromDallas(page());
    await page().getByText('Advanced Search Options', { exact: true }).click();
    await page().getByRole('button', { name: /^\d+ loads$/ }).first().waitFor();
    await expectAccessible();

    await page().getByRole('button', { name: /^\d+ loads$/ }).first().click();
    await page().getByLabel('Loads on the map').waitFor();
    await expectAccessible();
    recordFlowRun();
  });

  test('the map screen and the not-found screen pass axe', async () => {
    const { search } = new URL(page().url());
    await open(`/search/map${search}`);
    await page().getByRole('button', { name: /^\d+ loads$/ }).first().waitFor();
    await expectAccessible();

    await open('/no/such/screen');
    await page().getByRole('heading', { name: 'Page Not Found' }).waitFor();
    await expectAccessible();
    recordFlowRun();
  });

  test('the load detail, claim steps 1 and 2, LOAD CLAIMED and the backhauls pass axe', async () => {
    const load = await aClaimableLoad(session.haulboard);
    await open(`/load/${load.id}`);
    await page().getByText(`Load #${load.id}`).waitFor();
    await expectAccessible();

    await page().getByRole('link', { name: 'Claim Load', exact: true }).or(page().getByRole('button', { name: 'Claim Load', exact: true })).first().click();
    await page().getByText('STEP 1 OF 2').waitFor();
    await expectAccessible();
    await page().getByLabel('Pick-up date').fill(load.earliestPickup!);
    await page().getByLabel('Drop-off date').fill(load.latestDelivery!);
    await page().getByRole('button', { name: 'Claim Load' }).click();

    await page().getByText('STEP 2 OF 2').waitFor();
    await expectAccessible();
    await page().getByRole('link', { name: 'SKIP AND ASSIGN LATER' }).or(page().getByRole('button', { name: 'SKIP AND ASSIGN LATER' })).first().click();
    await page().getByText('LOAD CLAIMED').waitFor();
    await expectAccessible();

    await open(`/load/${load.id}/backhauls`);
    await page().locator('.backhauls__count').or(page().getByText('No backhauls found.')).first().waitFor();
    await expectAccessible();
    recordFlowRun();
  });

  test('Saved, with its dimmed loads no longer available, Claimed, In Progress and Completed pass axe', async () => {
    await open('/loads/saved');
    await page().getByRole('heading', { name: 'SAVED HAULS NO LONGER AVAILABLE' }).waitFor();
    await page().locator('.saved-loads__grid article').first().waitFor();
    await expectAccessible();

    for (const path of ['/loads/claimed', '/loads/in-progress', '/loads/completed']) {
      await open(path);
      await page().locator('.list-actions__count').waitFor();
      await page().locator('.load-list article').first().waitFor();
      await expectAccessible();
    }
    recordFlowRun();
  });

  test('the list dialogs, Filter by Driver and Send Documents, pass axe', async () => {
    await open('/loads/claimed');
    await page().locator('.list-actions__count').waitFor();
    await page().getByRole('button', { name: 'Driver: All Drivers' }).click();
    const picker = page().getByRole('dialog', { name: 'Filter by Driver' });
    await picker.getByRole('radio').first().waitFor();
    await expectAccessible();
    await page().keyboard.press('Escape');
    await picker.waitFor({ state: 'detached' });

    await page().locator('.list-actions').getByRole('button', { name: 'Email', exact: true }).click();
    const email = page().getByRole('dialog', { name: 'Send Documents' });
    await email.waitFor();
    await expectAccessible();
    await email.getByRole('button', { name: 'Cancel' }).click();
    recordFlowRun();
  });

  test('To Do, the styleguide with its dialog and date range, and a load’s public page pass axe (issue 22)', async () => {
    await open('/todo');
    await page().getByRole('list', { name: 'Open tasks' }).or(page().getByText('Nothing to do right now.')).first().waitFor();
    await expectAccessible();

    await open('/styleguide');
    await page().getByRole('heading', { level: 1, name: 'Styleguide' }).waitFor();
    await page().getByRole('button', { name: 'Choose a date range' }).click();
    await page().getByRole('region', { name: 'Date range' }).waitFor();
    await expectAccessible();
    await page().getByRole('button', { name: 'Open a dialog' }).click();
    await page().getByRole('dialog', { name: 'A dialog' }).waitFor();
    await expectAccessible();
    await page().keyboard.press('Escape');

    const load = await aClaimableLoad(session.haulboard, { skip: 1 });
    await open(await publicLoadPathOf({ db: session.haulboard.db.db, configuredSecret: null }, load.id));
    await page().getByText(`Load #${load.id}`).waitFor();
    await expectAccessible();
    recordFlowRun();
  });
});
