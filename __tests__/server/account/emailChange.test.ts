import type { FastifyInstance } from 'fastify';
import { wrongCurrentPasswordMessage } from '../../../src/server/auth/emailChange';
import { CURRENT_PASSWORD_FOR_EMAIL } from '../../../src/shared/formWords';
import { accountFailureLimit } from '../../../src/server/auth/throttle';
import { bearer, createCarrier, signIn, signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api, outboxCount, waitForOutboxMail } from '../support/resetMail';
import { usePinnableClock } from '../support/testClock';

/* Issue 21: a new sign-in e-mail asks for the current password and is told to the old address. */

describeEachDatabase('Edit Profile: changing the sign-in e-mail', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb(), { clock }); });
  afterAll(() => app.close());

  async function signedIn() {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    const address = uniqueAddress();
    return { ...carrier, put: (payload: object) => app.inject({ method: 'PUT', url: api('Users/User'), headers: bearer(token), remoteAddress: address, payload }) };
  }

  const storedEmail = async (userId: number) =>
    (await getDb().db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

  test('changing the e-mail without the current password is refused on currentPassword and changes nothing', async () => {
    const carrier = await signedIn();
    const response = await carrier.put({ Email: `moved.${carrier.userId}@haul.test` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'validation_failed', errors: [{ field: 'currentPassword', message: CURRENT_PASSWORD_FOR_EMAIL }] });
    expect(await storedEmail(carrier.userId)).toBe(carrier.email);
  });

  test('a wrong current password is refused on currentPassword and the e-mail stays', async () => {
    const carrier = await signedIn();
    const response = await carrier.put({ Email: `moved.${carrier.userId}@haul.test`, CurrentPassword: 'not the password at all' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: wrongCurrentPasswordMessage, errors: [{ field: 'currentPassword', message: wrongCurrentPasswordMessage }] });
    expect(await storedEmail(carrier.userId)).toBe(carrier.email);
    expect(await outboxCount(getDb(), carrier.email)).toBe(0);
  });

  test('a wrong current password does not tell whether another account has the new address', async () => {
    const other = await createCarrier(getDb());
    const carrier = await signedIn();
    const response = await carrier.put({ Email: other.email, CurrentPassword: 'not the password at all' });
    expect(response.json().errors).toEqual([{ field: 'currentPassword', message: wrongCurrentPasswordMessage }]);
  });

  test('with the current password the e-mail changes and the new one signs in', async () => {
    const carrier = await signedIn();
    const response = await carrier.put({ Email: `Moved.${carrier.userId}@haul.test`, CurrentPassword: carrier.password });
    expect(response.statusCode).toBe(200);
    expect(response.json().email).toBe(`moved.${carrier.userId}@haul.test`);
    expect((await app.inject(signInRequest(`moved.${carrier.userId}@haul.test`, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('an e-mail change ends every other session of the user and keeps the one that asked', async () => {
    const carrier = await signedIn();
    const otherToken = await signIn(app, carrier);
    const me = (token: string) => app.inject({ method: 'GET', url: api('CurrentUser'), headers: bearer(token) });
    expect((await me(otherToken)).statusCode).toBe(200);

    expect((await carrier.put({ Email: `ended.${carrier.userId}@haul.test`, CurrentPassword: carrier.password })).statusCode).toBe(200);
    expect((await me(otherToken)).statusCode).toBe(401);
    expect((await carrier.put({ UserName: `still${carrier.userId}` })).statusCode).toBe(200);
  });

  test('a change that keeps the e-mail ends no session', async () => {
    const carrier = await signedIn();
    const otherToken = await signIn(app, carrier);
    expect((await carrier.put({ UserName: `renamed${carrier.userId}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: api('CurrentUser'), headers: bearer(otherToken) })).statusCode).toBe(200);
  });

  test('the old address gets a mail saying the sign-in e-mail changed, to what, when, and what to do if it was not them', async () => {
    clock.pin('2026-03-04T15:06:00Z');
    const carrier = await signedIn();
    const newEmail = `told.${carrier.userId}@haul.test`;
    expect((await carrier.put({ Email: newEmail, CurrentPassword: carrier.password })).statusCode).toBe(200);
    const mail = await waitForOutboxMail(getDb(), carrier.email);
    expect(mail.subject).toBe('Your Haulboard sign-in email was changed');
    expect(mail.text).toContain(newEmail);
    expect(mail.text).toContain('2026-03-04 15:06 UTC');
    expect(mail.text).toMatch(/If you did not make this change/);
    expect(await outboxCount(getDb(), newEmail)).toBe(0);
  });

  test('wrong current passwords count toward a lock of their own kind: 429 with Retry-After, even for the right one, and sign-in stays open', async () => {
    clock.pin('2026-03-04T15:00:00Z');
    const carrier = await signedIn();
    const moved = { Email: `locked.${carrier.userId}@haul.test` };
    for (let attempt = 0; attempt < accountFailureLimit; attempt += 1) {
      expect((await carrier.put({ ...moved, CurrentPassword: `wrong guess ${attempt}` })).statusCode).toBe(400);
    }
    const locked = await carrier.put({ ...moved, CurrentPassword: carrier.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('900');
    expect(locked.json()).toMatchObject({ code: 'too_many_attempts', message: 'Too many failed attempts. Try again in 15 minutes.' });
    expect(await storedEmail(carrier.userId)).toBe(carrier.email);
    expect((await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await carrier.put({ ...moved, CurrentPassword: carrier.password })).statusCode).toBe(200);
  });

  test('other profile changes (user name, phones) and the same e-mail in another case need no password', async () => {
    const carrier = await signedIn();
    const response = await carrier.put({
      UserName: `plain${carrier.userId}`, PrimaryPhone: '540-555-0123', CellPhone: '(540) 555-0124', Email: carrier.email.toUpperCase(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userName: `plain${carrier.userId}`, cellPhone: { phoneNumber: '(540) 555-0124' } });
    expect(await outboxCount(getDb(), carrier.email)).toBe(0);
  });
});
