import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_REQUIRED, FEEDBACK_TOO_LONG } from '../../shared/feedback';
import { MultilineText } from '../http/plainText';
import { messagesKeyword } from '../http/validation';
import { acceptFeedback } from '../services/feedback/sendFeedback';
import { ErrorBodySchema, OkSchema } from './schemas';

const FeedbackQuery = Type.Object({
  message: MultilineText({
    pattern: '\\S', maxLength: FEEDBACK_MAX_LENGTH,
    [messagesKeyword]: { required: FEEDBACK_REQUIRED, pattern: FEEDBACK_REQUIRED, maxLength: FEEDBACK_TOO_LONG },
  }),
});

/** `POST Feedback?message=` (account spec 7): Contact Us, stored and mailed to support. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Feedback', {
    preHandler: app.authenticate,
    schema: { querystring: FeedbackQuery, response: { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request, reply) => {
    const { userId, clientId } = request.viewer;
    const result = await acceptFeedback(app.db, app.config.supportEmail, {
      userId, clientId, message: request.query.message.trim(), address: request.ip, now: app.clock.now(),
    });
    // The feedback is kept whatever happens to the mail; the outbox keeps the mail for a retry.
    await app.mailer.send(result.mail).catch((error) => request.log.error({ err: error, feedbackId: result.feedbackId }, 'feedback: mail not stored'));
    return { ok: true };
  });
};

export default feedbackRoutes;
