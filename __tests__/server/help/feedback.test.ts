import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { FEEDBACK_MAX_LENGTH } from '../../../src/shared/feedback';
import { bearer, createCarrier, signIn, testApp, uniqueAddress, type TestCarrier } from '../support/appFixtures';
import { describeEachDatabase } from '../support/databases';
import { usePinnableClock } from '../support/testClock';

const SUPPORT = 'help-desk@haulboard.test';
const feedbackUrl = (message?: string) =>
  `/api/Feedback?SourceApplication=HaulboardWeb${message === undefined ? '' : `&message=${encodeURIComponent(message)}`}`;

/** `POST Feedback?message=` (account spec 2.11 and 7): Contact Us is stored and mailed to support. */
describeEachDatabase('POST /api/Feedback', (getDb) => {
  const clock = usePinnableClock();
  let app: FastifyInstance;
  let carrier: TestCarrier;
  let token: string;

  beforeAll(async () => {
    app = await testApp(getDb(), { clock, env: { SUPPORT_EMAIL: SUPPORT } });
    carrier = await createCarrier(getDb(), { clientName: 'Feedback Freight LLC' });
  });
  afterAll(() => app.close());
  beforeEach(async () => {
    token = await signIn(app, carrier);
    await getDb().db.deleteFrom('signInFailures').where('key', 'like', 'feedback-%').execute();
  });

  const send = (message?: string, remoteAddress = uniqueAddress()) =>
    app.inject({ method: 'POST', url: feedbackUrl(message), headers: bearer(token), remoteAddress });

  const latestMail = async () => {
    const row = await getDb().db.selectFrom('outbox').select('raw').where('toAddress', '=', SUPPORT).orderBy('id', 'desc').executeTakeFirstOrThrow();
    return simpleParser(row.raw);
  };

  test('feedback is stored with the user and the carrier, trimmed, at the clock time', async () => {
    clock.pin('2026-03-06T23:50:00.000Z');
    token = await signIn(app, carrier);
    const response = await send('  The map loads slowly on my phone.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const stored = await getDb().db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      userId: carrier.userId, clientId: carrier.clientId, message: 'The map loads slowly on my phone.', createdAt: '2026-03-06T23:50:00.000Z',
    });
  });

  test('feedback is mailed to the support address naming the carrier and user, with reply-to the user', async () => {
    await send('Please add a dark mode.');
    const mail = await latestMail();
    expect(mail.subject).toBe('Feedback from Dana Hauler of Feedback Freight LLC');
    expect(mail.text).toContain('Please add a dark mode.');
    expect(mail.text).toContain(`Dana Hauler <${carrier.email}> of Feedback Freight LLC (client ${carrier.clientId})`);
    expect(mail.replyTo?.value[0].address).toBe(carrier.email);
  });

  test('the support address defaults to support@haulboard.app when SUPPORT_EMAIL is unset', async () => {
    const plainApp = await testApp(getDb(), { clock });
    try {
      const response = await plainApp.inject({ method: 'POST', url: feedbackUrl('Default address?'), headers: bearer(token), remoteAddress: uniqueAddress() });
      expect(response.statusCode).toBe(200);
      const row = await getDb().db.selectFrom('outbox').select('toAddress').orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row.toAddress).toBe('support@haulboard.app');
    } finally {
      await plainApp.close();
    }
  });

  test('a missing or blank message is a 400 on the message field, and nothing is stored', async () => {
    const before = await getDb().db.selectFrom('feedback').select('id').execute();
    for (const message of [undefined, '', '   \n ']) {
      const response = await send(message);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Validation failed', code: 'validation_failed', errors: [{ field: 'message', message: 'Please write your feedback' }] });
    }
    expect(await getDb().db.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
  });

  test(`a message longer than ${FEEDBACK_MAX_LENGTH} characters is a 400, one of exactly ${FEEDBACK_MAX_LENGTH} is taken`, async () => {
    const tooLong = await app.inject({
      method: 'POST', url: '/api/Feedback', query: { message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, headers: bearer(token), remoteAddress: uniqueAddress(),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'message', message: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters` }]);
    const longest = await app.inject({
      method: 'POST', url: '/api/Feedback', query: { message: 'x'.repeat(FEEDBACK_MAX_LENGTH) }, headers: bearer(token), remoteAddress: uniqueAddress(),
    });
    expect(longest.statusCode).toBe(200);
  });

  test('feedback needs a signed-in carrier', async () => {
    const response = await app.inject({ method: 'POST', url: feedbackUrl('Anonymous'), remoteAddress: uniqueAddress() });
    expect(response.statusCode).toBe(401);
  });

  test('a user may send 5 feedback messages in 15 minutes; the 6th is a 429 with retry-after, and later it works again', async () => {
    clock.pin('2026-07-01T10:00:00.000Z');
    token = await signIn(app, carrier);
    for (let count = 1; count <= 5; count += 1) expect((await send(`Note ${count}`)).statusCode).toBe(200);
    const refused = await send('Note 6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent a lot of feedback. Try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await getDb().db.selectFrom('feedback').select('id').where('message', '=', 'Note 6').execute()).toEqual([]);
    clock.advance(15 * 60 * 1000 + 1000);
    expect((await send('Note 7')).statusCode).toBe(200);
  });
});
