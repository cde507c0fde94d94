import { simpleParser } from 'mailparser';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

const SUPPORT_ADDRESS = 'support@haulboard.app';

/** The help around the account (account spec 2.11) on a 390 px phone, as the demo carrier. */
describeInBrowser('help, contact and legal pages in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/contact-dispatch', viewport: { width: 390, height: 844 } });

  async function expectFitsAndPassesAxe(): Promise<void> {
    expect(await sidewaysOverflow(session.page)).toEqual([]);
    expect(await seriousAxeViolations(session.page)).toEqual([]);
  }

  /** The feedback mail as the operator reads it from the outbox. */
  async function feedbackMail(containing: string) {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const rows = await session.haulboard.db.db.selectFrom('outbox').select('raw').where('toAddress', '=', SUPPORT_ADDRESS).execute();
      for (const row of rows) {
        const mail = await simpleParser(row.raw);
        if (mail.text?.includes(containing)) return mail;
      }
      if (Date.now() > deadline) throw new Error('no feedback mail in the outbox');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  test('Contact Dispatch shows the phone, the looked-up dispatch address, the hours and the office, fits and passes axe', async () => {
    const { page } = session;
    await page.getByRole('heading', { name: 'Contact Dispatch' }).waitFor();
    await page.getByRole('link', { name: 'dispatch@haulboard.test' }).waitFor();
    await page.getByRole('link', { name: '(800) 555-0199' }).waitFor();
    await page.getByText('Monday to Friday 7am-7pm, weekends 8am-4pm', { exact: false }).waitFor();
    await page.getByText('Plymouth, Michigan', { exact: false }).waitFor();
    await expectFitsAndPassesAxe();
    recordFlowRun();
  });

  test('the demo carrier sends feedback from Contact Us, is thanked on the page it came from, and the mail reaches support', async () => {
    const { page } = session;
    await page.getByRole('link', { name: 'Send us your feedback' }).click();
    await page.waitForURL((url) => url.pathname === '/contact-us');
    const submit = page.getByRole('button', { name: 'Submit' });
    expect(await submit.isDisabled()).toBe(true);
    await expectFitsAndPassesAxe();
    await page.getByLabel('Submit Your Feedback').fill('The e2e carrier would like loads near Lansing.');
    await submit.click();
    await page.getByText('Thank you for your feedback!').waitFor();
    await page.waitForURL((url) => url.pathname === '/contact-dispatch');
    const mail = await feedbackMail('The e2e carrier would like loads near Lansing.');
    expect(mail.subject).toMatch(/^Feedback from /);
    expect(mail.replyTo?.value[0].address).toBe('demo@carrier.test');
    recordFlowRun();
  });

  test('Tips and Tools lists the tutorials; a video page shows its written walkthrough instead of a broken player; both fit and pass axe', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/tips-and-tools`);
    await page.getByRole('heading', { level: 1, name: 'Tips and Tools' }).waitFor();
    expect(await page.getByRole('list', { name: 'Video tutorials' }).getByRole('link').count()).toBe(6);
    expect(await page.getByRole('list', { name: 'App guide videos' }).getByRole('link').count()).toBe(4);
    await expectFitsAndPassesAxe();
    await page.getByRole('link', { name: /Claiming Freight/ }).click();
    await page.waitForURL((url) => url.pathname === '/tips-and-tools/videos/claiming-freight');
    await page.getByRole('region', { name: 'Step by step' }).getByRole('img').first().waitFor();
    expect(await page.locator('video').count()).toBe(0);
    await expectFitsAndPassesAxe();
    recordFlowRun();
  });

  test('the FAQ opens an answer in place; FAQ and Legal Information fit and pass axe', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/tips-and-tools/faq`);
    await page.getByText('How do I claim a load?').click();
    await page.getByText('Open the load and choose Claim.', { exact: false }).waitFor();
    await expectFitsAndPassesAxe();
    await page.goto(`${session.haulboard.baseUrl}/legal`);
    await page.getByRole('heading', { name: 'Governing law' }).waitFor();
    await page.getByText('laws of the State of Michigan', { exact: false }).waitFor();
    await expectFitsAndPassesAxe();
    recordFlowRun();
  });

  test('the config screen, signed in, shows the version and blocks endpoint changes; it fits and passes axe', async () => {
    const { page } = session;
    await page.goto(`${session.haulboard.baseUrl}/endpoint`);
    await page.waitForURL((url) => url.pathname === '/config');
    await page.getByText('You must log out to change endpoints').waitFor();
    expect(await page.getByRole('radio', { name: /Local/ }).isDisabled()).toBe(true);
    await expectFitsAndPassesAxe();
    recordFlowRun();
  });

  test('the pages visited are recorded as first-party page views, by path only', async () => {
    const deadline = Date.now() + 10_000;
    let paths: string[] = [];
    while (Date.now() < deadline) {
      const rows = await session.haulboard.db.db.selectFrom('pageViews').select('path').execute();
      paths = rows.map((row) => row.path);
      if (paths.includes('/legal')) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(paths).toEqual(expect.arrayContaining(['/contact-dispatch', '/contact-us', '/tips-and-tools', '/tips-and-tools/faq', '/legal']));
    recordFlowRun();
  });
});
