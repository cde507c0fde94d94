import type { FastifyInstance } from 'fastify';
import { passwordMessages } from '../../../src/shared/passwordPolicy';
import { signInRequest, testApp, uniqueAddress } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { onboardingCarrier } from '../onboarding/support';

const newPassword = 'gravel trailer sunrise 42';

describeEachDatabase('Edit Profile calls: PUT Users/User and PUT Users/PasswordUpdate', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Edit Profile saves userName, email and primaryPhone alone and keeps the other details', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', {
      UserName: `hauler${carrier.userId}`, Email: `New.${carrier.userId}@haul.test`, PrimaryPhone: '+1 (540) 555-0199',
      CurrentPassword: carrier.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      userName: `hauler${carrier.userId}`, email: `new.${carrier.userId}@haul.test`, primaryPhone: { phoneNumber: '+1 (540) 555-0199' },
      cellPhone: { phoneNumber: '540-555-0102' }, address: { address1: '1 Depot Rd', address2: 'Suite 2', city: 'Roanoke', state: 'VA', zip: '24011' },
    });
  });

  test('a field sent blank is still required, and the phone takes only the phone characters', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/User', { UserName: '', Email: carrier.email, PrimaryPhone: 'call 540' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['primaryPhone', 'userName']);
  });

  test('a user name that another user has (any case) is refused on the userName field', async () => {
    const first = await onboardingCarrier(app, getDb());
    const second = await onboardingCarrier(app, getDb());
    expect((await first.call('PUT', 'Users/User', { UserName: `Taken${first.userId}` })).statusCode).toBe(200);
    const response = await second.call('PUT', 'Users/User', { UserName: `TAKEN${first.userId}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'userName', message: 'This username belongs to another account' }]);
    expect((await first.call('PUT', 'Users/User', { UserName: `taken${first.userId}` })).statusCode).toBe(200);
  });

  test('a user name and an email both taken are both refused by field', async () => {
    const first = await onboardingCarrier(app, getDb());
    const second = await onboardingCarrier(app, getDb());
    await first.call('PUT', 'Users/User', { UserName: `both${first.userId}` });
    const response = await second.call('PUT', 'Users/User', { UserName: `both${first.userId}`, Email: first.email, CurrentPassword: second.password });
    expect(response.json().errors.map((error: { field: string }) => error.field).sort()).toEqual(['email', 'userName']);
  });

  test('two users taking one user name at the same moment: one gets it, the other a field error', async () => {
    const first = await onboardingCarrier(app, getDb());
    const second = await onboardingCarrier(app, getDb());
    const userName = `race${first.userId}`;
    const answers = await Promise.all([first, second].map((carrier) => carrier.call('PUT', 'Users/User', { UserName: userName })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
  });

  test('the password update refuses a weak password and a mismatch, by field, and changes nothing', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const weak = await carrier.call('PUT', 'Users/PasswordUpdate', { OldPassword: carrier.password, Password: 'short', ConfirmationPassword: 'short' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'password', message: passwordMessages.tooShort }]);
    const mismatch = await carrier.call('PUT', 'Users/PasswordUpdate', { OldPassword: carrier.password, Password: newPassword, ConfirmationPassword: `${newPassword}!` });
    expect(mismatch.json().errors).toEqual([{ field: 'confirmationPassword', message: passwordMessages.mismatch }]);
    expect((await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(200);
  });

  test('a password update with the current password succeeds: the new one signs in, the old one is refused', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('PUT', 'Users/PasswordUpdate', { OldPassword: carrier.password, Password: newPassword, ConfirmationPassword: newPassword });
    expect(response.json()).toEqual({ ok: true });
    expect((await app.inject(signInRequest(carrier.email, newPassword, uniqueAddress()))).statusCode).toBe(200);
    expect((await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()))).statusCode).toBe(400);
  });
});
