import { findNotificationSettings } from '../../src/server/repositories/notificationSettings';
import { signingSecret } from '../../src/server/repositories/signingKeys';
import { signUnsubscribeToken } from '../../src/server/services/notifications/unsubscribeToken';
import { seriousAxeViolations } from './support/axe';
import { useBrowserSession } from './support/browserSession';
import { describeInBrowser, recordFlowRun } from './support/chromium';
import { controlsUnderShortcutButton, sidewaysOverflow } from './support/layout';

jest.setTimeout(180_000);

/** The demo carrier's notification settings on a 390 px phone: kept across a reload, and the unsubscribe link. */
describeInBrowser('notification settings in a real browser', () => {
  const session = useBrowserSession({ signedInAt: '/settings', loads: 50, viewport: { width: 390, height: 844 } });
  const page = () => session.page;
  const demoUserId = async () =>
    (await session.haulboard.db.db.selectFrom('users').select('id').where('email', '=', 'demo@carrier.test').executeTakeFirstOrThrow()).id;
  const fitsAndPassesAxe = async () => {
    expect(await sidewaysOverflow(page())).toEqual([]);
    expect(await seriousAxeViolations(page())).toEqual([]);
  };
  const shortcutButtonCoversNothing = async () => expect(await controlsUnderShortcutButton(page())).toEqual([]);

  test('Settings leads to Email Notifications, which fits a phone without serious accessibility violations', async () => {
    await page().getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await fitsAndPassesAxe();
    await shortcutButtonCoversNothing();
    await page().getByRole('link', { name: /Email Notifications/ }).click();
    await page().waitForURL((url) => url.pathname === '/settingst/email-notifications');
    await page().getByRole('switch', { name: 'Urgent loads' }).waitFor();
    await fitsAndPassesAxe();
    await shortcutButtonCoversNothing();
    recordFlowRun();
  });

  test('the demo carrier toggles a notification and reloads to see it kept', async () => {
    const urgent = page().getByRole('switch', { name: 'Urgent loads' });
    const before = await urgent.isChecked();
    const saved = page().waitForResponse((response) =>
      response.url().includes('/api/carrierNotificationSettings/EmailNotifications') && response.request().method() === 'POST');
    await urgent.click();
    expect(await urgent.isChecked()).toBe(!before);
    expect((await saved).status()).toBe(200);
    await page().reload();
    await page().getByRole('switch', { name: 'Urgent loads' }).waitFor();
    expect(await page().getByRole('switch', { name: 'Urgent loads' }).isChecked()).toBe(!before);
    expect((await findNotificationSettings(session.haulboard.db.db, await demoUserId(), 'Email')).urgentLoads).toBe(!before);
    recordFlowRun();
  });

  test("a mail's unsubscribe link asks, then turns the setting off, as Text Notifications then shows", async () => {
    const userId = await demoUserId();
    const secret = await signingSecret(session.haulboard.db.db, 'notificationLinks', null);
    const token = signUnsubscribeToken(secret, { userId, channel: 'Text', kind: 'loadsDelivered' });
    await page().goto(`${session.haulboard.baseUrl}/api/NotificationUnsubscribe?token=${token}`);
    await page().getByText('Stop text messages about Loads delivered?').waitFor();
    await fitsAndPassesAxe();
    await page().getByRole('button', { name: 'Unsubscribe' }).click();
    await page().getByText('You are unsubscribed from text messages about Loads delivered.').waitFor();
    await page().goto(`${session.haulboard.baseUrl}/settingst/text-notifications`);
    const delivered = page().getByRole('switch', { name: 'Loads delivered' });
    await delivered.waitFor();
    expect(await delivered.isChecked()).toBe(false);
    await fitsAndPassesAxe();
    recordFlowRun();
  });
});
