import type { Page } from 'playwright-core';
import { describeInBrowser, launchBrowser, recordFlowRun } from './support/chromium';
import { startHaulboard, type RunningHaulboard } from './support/server';
import { fillLoginDialog } from './support/signIn';

jest.setTimeout(180_000);

describeInBrowser('signing in and out in a real browser', () => {
  let haulboard: RunningHaulboard;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;

  beforeAll(async () => {
    haulboard = await startHaulboard({ loads: 300 });
    browser = await launchBrowser();
    page = await browser.context.newPage();
  });

  afterAll(async () => {
    await browser?.close();
    await haulboard?.stop();
  });

  const signIn = (email: string, password: string) => fillLoginDialog(page, email, password);

  test('a protected route sends a visitor to the login modal with redirectTo', async () => {
    await page.goto(`${haulboard.baseUrl}/loads/claimed?sortField=Rate`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/loads/claimed?sortField=Rate');
    await expect(page.getByText('Log In to Your Account').isVisible()).resolves.toBe(true);
    recordFlowRun();
  });

  test('a wrong password shows the server message on the password field', async () => {
    await signIn('demo@carrier.test', 'not-the-password');
    await page.getByText('The user name or password is incorrect.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    recordFlowRun();
  });

  test('the demo carrier signs in, lands on the redirect target and sees the shell', async () => {
    await signIn('demo@carrier.test', 'haulboard');
    await page.waitForURL((url) => url.pathname === '/loads/claimed');
    expect(new URL(page.url()).search).toBe('?sortField=Rate');
    await page.getByRole('navigation').getByRole('link', { name: 'Find Loads' }).first().waitFor();
    await page.getByText('Dana Miller').first().waitFor();
    expect(await page.title()).toMatch(/ – .+ · Haulboard$/);
    recordFlowRun();
  });

  test('the session survives a reload', async () => {
    await page.reload();
    await page.getByText('Dana Miller').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/loads/claimed');
    recordFlowRun();
  });

  test('logging out clears the session and a protected route bounces back to login', async () => {
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForLoadState('load');
    const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toMatch(/accessToken\\?":\\?"[^\\"]/);
    await page.goto(`${haulboard.baseUrl}/search`);
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/search');
    recordFlowRun();
  });
});
