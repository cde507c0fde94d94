import { FEEDBACK_MAX_LENGTH } from '../../../src/shared/feedback';
import { bearer, signIn, testApp, uniqueAddress } from '../support/appFixtures';
import { useFeedbackSuite } from '../support/feedbackSuite';
import { describeEachDatabase } from '../support/databases';

const SUPPORT = 'help-desk@haulboard.test';
const feedbackUrl = (message?: string) =>
  `/api/Feedback?SourceApplication=HaulboardWeb${message === undefined ? '' : `&message=${encodeURIComponent(message)}`}`;

/** `POST Feedback?message=` (account spec 2.11 and 7): Contact Us is stored and mailed to support. */
describeEachDatabase('POST /api/Feedback', (getDb) => {
  const feedback = useFeedbackSuite(getDb, { supportEmail: SUPPORT, clientName: 'Feedback Freight LLC' });

  const send = (message?: string, remoteAddress = uniqueAddress()) =>
    feedback.app.inject({ method: 'POST', url: feedbackUrl(message), headers: bearer(feedback.token), remoteAddress });

  test('feedback is stored with the user and the carrier, trimmed, at the clock time', async () => {
    feedback.clock.pin('2026-03-06T23:50:00.000Z');
    feedback.token = await signIn(feedback.app, feedback.carrier);
    const response = await send('  The map loads slowly on my phone.  ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const stored = await getDb().db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      userId: feedback.carrier.userId, clientId: feedback.carrier.clientId, message: 'The map loads slowly on my phone.', createdAt: '2026-03-06T23:50:00.000Z',
    });
  });

  test('feedback is mailed to the support address naming the carrier and user, with reply-to the user', async () => {
    await send('Please add a dark mode.');
    const mail = await feedback.latestMail();
    expect(mail.subject).toBe('Feedback from Dana Hauler of Feedback Freight LLC');
    expect(mail.text).toContain('Please add a dark mode.');
    expect(mail.text).toContain(`Dana Hauler <${feedback.carrier.email}> of Feedback Freight LLC (client ${feedback.carrier.clientId})`);
    expect(mail.replyTo?.value[0].address).toBe(feedback.carrier.email);
  });

  test('the support address defaults to support@haulboard.app when SUPPORT_EMAIL is unset', async () => {
    const plainApp = await testApp(getDb(), { clock: feedback.clock });
    try {
      const response = await plainApp.inject({ method: 'POST', url: feedbackUrl('Default address?'), headers: bearer(feedback.token), remoteAddress: uniqueAddress() });
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
    const tooLong = await feedback.app.inject({
      method: 'POST', url: '/api/Feedback', query: { message: 'x'.repeat(FEEDBACK_MAX_LENGTH + 1) }, headers: bearer(feedback.token), remoteAddress: uniqueAddress(),
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toEqual([{ field: 'message', message: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters` }]);
    const longest = await feedback.app.inject({
      method: 'POST', url: '/api/Feedback', query: { message: 'x'.repeat(FEEDBACK_MAX_LENGTH) }, headers: bearer(feedback.token), remoteAddress: uniqueAddress(),
    });
    expect(longest.statusCode).toBe(200);
  });

  test('feedback needs a signed-in carrier', async () => {
    const response = await feedback.app.inject({ method: 'POST', url: feedbackUrl('Anonymous'), remoteAddress: uniqueAddress() });
    expect(response.statusCode).toBe(401);
  });

  test('a user may send 5 feedback messages in 15 minutes; the 6th is a 429 with retry-after, and later it works again', async () => {
    feedback.clock.pin('2026-07-01T10:00:00.000Z');
    feedback.token = await signIn(feedback.app, feedback.carrier);
    for (let count = 1; count <= 5; count += 1) expect((await send(`Note ${count}`)).statusCode).toBe(200);
    const refused = await send('Note 6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('You have sent a lot of feedback. Try again in 15 minutes.');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await getDb().db.selectFrom('feedback').select('id').where('message', '=', 'Note 6').execute()).toEqual([]);
    feedback.clock.advance(15 * 60 * 1000 + 1000);
    expect((await send('Note 7')).statusCode).toBe(200);
  });
});
