import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_REQUIRED, FEEDBACK_TOO_LONG } from '../../shared/feedback';
import { MultilineText } from '../http/plainText';
import { messagesKeyword } from '../http/validation';
import { isReplayFile, REPLAY_MAX_LENGTH, replayRefusal } from '../../shared/replay';
import { validationFailed } from '../http/failures';
import { acceptFeedback } from '../services/feedback/sendFeedback';
import { ErrorBodySchema, OkSchema } from './schemas';

const FeedbackQuery = Type.Object({
  message: MultilineText({
    pattern: '\\S', maxLength: FEEDBACK_MAX_LENGTH,
    [messagesKeyword]: { required: FEEDBACK_REQUIRED, pattern: FEEDBACK_REQUIRED, maxLength: FEEDBACK_TOO_LONG },
  }),
});

/** `POST Feedback?message=` (account spec 7): Contact Us, stored and mailed to support, with a replay when sent. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Feedback', {
    preHandler: app.authenticate,
    // Room for the largest replay, so one too large is answered on its field rather than as a too-large body.
    bodyLimit: 2 * REPLAY_MAX_LENGTH,
    schema: { querystring: FeedbackQuery, response: { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request) => {
    // The body is optional: it carries only the replay of the carrier's recent actions.
    const replay = (request.body as { replay?: unknown } | null | undefined)?.replay;
    const refusal = replay === undefined ? undefined : replayRefusal(replay);
    if (refusal) throw validationFailed([{ field: 'replay', message: refusal }]);
    const { userId, clientId } = request.viewer;
    const result = await acceptFeedback(app.db, app.config.supportEmail, {
      userId, clientId, message: request.query.message.trim(), replay: isReplayFile(replay) ? replay : undefined, address: request.ip, now: app.clock.now(),
    });
    // The feedback is kept whatever happens to the mail; the outbox keeps the mail for a retry.
    await app.mailer.send(result.mail).catch((error) => request.log.error({ err: error, feedbackId: result.feedbackId }, 'feedback: mail not stored'));
    return { ok: true };
  });
};

export default feedbackRoutes;
