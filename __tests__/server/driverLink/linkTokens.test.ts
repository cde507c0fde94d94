import type { FastifyInstance } from 'fastify';
import { hashToken } from '../../../src/server/auth/tokens';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { deskAuthHeader } from '../support/deskAuth';
import { waitForOutboxMail } from '../support/resetMail';
import { asCarrier, asDriver, carrierSession, insertDriver, linkedDriver } from './support';

const linkPattern = /http:\/\/127\.0\.0\.1:3000\/driver\/([A-Za-z0-9_-]{43})\b/;

describeEachDatabase('driver link tokens', (getDb) => {
  let app: FastifyInstance;
  beforeAll(async () => { app = await testApp(getDb()); });
  afterAll(() => app.close());

  test('Add a Driver mails a driver with an e-mail a personal link, and texts it to their cell phone', async () => {
    const carrier = await carrierSession(app, getDb(), 'Shenandoah Haulers');
    const email = `links.${process.pid}.${Date.now()}@fleet.test`;
    const added = await app.inject({
      method: 'POST', url: '/api/Drivers?SourceApplication=CarrierPortal', headers: { ...bearer(carrier.token), 'content-type': 'application/json' },
      payload: JSON.stringify({ FirstName: 'Lee', LastName: 'Park', Email: email, CellPhoneNumber: '(540) 555-0133' }),
    });
    expect(added.statusCode).toBe(201);
    const mail = await waitForOutboxMail(getDb(), email);
    const token = linkPattern.exec(mail.text ?? '')![1];
    const texts = await getDb().db.selectFrom('smsOutbox').select('body').where('toNumber', '=', '(540) 555-0133').orderBy('id', 'desc').execute();
    expect(texts[0].body).toContain(`/driver/${token}`);
    expect((await asDriver(app, token, 'GET', 'loads')).statusCode).toBe(200);
  });

  test('the link is a 256-bit token stored only as its sha256', async () => {
    const linked = await linkedDriver(app, getDb());
    expect(Buffer.from(linked.token, 'base64url')).toHaveLength(32);
    const rows = await getDb().db.selectFrom('driverLinks').selectAll().where('driverId', '=', linked.driverId).execute();
    expect(rows).toEqual([expect.objectContaining({ tokenHash: hashToken(linked.token), revokedAt: null })]);
    expect(JSON.stringify(rows)).not.toContain(linked.token);
  });

  test('Send Driver Link sends a new link and the old one stops working', async () => {
    const linked = await linkedDriver(app, getDb());
    const driver = await getDb().db.selectFrom('drivers').select('email').where('id', '=', linked.driverId).executeTakeFirstOrThrow();
    const sent = await asCarrier(app, linked.carrier, 'POST', `Drivers/SendDriverLink?driverId=${linked.driverId}`);
    expect(sent.statusCode).toBe(200);
    const fresh = linkPattern.exec((await waitForOutboxMail(getDb(), driver.email!)).text ?? '')![1];
    expect((await asDriver(app, linked.token, 'GET', 'loads')).statusCode).toBe(401);
    expect((await asDriver(app, fresh, 'GET', 'loads')).statusCode).toBe(200);
    const live = await getDb().db.selectFrom('driverLinks').select('id').where('driverId', '=', linked.driverId).where('revokedAt', 'is', null).execute();
    expect(live).toHaveLength(1);
  });

  test('Send Driver Link for a driver with neither an e-mail nor a cell phone is refused with 400', async () => {
    const carrier = await carrierSession(app, getDb());
    const driverId = await insertDriver(getDb(), carrier.clientId, { email: null, cellPhoneNumber: null });
    const response = await asCarrier(app, carrier, 'POST', `Drivers/SendDriverLink?driverId=${driverId}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: expect.any(String),
      errors: [{ field: 'email', message: 'Add an e-mail address or a cell phone number for this driver to send the driver link.' }],
    });
  });

  test('a driver with a cell phone and no e-mail gets the link by text only', async () => {
    const carrier = await carrierSession(app, getDb(), 'Piedmont Car Haulers');
    const phone = `(540) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
    const driverId = await insertDriver(getDb(), carrier.clientId, { email: null, cellPhoneNumber: phone });
    const mailsBefore = await getDb().db.selectFrom('outbox').select('id').execute();
    expect((await asCarrier(app, carrier, 'POST', `Drivers/SendDriverLink?driverId=${driverId}`)).statusCode).toBe(200);
    const texts = await getDb().db.selectFrom('smsOutbox').selectAll().where('toNumber', '=', phone).execute();
    expect(texts).toEqual([expect.objectContaining({ status: 'queued', body: expect.stringContaining('Piedmont Car Haulers added you as a driver on Haulboard.') })]);
    const token = linkPattern.exec(texts[0].body)![1];
    expect((await asDriver(app, token, 'GET', 'loads')).statusCode).toBe(200);
    expect(await getDb().db.selectFrom('outbox').select('id').execute()).toHaveLength(mailsBefore.length);
  });

  test('a new link sent while one works says it replaces the old one, by mail and by text', async () => {
    const linked = await linkedDriver(app, getDb());
    const driver = await getDb().db.selectFrom('drivers').select(['email', 'cellPhoneNumber']).where('id', '=', linked.driverId).executeTakeFirstOrThrow();
    expect((await asCarrier(app, linked.carrier, 'POST', `Drivers/SendDriverLink?driverId=${linked.driverId}`)).statusCode).toBe(200);
    const mail = await waitForOutboxMail(getDb(), driver.email!);
    expect(mail.subject).toBe('Your new Haulboard driver link');
    expect(mail.text).toContain('Blue Ridge Car Carriers sent you a new Haulboard driver link. It replaces your old link, which no longer works.');
    expect(mail.text).not.toContain('added you as a driver');
    const texts = await getDb().db.selectFrom('smsOutbox').select('body').where('toNumber', '=', driver.cellPhoneNumber!).orderBy('id', 'desc').execute();
    expect(texts[0].body).toContain('It replaces your old link, which no longer works.');
  });

  test('a new link after the old one was revoked reads as a first link', async () => {
    const linked = await linkedDriver(app, getDb());
    const driver = await getDb().db.selectFrom('drivers').select('email').where('id', '=', linked.driverId).executeTakeFirstOrThrow();
    await asCarrier(app, linked.carrier, 'DELETE', `Drivers/DriverLink?driverId=${linked.driverId}`);
    expect((await asCarrier(app, linked.carrier, 'POST', `Drivers/SendDriverLink?driverId=${linked.driverId}`)).statusCode).toBe(200);
    const mail = await waitForOutboxMail(getDb(), driver.email!);
    expect(mail.text).toContain('Blue Ridge Car Carriers added you as a driver on Haulboard.');
  });

  test('another carrier cannot send or revoke a driver\'s link (404)', async () => {
    const linked = await linkedDriver(app, getDb());
    const stranger = await carrierSession(app, getDb(), 'Someone Else Transport');
    expect((await asCarrier(app, stranger, 'POST', `Drivers/SendDriverLink?driverId=${linked.driverId}`)).statusCode).toBe(404);
    expect((await asCarrier(app, stranger, 'DELETE', `Drivers/DriverLink?driverId=${linked.driverId}`)).statusCode).toBe(404);
    expect((await asDriver(app, linked.token, 'GET', 'loads')).statusCode).toBe(200);
  });

  test('a revoked link is refused with 401', async () => {
    const linked = await linkedDriver(app, getDb());
    expect((await asCarrier(app, linked.carrier, 'DELETE', `Drivers/DriverLink?driverId=${linked.driverId}`)).statusCode).toBe(200);
    const response = await asDriver(app, linked.token, 'GET', 'loads');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Authorization has been denied for this request.', code: 'unauthorized' });
  });

  test('deactivating a driver revokes their link, and activating them again does not bring it back', async () => {
    const linked = await linkedDriver(app, getDb());
    expect((await asCarrier(app, linked.carrier, 'DELETE', `Drivers?driverId=${linked.driverId}`)).statusCode).toBe(200);
    expect((await asDriver(app, linked.token, 'GET', 'loads')).statusCode).toBe(401);
    expect((await asCarrier(app, linked.carrier, 'PUT', `Drivers/ActivateDriver?driverId=${linked.driverId}`)).statusCode).toBe(200);
    expect((await asDriver(app, linked.token, 'GET', 'loads')).statusCode).toBe(401);
  });

  test('driver calls refuse a carrier\'s token and a desk key (401)', async () => {
    const linked = await linkedDriver(app, getDb());
    expect((await asDriver(app, linked.carrier.token, 'GET', 'loads')).statusCode).toBe(401);
    const desk = await app.inject({ method: 'GET', url: '/api/driver/loads', headers: await deskAuthHeader(app) });
    expect(desk.statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/driver/loads' })).statusCode).toBe(401);
  });

  test('carrier and desk calls refuse a driver link (401)', async () => {
    const linked = await linkedDriver(app, getDb());
    expect((await app.inject({ method: 'GET', url: '/api/CurrentUser?SourceApplication=CarrierPortal', headers: bearer(linked.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: `/api/Drivers?driverId=${linked.driverId}&SourceApplication=CarrierPortal`, headers: bearer(linked.token) })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/desk/whoami', headers: bearer(linked.token) })).statusCode).toBe(401);
  });
});
