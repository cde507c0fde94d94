import { simpleParser } from 'mailparser';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { fillLoginDialog } from './support/signIn';

jest.setTimeout(180_000);

const email = 'demo@carrier.test';
const oldPassword = 'haulboard';
const newPassword = 'gravel trailer sunrise 42';

describeInBrowser('forgetting the password in a real browser', () => {
  const session = useBrowserSession({ loads: 50 });
  let resetLink = '';

  /** The reset mail as the operator reads it from the outbox of the server's database. */
  async function resetMailLink(): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const row = await session.haulboard.db.db.selectFrom('outbox').select('raw').where('toAddress', '=', email).orderBy('id', 'desc').executeTakeFirst();
      if (row) {
        const text = (await simpleParser(row.raw)).text ?? '';
        const link = /https?:\/\/\S+/.exec(text)?.[0];
        if (!link) throw new Error(`no link in the reset mail: ${text}`);
        return link;
      }
      if (Date.now() > deadline) throw new Error('no reset mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test('Forgot Password in the login dialog sends a reset email that lands in the outbox', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot Password' }).click();
    await page.getByRole('dialog', { name: 'Reset Password' }).waitFor();
    await page.getByLabel('Your Email').fill(email);
    await page.getByRole('button', { name: 'Send reset password email' }).click();
    await page.getByText('A reset password email is on its way').waitFor();
    resetLink = await resetMailLink();
    expect(new URL(resetLink).origin).toBe(session.haulboard.baseUrl);
    recordFlowRun();
  });

  test("the mail's link sets a new password", async () => {
    const { page } = session;
    await page.goto(resetLink);
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('Your new password is set.').waitFor();
    await page.locator('.password-screen').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    recordFlowRun();
  });

  test('the new password signs in', async () => {
    const { page } = session;
    await fillLoginDialog(page, email, newPassword);
    await page.waitForURL((url) => url.pathname === '/search');
    await page.getByText('Dana Miller').first().waitFor();
    recordFlowRun();
  });

  test('after logging out the old password fails, and the link does not work twice', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Log out' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto(`${session.haulboard.baseUrl}/login`);
    await fillLoginDialog(page, email, oldPassword);
    await page.getByText('The user name or password is incorrect.').waitFor();

    await page.goto(resetLink);
    await page.getByLabel('New password').fill('another long phrase 99');
    await page.getByLabel('Confirm password').fill('another long phrase 99');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.getByText('This password reset link is not valid or has already been used.').waitFor();
    recordFlowRun();
  });
});
