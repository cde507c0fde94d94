import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';
import { fillLoginDialog, openSignedIn } from './support/signIn';

jest.setTimeout(180_000);

const email = 'demo@carrier.test';
const oldPassword = 'haulboard';
const newPassword = 'gravel trailer sunrise 42';

describeInBrowser('My Account, Edit Profile and Business Information in a real browser', () => {
  const session = useBrowserSession({ loads: 50, signedInAt: '/my-account' });

  test('My Account shows the saved searches, and one opens its search', async () => {
    const { page } = session;
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    const saved = page.getByRole('region', { name: 'Saved Searches' });
    const detroit = saved.getByRole('link', { name: /Detroit, MI/ });
    await detroit.waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await detroit.click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('originCity') === 'Detroit');
    recordFlowRun();
  });

  test('the demo carrier edits the profile and changes the password, then sees the flash on My Account', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/my-account`);
    await page.getByRole('link', { name: 'View and edit profile' }).click();
    await page.waitForURL((url) => url.pathname === '/profile/edit');
    await page.getByRole('heading', { name: 'My Account' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const main = page.getByRole('main');
    await main.getByLabel('Phone', { exact: true }).fill('(614) 555-0177');
    await main.getByLabel('Current Password').fill(oldPassword);
    await main.getByLabel('New Password', { exact: true }).fill(newPassword);
    await main.getByLabel('Confirm New Password').fill(newPassword);
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByText('Successfully updated profile').waitFor();
    await page.goto(`${session.haulboard.baseUrl}/profile/edit`);
    expect(await page.getByRole('main').getByLabel('Phone', { exact: true }).inputValue()).toBe('(614) 555-0177');
    recordFlowRun();
  });

  test('after signing out the old password is refused and the new one signs in', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/my-account`);
    await page.getByRole('main').getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${session.haulboard.baseUrl}/login`);
    await fillLoginDialog(page, email, oldPassword);
    await page.getByText('The user name or password is incorrect.').waitFor();
    await fillLoginDialog(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/search');
    recordFlowRun();
  });

  test('Business Information is edited, saved and still there after a reload', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/my-account`);
    await page.getByRole('main').getByRole('link', { name: 'Business Information' }).click();
    await page.waitForURL((url) => url.pathname === '/business-info');
    const main = page.getByRole('main');
    await main.getByText('Demo Hauling LLC').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await main.getByLabel('Address 2').fill('Dock 7');
    await main.getByLabel('City').fill('Grove City');
    await main.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname === '/my-account');
    await page.getByText('Successfully updated business information').waitFor();
    await page.goto(`${session.haulboard.baseUrl}/business-info`);
    await page.reload();
    await page.getByRole('main').getByText('Demo Hauling LLC').waitFor();
    expect(await page.getByRole('main').getByLabel('City').inputValue()).toBe('Grove City');
    expect(await page.getByRole('main').getByLabel('Address 2').inputValue()).toBe('Dock 7');
    recordFlowRun();
  });
});

describeInBrowser('the account screens on a 390 px phone', () => {
  const session = useBrowserSession({ loads: 50, viewport: { width: 390, height: 844 } });

  test('My Account, Edit Profile and Business Information have no sideways scroll and no serious axe violation', async () => {
    const { page } = session;
    await openSignedIn(page, session.haulboard.baseUrl, '/my-account');
    const screens: [string, string][] = [['/my-account', 'Saved Searches'], ['/profile/edit', 'Change Password'], ['/business-info', 'Address 1']];
    for (const [path, shown] of screens) {
      await page.goto(`${session.haulboard.baseUrl}${path}`);
      await page.getByRole('main').getByText(shown).first().waitFor();
      expect([path, await sidewaysOverflow(page)]).toEqual([path, []]);
      expect([path, await seriousAxeViolations(page)]).toEqual([path, []]);
    }
    recordFlowRun();
  });
});
