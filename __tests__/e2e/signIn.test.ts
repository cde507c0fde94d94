import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { fillLoginDialog } from './support/signIn';

jest.setTimeout(180_000);

describeInBrowser('signing in and out in a real browser', () => {
  const session = useBrowserSession({ loads: 300 });
  const signIn = (email: string, password: string) => fillLoginDialog(session.page, email, password);

  test('a protected route sends a visitor to the login modal with redirectTo', async () => {
    await session.page.goto(`${session.haulboard.baseUrl}/loads/claimed?sortField=Rate`);
    await session.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(session.page.url()).searchParams.get('redirectTo')).toBe('/loads/claimed?sortField=Rate');
    await session.page.getByText('Log In to Your Account').waitFor();
    recordFlowRun();
  });

  test('a wrong password shows the server message on the password field', async () => {
    await signIn('demo@carrier.test', 'not-the-password');
    await session.page.getByText('The user name or password is incorrect.').waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/login');
    recordFlowRun();
  });

  test('the demo carrier signs in, lands on the redirect target and sees the shell', async () => {
    await signIn('demo@carrier.test', 'haulboard');
    await session.page.waitForURL((url) => url.pathname === '/loads/claimed');
    expect(new URL(session.page.url()).search).toBe('?sortField=Rate');
    await session.page.getByRole('navigation').getByRole('link', { name: 'Find Loads' }).first().waitFor();
    await session.page.getByText('Dana Miller').first().waitFor();
    expect(await session.page.title()).toMatch(/ – .+ · Haulboard$/);
    recordFlowRun();
  });

  test('the session survives a reload', async () => {
    await session.page.reload();
    await session.page.getByText('Dana Miller').first().waitFor();
    expect(new URL(session.page.url()).pathname).toBe('/loads/claimed');
    recordFlowRun();
  });

  test('logging out clears the session and a protected route bounces back to login', async () => {
    await session.page.getByRole('button', { name: 'Log out' }).first().click();
    await session.page.waitForURL((url) => url.pathname === '/');
    await session.page.waitForLoadState('load');
    const stored = await session.page.evaluate(() => JSON.stringify({ ...window.localStorage }));
    expect(stored).not.toMatch(/accessToken\\?":\\?"[^\\"]/);
    await session.page.goto(`${session.haulboard.baseUrl}/search`);
    await session.page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(session.page.url()).searchParams.get('redirectTo')).toBe('/search');
    recordFlowRun();
  });
});
