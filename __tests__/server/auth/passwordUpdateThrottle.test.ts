import type { FastifyInstance } from 'fastify';
import { fixedClock } from '../../../src/server/clock';
import { accountFailureLimit, throttleWindowMs } from '../../../src/server/auth/throttle';
import { bearer, createCarrier, signIn, signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { api } from '../support/resetMail';

const newPassword = 'gravel trailer sunrise 42';

describeEachDatabase('Users/PasswordUpdate is throttled as sign-in is', (getDb) => {
  const clock = fixedClock('2026-03-02T15:00:00.000Z');
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock });
  });
  afterAll(() => app.close());

  const update = (token: string, oldPassword: string, remoteAddress = '203.0.113.7') => app.inject({
    method: 'PUT', url: api('Users/PasswordUpdate'), headers: bearer(token), remoteAddress,
    payload: { oldPassword, password: newPassword, confirmationPassword: newPassword },
  });

  async function guessWrong(token: string, times: number, remoteAddress?: string) {
    for (let i = 0; i < times; i += 1) expect((await update(token, `wrong guess ${i}`, remoteAddress)).statusCode).toBe(400);
  }

  test('after five wrong current passwords the change is refused with 429 and Retry-After, even with the right one', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    await guessWrong(token, accountFailureLimit, uniqueAddress());
    const locked = await update(token, carrier.password, uniqueAddress());
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ message: expect.stringMatching(/^Too many failed attempts\. Try again in 15 minutes/), code: 'too_many_attempts' });
    expect(Number(locked.headers['retry-after'])).toBe(throttleWindowMs / 1000);
  });

  test('the lock passes after the window and the right current password then changes it', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    await guessWrong(token, accountFailureLimit, uniqueAddress());
    clock.advance(throttleWindowMs);
    expect((await update(token, carrier.password, uniqueAddress())).statusCode).toBe(200);
  });

  test('the password change counts under keys of its own kind: its lock does not lock sign-in', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    await guessWrong(token, accountFailureLimit);
    expect((await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('the right current password forgives the account its earlier wrong guesses', async () => {
    const carrier = await createCarrier(getDb());
    const token = await signIn(app, carrier);
    await guessWrong(token, accountFailureLimit - 1, uniqueAddress());
    const changed = await update(token, carrier.password, uniqueAddress());
    expect(changed.statusCode).toBe(200);
    await guessWrong(token, accountFailureLimit - 1, uniqueAddress());
    const back = await app.inject({
      method: 'PUT', url: api('Users/PasswordUpdate'), headers: bearer(token), remoteAddress: uniqueAddress(),
      payload: { oldPassword: newPassword, password: carrier.password, confirmationPassword: carrier.password },
    });
    expect(back.statusCode).toBe(200);
  });
});
