import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { loadConfig } from '../../../src/server/config';
import { sentByLine } from '../../../src/server/services/exports/sendAttachment';
import { sendingLimitMessage } from '../../../src/shared/carrierLimits';
import { bearer, testApp } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';
import { carrierSession, insertDriver, postList, type CarrierSession } from '../lists/support';

const start = '2026-11-20T15:00:00.000Z';
const minutes = (count: number) => count * 60_000;

/** Issue 21: what a carrier can make the server send is limited per hour and per day, counted in the database. */
describeEachDatabase('carrier sending limits', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: CarrierSession;

  beforeAll(async () => {
    app = await testApp(getDb(), {
      clock,
      env: { CARRIER_MAIL_PER_HOUR: '3', CARRIER_MAIL_PER_DAY: '5', CARRIER_TEXTS_PER_HOUR: '1', CARRIER_TEXTS_PER_DAY: '10' },
    });
  });
  beforeEach(async () => {
    clock.pin(start);
    carrier = await carrierSession(app, getDb(), 'Blue Ridge Car Carriers');
  });
  afterAll(() => app.close());

  const sendLink = (driverId: number, session = carrier) => app.inject({
    method: 'POST', url: `/api/Drivers/SendDriverLink?driverId=${driverId}&SourceApplication=CarrierPortal`, headers: bearer(session.token),
  });
  const emailList = (driverId: number, session = carrier) => postList(app, session, 'delivered',
    { ToUserId: driverId, Subject: 'Your loads', Body: 'See attached.' }, '&resultType=Email');
  const addDriver = (driver: Record<string, string>) => app.inject({
    method: 'POST', url: '/api/Drivers?SourceApplication=CarrierPortal',
    headers: { ...bearer(carrier.token), 'content-type': 'application/json' }, payload: JSON.stringify({ FirstName: 'Lee', LastName: 'Park', ...driver }),
  });
  /** A driver with an e-mail and no cell phone: a link to them is one mail and no text. */
  const mailDriver = async (session = carrier) => {
    const id = await insertDriver(getDb(), session.clientId, { email: `driver.${session.clientId}@fleet.test` });
    await getDb().db.updateTable('drivers').set({ cellPhoneNumber: null }).where('id', '=', id).execute();
    return id;
  };
  const outboxCount = async (table: 'outbox' | 'smsOutbox', clientId = carrier.clientId) => Number((await getDb().db.selectFrom(table)
    .select((eb) => eb.fn.countAll<string>().as('count')).where('clientId', '=', clientId).executeTakeFirstOrThrow()).count);

  test('mail past the limit per hour is refused with 429, Retry-After and sending_limit, and nothing more is written', async () => {
    const driver = await mailDriver();
    for (let sent = 0; sent < 3; sent += 1) {
      expect((await sendLink(driver)).statusCode).toBe(200);
      clock.advance(minutes(10));
    }
    const refused = await sendLink(driver);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(30 * 60));
    expect(refused.json()).toEqual({ message: `${sendingLimitMessage('mail', 3, 'hour')} Try again in 30 minutes.`, code: 'sending_limit' });
    expect(await outboxCount('outbox')).toBe(3);
  });

  test('room comes back as the oldest mail leaves the hour', async () => {
    const driver = await mailDriver();
    for (let sent = 0; sent < 3; sent += 1) await sendLink(driver);
    clock.advance(minutes(60));
    expect((await sendLink(driver)).statusCode).toBe(200);
  });

  test('the day limit holds after the hour has passed', async () => {
    const driver = await mailDriver();
    for (let sent = 0; sent < 3; sent += 1) await sendLink(driver);
    clock.advance(minutes(61));
    for (let sent = 0; sent < 2; sent += 1) expect((await sendLink(driver)).statusCode).toBe(200);
    clock.advance(minutes(61));
    const refused = await sendLink(driver);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(`${sendingLimitMessage('mail', 5, 'day')} Try again in ${24 * 60 - 122} minutes.`);
    expect(refused.headers['retry-after']).toBe(String((24 * 60 - 122) * 60));
  });

  test('every carrier-triggered mail counts together: list e-mails and driver links', async () => {
    const driver = await mailDriver();
    expect((await emailList(driver)).statusCode).toBe(200);
    expect((await sendLink(driver)).statusCode).toBe(200);
    expect((await emailList(driver)).statusCode).toBe(200);
    expect((await emailList(driver)).statusCode).toBe(429);
    expect((await sendLink(driver)).statusCode).toBe(429);
  });

  test('another carrier\'s mail does not count against this carrier', async () => {
    const other = await carrierSession(app, getDb());
    const theirs = await mailDriver(other);
    for (let sent = 0; sent < 3; sent += 1) await sendLink(theirs, other);
    expect((await sendLink(await mailDriver())).statusCode).toBe(200);
  });

  test('texts have limits of their own: a driver link past the text limit is refused and nothing more is written', async () => {
    const added = await addDriver({ Email: `texted.${carrier.clientId}@fleet.test`, CellPhoneNumber: '540-555-0199' });
    expect(added.statusCode).toBe(201);
    expect(await outboxCount('smsOutbox')).toBe(1);
    const refused = await sendLink(added.json().driverId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(`${sendingLimitMessage('text', 1, 'hour')} Try again in 60 minutes.`);
    expect(await outboxCount('smsOutbox')).toBe(1);
    expect(await outboxCount('outbox')).toBe(1);
  });

  test('adding a driver past the limits is refused before the driver is stored', async () => {
    const driver = await mailDriver();
    for (let sent = 0; sent < 3; sent += 1) await sendLink(driver);
    const email = `late.${carrier.clientId}@fleet.test`;
    expect((await addDriver({ Email: email })).statusCode).toBe(429);
    expect(await getDb().db.selectFrom('drivers').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
  });

  test('mail whose words the carrier wrote says who sent it and takes replies to the signed-in user', async () => {
    await emailList(await mailDriver());
    const row = await getDb().db.selectFrom('outbox').select('raw').where('clientId', '=', carrier.clientId).executeTakeFirstOrThrow();
    const mail = await simpleParser(row.raw);
    expect(mail.text).toContain('See attached.');
    expect(mail.text?.startsWith(sentByLine('Blue Ridge Car Carriers'))).toBe(true);
    expect(mail.replyTo?.value).toEqual([expect.objectContaining({ address: carrier.email })]);
    expect(mail.from?.value).toEqual([expect.objectContaining({ address: 'no-reply@haulboard.app' })]);
  });
});

describe('carrier limits configuration', () => {
  test('the limits have documented defaults and are read from the environment', () => {
    expect(loadConfig({}).carrierLimits).toEqual({
      mailPerHour: 30, mailPerDay: 200, textsPerHour: 20, textsPerDay: 100, uploadQuotaBytes: 200 * 1024 * 1024, uploadsPerHour: 60,
    });
    expect(loadConfig({ CARRIER_MAIL_PER_HOUR: '5', CARRIER_UPLOAD_QUOTA_MB: '1' }).carrierLimits).toMatchObject({ mailPerHour: 5, uploadQuotaBytes: 1024 * 1024 });
    expect(() => loadConfig({ CARRIER_TEXTS_PER_DAY: 'many' })).toThrow(/CARRIER_TEXTS_PER_DAY/);
  });
});
