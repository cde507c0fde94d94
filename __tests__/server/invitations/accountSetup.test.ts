import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { runDesk } from '../../../src/server/desk/run';
import { accountSetupMessages } from '../../../src/shared/accountSetup';
import { passwordMessages } from '../../../src/shared/passwordPolicy';
import { createCarrier, signInRequest, testApp, uniqueAddress, uniqueEmail } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, outboxCount, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';

const dayMs = 24 * 60 * 60 * 1000;
const chosen = 'open trailer at dawn 12';

describeEachDatabase('Users/AccountSetup and Users/ResendInvitation', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  /** The operator's invitation, through the desk, at the app clock's instant. */
  async function invite(email = uniqueEmail('invitee')) {
    const { clientId } = await createCarrier(getDb());
    const printed: string[] = [];
    const code = await runDesk(['invitation', '--client', String(clientId), '--email', email, '--first-name', 'Lee'],
      { db: getDb().db, clock: fixedClock(clock.now()), print: (line) => printed.push(line) });
    expect(code).toBe(0);
    const link = new URL(printed.at(-1)!);
    return { email, link, temporaryPassword: link.searchParams.get('temporaryPassword')! };
  }

  const setUp = (fields: Record<string, string>, remoteAddress = uniqueAddress()) =>
    app.inject({ method: 'PUT', url: api('Users/AccountSetup'), remoteAddress, payload: fields });
  const resend = (emailAddress: string) =>
    app.inject({ method: 'POST', url: api('Users/ResendInvitation'), remoteAddress: uniqueAddress(), payload: { EmailAddress: emailAddress } });
  const signInStatus = async (email: string, password: string) => (await app.inject(signInRequest(email, password, uniqueAddress()))).statusCode;

  test('the invitation link carries the e-mail and temporary password of the signup form', async () => {
    const { email, link } = await invite();
    expect(link.pathname).toBe('/signup');
    expect(link.searchParams.get('emailAddress')).toBe(email);
    expect(link.searchParams.get('temporaryPassword')).toMatch(/^[A-Za-z0-9_-]{16}$/);
  });

  test('setting the new password activates the user: it signs in, the temporary password never does', async () => {
    const { email, temporaryPassword } = await invite();
    expect(await signInStatus(email, temporaryPassword)).toBe(400);
    const response = await setUp({ EmailAddress: email, TemporaryPassword: temporaryPassword, Password: chosen, ConfirmationPassword: chosen });
    expect(response.statusCode).toBe(200);
    expect(await signInStatus(email, chosen)).toBe(200);
    const again = await setUp({ emailAddress: email, temporaryPassword, password: 'another long phrase 9', confirmationPassword: 'another long phrase 9' });
    expect(again.json().errors).toEqual([{ field: 'temporaryPassword', message: accountSetupMessages.invalid }]);
  });

  test('a wrong temporary password or e-mail is refused on the temporary password field', async () => {
    const { email } = await invite();
    for (const fields of [{ emailAddress: email, temporaryPassword: 'wrong' }, { emailAddress: uniqueEmail(), temporaryPassword: 'wrong' }]) {
      const response = await setUp({ ...fields, password: chosen, confirmationPassword: chosen });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'temporaryPassword', message: accountSetupMessages.invalid }]);
    }
  });

  test('an invitation works 7 days after it was sent and has expired a moment later', async () => {
    clock.pin('2026-12-28T12:00:00Z');
    const first = await invite();
    const second = await invite();
    clock.advance(7 * dayMs - 1000);
    const onTime = await setUp({ emailAddress: first.email, temporaryPassword: first.temporaryPassword, password: chosen, confirmationPassword: chosen });
    expect(onTime.statusCode).toBe(200);
    clock.advance(1000);
    const late = await setUp({ emailAddress: second.email, temporaryPassword: second.temporaryPassword, password: chosen, confirmationPassword: chosen });
    expect(late.json().errors).toEqual([{ field: 'temporaryPassword', message: accountSetupMessages.expired }]);
  });

  test('new password rules and Passwords must match are field errors', async () => {
    const { email, temporaryPassword } = await invite();
    const short = await setUp({ emailAddress: email, temporaryPassword, password: 'short', confirmationPassword: 'other' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([
      { field: 'password', message: passwordMessages.tooShort }, { field: 'confirmationPassword', message: passwordMessages.mismatch },
    ]);
    const bad = await setUp({ emailAddress: 'not-an-email', temporaryPassword: '', password: chosen, confirmationPassword: chosen });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['emailAddress', 'temporaryPassword']);
  });

  test('send my invitation again mails a new link whose temporary password sets the password, and the old one stops working', async () => {
    const { email, temporaryPassword: old } = await invite();
    expect((await resend(email)).json()).toEqual({ ok: true });
    const mail = await waitForOutboxMail(getDb(), email);
    expect(mail.subject).toBe('Your Haulboard invitation');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    const fresh = link.searchParams.get('temporaryPassword')!;
    expect(fresh).not.toBe(old);
    const stale = await setUp({ emailAddress: email, temporaryPassword: old, password: chosen, confirmationPassword: chosen });
    expect(stale.statusCode).toBe(400);
    expect((await setUp({ emailAddress: email, temporaryPassword: fresh, password: chosen, confirmationPassword: chosen })).statusCode).toBe(200);
  });

  test('send my invitation again answers the same for unknown or already active addresses and mails nothing', async () => {
    const active = await createCarrier(getDb());
    // Whether to mail is decided before the answer, which does not wait for the mail to be stored.
    const send = jest.spyOn(app.mailer, 'send');
    try {
      for (const email of [uniqueEmail('nobody'), active.email]) {
        expect((await resend(email)).json()).toEqual({ ok: true });
      }
      expect(send).not.toHaveBeenCalled();
    } finally {
      send.mockRestore();
    }
    expect(await outboxCount(getDb(), active.email)).toBe(0);
  });
});
