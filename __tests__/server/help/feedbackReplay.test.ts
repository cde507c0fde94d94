import type { UnknownAction } from '@reduxjs/toolkit';
import { REDACTED } from '../../../src/shared/redaction';
import { REPLAY_FILE_NAME, REPLAY_MAX_LENGTH, toReplayFile } from '../../../src/shared/replay';
import { bearer, uniqueAddress } from '../support/appFixtures';
import { useFeedbackSuite } from '../support/feedbackSuite';
import { describeEachDatabase } from '../support/databases';

const SUPPORT = 'replay-desk@haulboard.test';

const aReplay = (actions: UnknownAction[] = [{ type: 'router/locationChanged', payload: { pathname: '/search', search: '' } }]) => toReplayFile({
  recordedAt: '2026-11-26T07:00:00.000Z',
  actions: actions as UnknownAction[],
  preloadedState: { search: { criteria: null } },
  finalState: { search: { criteria: null } },
});

/** Contact Us 'Include a replay of my recent actions': the replay rides on the feedback mail as haulboard-replay.json. */
describeEachDatabase('POST /api/Feedback with a replay', (getDb) => {
  const feedback = useFeedbackSuite(getDb, { supportEmail: SUPPORT, clientName: 'Replay Freight LLC' });

  const send = (message: string, replay: unknown) => feedback.app.inject({
    method: 'POST', url: '/api/Feedback', query: { message }, payload: { replay }, headers: bearer(feedback.token), remoteAddress: uniqueAddress(),
  });

  test('the feedback mail carries the replay as haulboard-replay.json, and the feedback row does not', async () => {
    const replay = aReplay();
    const response = await send('Search shows nothing.', replay);
    expect(response.statusCode).toBe(200);
    const mail = await feedback.latestMail();
    expect(mail.attachments.map(({ filename, contentType }) => ({ filename, contentType })))
      .toEqual([{ filename: REPLAY_FILE_NAME, contentType: 'application/json' }]);
    expect(JSON.parse(mail.attachments[0].content.toString('utf8'))).toEqual(replay);
    const stored = await getDb().db.selectFrom('feedback').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(stored.message).toBe('Search shows nothing.');
    expect(JSON.stringify(stored)).not.toContain('locationChanged');
  });

  test('a secret a client left in the replay is redacted before the mail is stored', async () => {
    const leaky = aReplay([
      { type: 'session/loginSucceeded', payload: { tokenType: 'bearer', accessToken: 'leaked.access.token' } },
      { type: 'router/locationChanged', payload: { pathname: '/reset/password', search: '?userId=3&resetCode=LEAKED' } },
    ]);
    expect((await send('Signed in, then lost.', leaky)).statusCode).toBe(200);
    const attached = (await feedback.latestMail()).attachments[0].content.toString('utf8');
    expect(attached).not.toContain('leaked.access.token');
    expect(attached).not.toContain('LEAKED');
    expect(attached).toContain(REDACTED);
  });

  test('feedback without a replay has no attachment', async () => {
    expect((await send('Plain words.', undefined)).statusCode).toBe(200);
    expect((await feedback.latestMail()).attachments).toEqual([]);
  });

  test('a replay that is not a replay file, or is too large, is a 400 on the replay field and nothing is stored', async () => {
    const before = await getDb().db.selectFrom('feedback').select('id').execute();
    const notJson = { ...aReplay(), payload: '[{"type": oops' };
    const tooLarge = { ...aReplay(), finalState: JSON.stringify('x'.repeat(REPLAY_MAX_LENGTH)) };
    for (const [replay, message] of [
      ['a string', 'The replay is not a Haulboard replay'],
      [{ actions: [] }, 'The replay is not a Haulboard replay'],
      [notJson, 'The replay is not a Haulboard replay'],
      [tooLarge, 'The replay is too large'],
    ] as const) {
      const response = await send('With a broken replay.', replay);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'replay', message }]);
    }
    expect(await getDb().db.selectFrom('feedback').select('id').execute()).toHaveLength(before.length);
  });
});
