import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../../src/server/auth/passwords';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../../src/shared/notificationSettings';
import { bearer, createCarrier, signIn, testApp, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { addUser, settingsUrl } from './support';

const allOff: NotificationSettings = {
  newLoadsOfSavedSearches: false, urgentLoads: false, claimSavedLoads: false, loadsDelivered: false, paymentErrors: false, paymentsPosted: false,
};

/** `GET`/`POST carrierNotificationSettings/EmailNotifications` and `/TextNotifications` (account spec 3 and 7). */
describeEachDatabase('notification settings', (getDb) => {
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb());
    carrier = await createCarrier(getDb());
    token = await signIn(app, carrier);
  });
  afterAll(() => app.close());

  const read = (channel: 'Email' | 'Text', auth = token) => app.inject({ method: 'GET', url: settingsUrl(channel), headers: bearer(auth) });
  const save = (channel: 'Email' | 'Text', payload: unknown, auth = token) =>
    app.inject({ method: 'POST', url: settingsUrl(channel), headers: bearer(auth), payload: payload as object });

  test('a user who never saved settings gets the defaults: mail on for own loads, money and searches, no texts', async () => {
    const fresh = await createCarrier(getDb());
    const freshToken = await signIn(app, fresh);
    expect((await read('Email', freshToken)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS.Email);
    expect((await read('Text', freshToken)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS.Text);
    expect(Object.values(DEFAULT_NOTIFICATION_SETTINGS.Text)).not.toContain(true);
  });

  test('POST stores the whole set for its channel only and answers it', async () => {
    const chosen = { ...allOff, urgentLoads: true, paymentsPosted: true };
    const saved = await save('Text', chosen);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(chosen);
    expect((await read('Text')).json()).toEqual(chosen);
    expect((await read('Email')).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS.Email);
  });

  test('PascalCase keys are read like camelCase ones', async () => {
    const payload = {
      NewLoadsOfSavedSearches: false, UrgentLoads: true, ClaimSavedLoads: true, LoadsDelivered: false, PaymentErrors: true, PaymentsPosted: false,
    };
    expect((await save('Email', payload)).statusCode).toBe(200);
    expect((await read('Email')).json()).toEqual({ ...allOff, urgentLoads: true, claimSavedLoads: true, paymentErrors: true });
  });

  test('anything but booleans is refused by field and nothing is stored', async () => {
    await save('Email', allOff);
    const response = await save('Email', { ...allOff, loadsDelivered: 'true', paymentsPosted: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Validation failed',
      code: 'validation_failed',
      errors: [{ field: 'loadsDelivered', message: 'Must be true or false' }, { field: 'paymentsPosted', message: 'Must be true or false' }],
    });
    expect((await read('Email')).json()).toEqual(allOff);
  });

  test('a set missing a kind is refused: POST takes the full settings object', async () => {
    const { urgentLoads: _left, ...partial } = { ...allOff, loadsDelivered: true };
    const response = await save('Email', partial);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'urgentLoads', message: 'Required' }]);
    expect((await read('Email')).json()).toEqual(allOff);
  });

  test('unknown keys are refused, not dropped', async () => {
    const response = await save('Email', { ...allOff, weeklySummary: true });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'weeklySummary', message: 'Not a notification setting' }]);
  });

  test('a body that is not an object is a 400, never a 500', async () => {
    for (const payload of [[true], 'on']) {
      const response = await app.inject({
        method: 'POST', url: settingsUrl('Email'), headers: { ...bearer(token), 'content-type': 'application/json' }, payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
  });

  test("settings are the signed-in user's own: a teammate's save leaves them as they were", async () => {
    await save('Email', { ...allOff, loadsDelivered: true });
    const teammate = await addUser(getDb(), carrier.clientId);
    const password = 'teammate horse battery';
    await getDb().db.updateTable('users').set({ passwordHash: await hashPassword(password) }).where('id', '=', teammate.userId).execute();
    const teammateToken = await signIn(app, { ...carrier, userId: teammate.userId, email: teammate.email, password });
    expect((await read('Email', teammateToken)).json()).toEqual(DEFAULT_NOTIFICATION_SETTINGS.Email);
    await save('Email', allOff, teammateToken);
    expect((await read('Email')).json()).toEqual({ ...allOff, loadsDelivered: true });
  });

  test('without a session both calls answer 401', async () => {
    expect((await app.inject({ method: 'GET', url: settingsUrl('Email') })).statusCode).toBe(401);
    expect((await app.inject({ method: 'POST', url: settingsUrl('Text'), payload: allOff })).statusCode).toBe(401);
  });
});
