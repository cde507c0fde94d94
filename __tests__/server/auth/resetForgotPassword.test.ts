import type { FastifyInstance } from 'fastify';
import { expiredResetMessage, invalidResetMessage } from '../../../src/server/auth/passwordReset';
import { passwordMessages } from '../../../src/shared/passwordPolicy';
import { bearer, createCarrier, signIn, signInRequest, testApp, uniqueAddress, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { forgotPassword, resetLinkOf, resetPassword, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';

const newPassword = 'gravel trailer sunrise 42';

describeEachDatabase('Users/ResetForgotPassword', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  async function issueCode(carrier: TestCarrier) {
    await getDb().db.deleteFrom('outbox').where('toAddress', '=', carrier.email).execute();
    await forgotPassword(app, carrier.email, uniqueAddress());
    const { userId, resetCode } = resetLinkOf((await waitForOutboxMail(getDb(), carrier.email)).text);
    return { userId: Number(userId), resetCode };
  }

  const signInStatus = async (email: string, password: string) => (await app.inject(signInRequest(email, password, uniqueAddress()))).statusCode;

  test('a valid code sets the new password: the new one signs in and the old one fails', async () => {
    const carrier = await createCarrier(getDb());
    const response = await resetPassword(app, { ...(await issueCode(carrier)), password: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ ok: true });
    expect(await signInStatus(carrier.email, newPassword)).toBe(200);
    expect(await signInStatus(carrier.email, carrier.password)).toBe(400);
  });

  test('a reset answers the account\'s e-mail address, so that Log in is filled in with it', async () => {
    const carrier = await createCarrier(getDb());
    const response = await resetPassword(app, { ...(await issueCode(carrier)), password: newPassword });
    expect(response.json()).toEqual({ ok: true, email: carrier.email });
  });

  test('a code still works 59 minutes after issue', async () => {
    clock.pin('2026-12-31T23:30:00Z');
    const carrier = await createCarrier(getDb());
    const code = await issueCode(carrier);
    clock.advance(59 * 60_000);
    expect((await resetPassword(app, { ...code, password: newPassword })).statusCode).toBe(200);
  });

  test('a code 61 minutes after issue is refused with a message that mentions expiry', async () => {
    clock.pin('2026-12-31T23:30:00Z');
    const carrier = await createCarrier(getDb());
    const code = await issueCode(carrier);
    clock.advance(61 * 60_000);
    const response = await resetPassword(app, { ...code, password: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: expiredResetMessage, code: 'reset_link_expired' });
    expect(expiredResetMessage).toMatch(/expired/);
    expect(await signInStatus(carrier.email, carrier.password)).toBe(200);
  });

  test('a used code cannot be used again', async () => {
    const carrier = await createCarrier(getDb());
    const code = await issueCode(carrier);
    expect((await resetPassword(app, { ...code, password: newPassword })).statusCode).toBe(200);
    const again = await resetPassword(app, { ...code, password: 'another long phrase 99' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: invalidResetMessage, code: 'reset_link_invalid' });
    expect(await signInStatus(carrier.email, newPassword)).toBe(200);
  });

  test('a wrong code, or a code of another user, is refused with a clear message', async () => {
    const carrier = await createCarrier(getDb());
    const other = await createCarrier(getDb());
    const code = await issueCode(carrier);
    for (const attempt of [{ ...code, resetCode: 'x'.repeat(43) }, { ...code, userId: other.userId }, { ...code, userId: 99_999_999 }]) {
      const response = await resetPassword(app, { ...attempt, password: newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: invalidResetMessage, code: 'reset_link_invalid' });
    }
  });

  test('a reset ends every session of the user', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    await resetPassword(app, { ...(await issueCode(carrier)), password: newPassword });
    const me = await app.inject({ url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
  });

  test('a reset retires the other links mailed before it', async () => {
    const carrier = await createCarrier(getDb());
    const first = await issueCode(carrier);
    const second = await issueCode(carrier);
    expect((await resetPassword(app, { ...second, password: newPassword })).statusCode).toBe(200);
    expect((await resetPassword(app, { ...first, password: 'another long phrase 99' })).json()).toEqual({ message: invalidResetMessage, code: 'reset_link_invalid' });
  });

  test('Passwords must match: a different confirmation is a field error and the code stays usable', async () => {
    const carrier = await createCarrier(getDb());
    const code = await issueCode(carrier);
    const response = await resetPassword(app, { ...code, password: newPassword, confirmationPassword: `${newPassword}!` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'confirmationPassword', message: passwordMessages.mismatch }]);
    expect((await resetPassword(app, { ...code, password: newPassword })).statusCode).toBe(200);
  });

  test('a missing code or user id is a 400 field error, never a 500', async () => {
    const response = await app.inject({ method: 'PUT', url: '/api/Users/ResetForgotPassword?SourceApplication=CarrierPortal', payload: { password: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['userId', 'resetCode']));
  });
});
