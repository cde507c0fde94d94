import type { FastifyInstance } from 'fastify';
import { wrongOldPasswordMessage } from '../../../src/server/auth/passwordChange';
import { accountFailureLimit } from '../../../src/server/auth/throttle';
import { passwordMessages } from '../../../src/shared/passwordPolicy';
import { bearer, createCarrier, signIn, signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api } from '../support/resetMail';

const newPassword = 'gravel trailer sunrise 42';
const expired = '2020-01-01T00:00:00.000Z';

describeEachDatabase('Users/ExpiredPasswordUpdate and Users/PasswordUpdate', (getDb) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb());
  });
  afterAll(() => app.close());

  const expiredUpdate = (fields: Record<string, string>, remoteAddress = uniqueAddress()) =>
    app.inject({ method: 'PUT', url: api('Users/ExpiredPasswordUpdate'), remoteAddress, payload: fields });
  const signedInUpdate = (token: string, fields: Record<string, string>) =>
    app.inject({ method: 'PUT', url: api('Users/PasswordUpdate'), headers: bearer(token), payload: fields });
  const signInStatus = async (email: string, password: string) => (await app.inject(signInRequest(email, password, uniqueAddress()))).statusCode;

  test('an expired password is replaced with the right old one, and the new one signs in', async () => {
    const carrier = await createCarrier(getDb(), { passwordExpiresAt: expired });
    expect((await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).json().error).toBe('password_expired');
    const response = await expiredUpdate({ Username: carrier.email, OldPassword: carrier.password, Password: newPassword, ConfirmationPassword: newPassword });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await signInStatus(carrier.email, newPassword)).toBe(200);
  });

  test('any user with the right old password may use the expired-password update', async () => {
    const carrier = await createCarrier(getDb());
    const response = await expiredUpdate({ username: carrier.email, oldPassword: carrier.password, password: newPassword, confirmationPassword: newPassword });
    expect(response.statusCode).toBe(200);
  });

  test('a wrong old password, or an unknown e-mail, is refused with the same message', async () => {
    const carrier = await createCarrier(getDb(), { passwordExpiresAt: expired });
    for (const username of [carrier.email, 'nobody@haul.test']) {
      const response = await expiredUpdate({ username, oldPassword: 'not the password', password: newPassword, confirmationPassword: newPassword });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(wrongOldPasswordMessage);
    }
  });

  test('wrong old passwords are throttled like sign-in', async () => {
    const carrier = await createCarrier(getDb(), { passwordExpiresAt: expired });
    const wrong = { username: carrier.email, oldPassword: 'not the password', password: newPassword, confirmationPassword: newPassword };
    for (let i = 0; i < accountFailureLimit; i += 1) await expiredUpdate(wrong);
    const locked = await expiredUpdate({ ...wrong, oldPassword: carrier.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed attempts/);
  });

  test('the expired-password update applies the policy and Passwords must match', async () => {
    const carrier = await createCarrier(getDb(), { passwordExpiresAt: expired });
    const response = await expiredUpdate({ username: carrier.email, oldPassword: carrier.password, password: 'short', confirmationPassword: 'other' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { field: 'password', message: passwordMessages.tooShort },
      { field: 'confirmationPassword', message: passwordMessages.mismatch },
    ]);
  });

  test('a signed-in password update keeps the current session and ends the others', async () => {
    const carrier = await createCarrier(getDb());
    const current = await signIn(app, carrier);
    const other = await signIn(app, carrier);
    const response = await signedInUpdate(current, { oldPassword: carrier.password, password: newPassword, confirmationPassword: newPassword });
    expect(response.statusCode).toBe(200);
    const me = (token: string) => app.inject({ url: api('CurrentUser'), headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    expect(await signInStatus(carrier.email, newPassword)).toBe(200);
  });

  test('a signed-in update with the wrong old password is a field error on oldPassword', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    const response = await signedInUpdate(token, { oldPassword: 'wrong one here', password: newPassword, confirmationPassword: newPassword });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'oldPassword', message: expect.any(String) }]);
  });

  test('the signed-in update needs a session', async () => {
    const response = await app.inject({ method: 'PUT', url: api('Users/PasswordUpdate'), payload: { oldPassword: 'a', password: newPassword, confirmationPassword: newPassword } });
    expect(response.statusCode).toBe(401);
  });
});
