import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { feedbackSchema } from '../../shared/feedback';
import { validatedBody } from '../http/yupBody';
import { acceptFeedback } from '../services/feedback/sendFeedback';
import { ErrorBodySchema, OkSchema } from './schemas';

// Any text: the length and emptiness rules are the shared yup schema's, so the answer names the field.
const FeedbackQuery = Type.Object({ message: Type.Optional(Type.String()) });

/** `POST Feedback?message=` (account spec 7): Contact Us, stored and mailed to support. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Feedback', {
    preHandler: app.authenticate,
    schema: { querystring: FeedbackQuery, response: { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request, reply) => {
    const values = await validatedBody(feedbackSchema, { message: request.query.message ?? '' }, reply);
    if (!values) return reply;
    const { userId, clientId } = request.viewer;
    const result = await acceptFeedback(app.db, app.config.supportEmail, {
      userId, clientId, message: values.message, address: request.ip, now: app.clock.now(),
    });
    // The feedback is kept whatever happens to the mail; the outbox keeps the mail for a retry.
    await app.mailer.send(result.mail).catch((error) => request.log.error({ err: error, feedbackId: result.feedbackId }, 'feedback: mail not stored'));
    return { ok: true };
  });
};

export default feedbackRoutes;
