import { simpleParser } from 'mailparser';
import type { Page } from 'playwright-core';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { fillLoginDialog } from './support/signIn';

jest.setTimeout(240_000);

const ownerEmail = 'rosa.owner@prairie-haulers.test';
const password = 'prairie tailgate dawn 31';

describeInBrowser('a new carrier from Sign Up to its first saved load, in a real browser', () => {
  const session = useBrowserSession({ loads: 400 });
  let setPasswordLink = '';

  const url = (path: string) => `${session.haulboard.baseUrl}${path}`;
  const fill = (page: Page, label: string, value: string) => page.getByLabel(label, { exact: true }).fill(value);

  /** The link of the newest mail to the owner with this subject: the registration link, then the set-password one. */
  async function ownerMailLink(subject: string): Promise<string> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await session.haulboard.db.db.selectFrom('outbox').select('raw').where('toAddress', '=', ownerEmail)
        .orderBy('id', 'desc').execute();
      for (const row of rows) {
        const mail = await simpleParser(row.raw);
        if (mail.subject !== subject) continue;
        const link = /https?:\/\/\S+/.exec(mail.text ?? '')?.[0];
        if (!link) throw new Error(`no link in the owner's mail: ${mail.text}`);
        return link;
      }
      if (Date.now() > deadline) throw new Error(`no mail "${subject}" to the owner in the outbox`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test("Sign Up on the landing page applies, and the mailed link opens the wizard, whose four steps register the carrier and end at 'Great!'", async () => {
    const { page } = session;
    await page.goto(url('/'));
    await page.getByRole('link', { name: 'Sign Up', exact: true }).first().click();
    await page.waitForURL((current) => current.pathname === '/register');
    await page.getByRole('heading', { name: 'Sign Up', exact: true }).waitFor();
    await fill(page, 'Company Name', 'Prairie Haulers');
    await fill(page, 'DOT Number', '3141593');
    await fill(page, 'MC Number', 'MC-123456');
    await fill(page, 'Owner Name', 'Rosa Lindqvist');
    await fill(page, 'Company Email', ownerEmail);
    await fill(page, 'Office Phone', '(316) 555-0140');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    await page.getByText(`A registration link is on its way to ${ownerEmail}.`, { exact: false }).waitFor();

    const registrationLink = await ownerMailLink('Register your company with Haulboard');
    expect(new URL(registrationLink).pathname).toMatch(/^\/register\/welcome\/[A-Za-z0-9_-]{22}$/);
    await page.goto(registrationLink);
    await page.getByRole('heading', { name: 'Welcome! Tell us about your company', exact: true }).waitFor();
    expect(await page.getByLabel('Company Name', { exact: true }).inputValue()).toBe('Prairie Haulers');
    expect(await page.getByLabel('Company Email', { exact: true }).inputValue()).toBe(ownerEmail);
    await fill(page, 'Owner Name', 'Rosa Lindqvist');
    await fill(page, 'Office Phone', '(316) 555-0140');
    await fill(page, 'Dispatch Contact Name', 'Eli Park');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Business Location', exact: true }).waitFor();
    await fill(page, 'Address', '200 W Douglas Ave');
    await fill(page, 'City', 'Wichita');
    await page.getByLabel('State', { exact: true }).selectOption('KS');
    await fill(page, 'Zip', '67202');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await page.getByRole('heading', { name: 'Welcome! Tell us about your company', exact: true }).waitFor();
    expect(await page.getByLabel('Owner Name', { exact: true }).inputValue()).toBe('Rosa Lindqvist');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.getByRole('heading', { name: 'Business Location', exact: true }).waitFor();
    expect(await page.getByLabel('City', { exact: true }).inputValue()).toBe('Wichita');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Insurance and Tax Details', exact: true }).waitFor();
    await fill(page, 'Insurance Agent Name', 'Ann Becker');
    await fill(page, 'Agent Phone', '316-555-0190');
    await fill(page, 'DOT Number', '3141593');
    await fill(page, 'MC Number', 'MC-123456');
    await fill(page, 'Federal Tax ID', '48-1234567');
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByRole('heading', { name: 'Tell us about your fleet', exact: true }).waitFor();
    await fill(page, 'Total Number of Trucks', '2');
    await fill(page, 'Total Capacity (cars)', '14');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();

    await page.getByRole('heading', { name: 'Great!', exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    recordFlowRun();
  });

  test("the owner's mail links to choosing a password, which then signs in and leads into onboarding", async () => {
    const { page } = session;
    setPasswordLink = await ownerMailLink('Welcome to Haulboard: set your password');
    expect(new URL(setPasswordLink).pathname).toBe('/reset/password');
    await page.goto(setPasswordLink);
    await page.getByLabel('New password').fill(password);
    await page.getByLabel('Confirm password').fill(password);
    await page.getByRole('button', { name: 'Set new password', exact: true }).click();
    await page.getByText('Your new password is set.').waitFor();
    await page.locator('.password-screen').getByRole('link', { name: 'Log in', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/login');

    await fillLoginDialog(page, ownerEmail, password);
    await page.waitForURL((current) => current.pathname === '/onboard/welcome');
    await page.getByText("Welcome Rosa, We're so happy you're here.").waitFor();
    recordFlowRun();
  });

  test("onboarding takes a fleet of 'Many' trucks, a driver, driving and location preferences", async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Get Started', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/confirm-info');
    await page.getByText('Please confirm the information from your registration process.').waitFor();
    await fill(page, 'Mobile Phone', '316-555-0141');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Yes, Looks Good!', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/add-hauler');
    await page.getByLabel('Many', { exact: true }).check();
    await fill(page, 'Quantity', '2');
    await page.getByLabel('Truck Type').selectOption('7');
    await page.getByRole('button', { name: 'Add another truck', exact: true }).click();
    await page.getByLabel('Quantity', { exact: true }).nth(1).fill('3');
    await page.getByLabel('Truck Type').nth(1).selectOption('flatbed');
    await page.getByRole('button', { name: 'Add Truck', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/haul-equipment');
    const fleet = await session.haulboard.db.db.selectFrom('trucks').innerJoin('users', 'users.clientId', 'trucks.clientId')
      .select(['quantity', 'capacity', 'isFlatBed']).where('users.email', '=', ownerEmail).orderBy('trucks.id').execute();
    expect(fleet.map(({ quantity, capacity, isFlatBed }) => ({ quantity, capacity, isFlatBed: Boolean(isFlatBed) })))
      .toEqual([{ quantity: 2, capacity: 7, isFlatBed: false }, { quantity: 3, capacity: 1, isFlatBed: true }]);
    await page.getByLabel('Straps').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/add-driver');
    await fill(page, 'First Name', 'Marco');
    await fill(page, 'Last Name', 'Diaz');
    await fill(page, 'Email Address', 'marco.diaz@prairie-haulers.test');
    await fill(page, 'Mobile Phone Number', '316-555-0150');
    await page.getByRole('button', { name: 'Add Driver', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/add-driver-confirm');
    const driverMail = await session.haulboard.db.db.selectFrom('outbox').select('id')
      .where('toAddress', '=', 'marco.diaz@prairie-haulers.test').execute();
    expect(driverMail).toHaveLength(1);
    await page.getByRole('button', { name: 'Continue with Driving Preferences', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/onboard/haul-drive-preferences');

    // Signing out halfway and in again leads back into onboarding, where the step reached is resumed.
    await page.getByRole('button', { name: 'Log out', exact: true }).first().click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.goto(url('/login'));
    await fillLoginDialog(page, ownerEmail, password);
    await page.waitForURL((current) => current.pathname === '/onboard/haul-drive-preferences');
    await page.getByLabel('Less than 500 miles in a trip').check();
    await page.getByLabel('More than 500 miles in a trip').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.waitForURL((current) => current.pathname === '/onboard/location');
    await page.getByLabel('Anywhere').check();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/onboard/load-preferences');
    recordFlowRun();
  });

  test("a suggested load is starred and saved, and 'Great, let's get moving!' leads to Find Loads", async () => {
    const { page } = session;
    const suggested = page.getByRole('list', { name: 'Suggested loads' });
    await suggested.waitFor();
    const stars = suggested.getByRole('button', { name: /^Save load \d+$/ });
    expect(await stars.count()).toBeGreaterThan(0);
    expect(await stars.count()).toBeLessThanOrEqual(6);
    const loadId = Number(/\d+$/.exec((await stars.first().getAttribute('aria-label')) ?? '')?.[0]);
    await stars.first().click();
    await suggested.getByRole('button', { name: `Saved load ${loadId}` }).waitFor();

    const db = session.haulboard.db.db;
    const owner = await db.selectFrom('users').select(['id', 'onboardingStep']).where('email', '=', ownerEmail).executeTakeFirstOrThrow();
    const favourite = await db.selectFrom('favorites').select('loadId').where('userId', '=', owner.id).execute();
    expect(favourite).toEqual([{ loadId }]);
    await page.reload();
    await suggested.getByRole('button', { name: `Saved load ${loadId}`, exact: true }).waitFor();

    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/onboard/complete');
    const end = page.getByRole('region', { name: "Great, let's get moving!" });
    await end.waitFor();
    const finished = await db.selectFrom('users').select('onboardingStep').where('id', '=', owner.id).executeTakeFirstOrThrow();
    expect(finished.onboardingStep).toBe('complete');
    await end.getByRole('link', { name: 'Find Loads', exact: true }).click();
    await page.waitForURL((current) => current.pathname === '/search');
    recordFlowRun();
  });

  test('once onboarding is finished, signing in again goes straight to the loads', async () => {
    const { page } = session;
    await page.getByRole('button', { name: 'Log out', exact: true }).first().click();
    await page.waitForURL((current) => current.pathname === '/');
    await page.goto(url('/login'));
    await fillLoginDialog(page, ownerEmail, password);
    await page.waitForURL((current) => current.pathname === '/search');
    recordFlowRun();
  });
});
