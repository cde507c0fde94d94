import type { FastifyInstance } from 'fastify';
import { testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { waitForOutboxMail } from '../support/resetMail';
import { anonymous, onboardingCarrier } from './support';

let sequence = 0;
const driverForm = () => {
  sequence += 1;
  return {
    FirstName: 'Riley', LastName: `Moss${sequence}`, Email: `riley.${process.pid}.${sequence}@haul.test`, CellPhoneNumber: '(540) 555-0177',
    TwicCardExpiration: '2027-05-01', VtasPassword: 'mda-secret', Notes: 'Night runs',
  };
};

describeEachDatabase('POST Drivers (Add Driver)', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Add Driver adds the driver to the carrier’s own drivers', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const form = driverForm();
    const response = await carrier.call('POST', 'Drivers', { ...form, ClientId: carrier.clientId });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ firstName: 'Riley', lastName: form.LastName, email: form.Email, enabled: true });
    const row = await getDb().db.selectFrom('drivers').selectAll().where('id', '=', response.json().driverId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ clientId: carrier.clientId, twicCardExpiration: '2027-05-01', vtasPassword: 'mda-secret', notes: 'Night runs', hasHandHeld: 'true' });
  });

  test('a new driver is sent the link to the driver app by mail and by text', async () => {
    const carrier = await onboardingCarrier(app, getDb(), { clientName: 'Shenandoah Haulers' });
    const form = driverForm();
    await carrier.call('POST', 'Drivers', form);
    const mail = await waitForOutboxMail(getDb(), form.Email);
    expect(mail.text).toContain('Shenandoah Haulers added you as a driver on Haulboard. Open the driver app here: http://127.0.0.1:3000/driver/');
    const texts = await getDb().db.selectFrom('smsOutbox').selectAll().where('toNumber', '=', '(540) 555-0177').orderBy('id', 'desc').execute();
    expect(texts[0]).toMatchObject({ status: 'queued', body: expect.stringContaining('Shenandoah Haulers added you as a driver') });
  });

  test('a new driver with a cell phone and no e-mail is sent the link by text', async () => {
    const carrier = await onboardingCarrier(app, getDb(), { clientName: 'Shenandoah Haulers' });
    const phone = `(540) 555-${String(process.pid % 10_000).padStart(4, '0')}`;
    const { Email: _email, ...withoutEmail } = driverForm();
    expect((await carrier.call('POST', 'Drivers', { ...withoutEmail, CellPhoneNumber: phone })).statusCode).toBe(201);
    const texts = await getDb().db.selectFrom('smsOutbox').selectAll().where('toNumber', '=', phone).orderBy('id', 'desc').execute();
    expect(texts[0]).toMatchObject({ status: 'queued', body: expect.stringContaining('Shenandoah Haulers added you as a driver on Haulboard. Open the driver app here: http://127.0.0.1:3000/driver/') });
  });

  test('the same driver sent again is reused, not added twice nor sent the link twice', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const form = driverForm();
    const first = await carrier.call('POST', 'Drivers', form);
    await waitForOutboxMail(getDb(), form.Email);
    const again = await carrier.call('POST', 'Drivers', { ...form, FirstName: 'riley', Email: form.Email.toUpperCase() });
    expect(again.statusCode).toBe(200);
    expect(again.json().driverId).toBe(first.json().driverId);
    const mails = await getDb().db.selectFrom('outbox').select('id').where('toAddress', '=', form.Email).execute();
    expect(mails).toHaveLength(1);
  });

  test('first and last name are required; e-mail, phone and TWIC date are checked by field', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const response = await carrier.call('POST', 'Drivers', { FirstName: ' ', Email: 'nope', CellPhoneNumber: 'abc', TwicCardExpiration: '1700-01-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.map((error: { field: string }) => error.field).sort())
      .toEqual(['cellPhoneNumber', 'email', 'firstName', 'lastName', 'twicCardExpiration']);
  });

  test('a driver for another carrier is refused with 403 and not added', async () => {
    const carrier = await onboardingCarrier(app, getDb());
    const other = await onboardingCarrier(app, getDb());
    expect((await carrier.call('POST', 'Drivers', { ...driverForm(), ClientId: other.clientId })).statusCode).toBe(403);
    expect(await getDb().db.selectFrom('drivers').select('id').where('clientId', '=', other.clientId).execute()).toHaveLength(0);
  });

  test('without a token adding a driver answers 401', async () => {
    expect((await anonymous(app, 'POST', 'Drivers', driverForm())).statusCode).toBe(401);
  });
});
