import type { FastifyInstance } from 'fastify';
import { invalidResetMessage } from '../../../src/server/auth/passwordReset';
import { signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';
import { complete, issueCode, validForm } from './support';

const dayMs = 24 * 60 * 60 * 1000;
const chosenPassword = 'flatbed morning coffee 7';

describeEachDatabase('registration: the owner sets a password from the mailed link', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  async function register() {
    const form = validForm(await issueCode(getDb(), clock.now()));
    expect((await complete(app, form, uniqueAddress())).statusCode).toBe(200);
    const email = String(form.companyEmailAddress);
    return { email, mail: await waitForOutboxMail(getDb(), email) };
  }

  test('the owner is mailed a link to the reset screen and no password', async () => {
    const { mail } = await register();
    expect(mail.subject).toBe('Welcome to Haulboard: set your password');
    const { link, userId, resetCode } = resetLinkOf(mail.text);
    expect(link.pathname).toBe('/reset/password');
    expect(userId).toMatch(/^\d+$/);
    expect(resetCode).toHaveLength(43);
    expect(mail.text).not.toMatch(/password:\s*\S/i);
  });

  test('the link sets the first password through the reset call, and the owner signs in with it once', async () => {
    const { email, mail } = await register();
    const { userId, resetCode } = resetLinkOf(mail.text);
    expect((await resetPassword(app, { userId, resetCode, password: chosenPassword })).statusCode).toBe(200);
    expect((await app.inject(signInRequest(email, chosenPassword, uniqueAddress()))).statusCode).toBe(200);
    const again = await resetPassword(app, { userId, resetCode, password: 'a different long phrase 8' });
    expect(again.json()).toEqual({ message: invalidResetMessage, code: 'reset_link_invalid' });
  });

  test('the link works 7 days after registering and has expired a moment later', async () => {
    clock.pin('2026-12-28T12:00:00Z');
    const first = await register();
    const second = await register();
    clock.advance(7 * dayMs - 1000);
    expect((await resetPassword(app, { ...resetLinkOf(first.mail.text), password: chosenPassword })).statusCode).toBe(200);
    clock.advance(1000);
    const late = await resetPassword(app, { ...resetLinkOf(second.mail.text), password: chosenPassword });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toMatch(/expired/);
  });
});
