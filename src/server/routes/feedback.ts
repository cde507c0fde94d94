import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { feedbackSchema } from '../../shared/feedback';
import { REPLAY_MAX_LENGTH } from '../../shared/replay';
import { validatedBody } from '../http/yupBody';
import { acceptFeedback } from '../services/feedback/sendFeedback';
import { ErrorBodySchema, OkSchema } from './schemas';

// Any text: the length and emptiness rules are the shared yup schema's, so the answer names the field.
const FeedbackQuery = Type.Object({ message: Type.Optional(Type.String()) });

/** `POST Feedback?message=` (account spec 7): Contact Us, stored and mailed to support, with a replay when sent. */
const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Feedback', {
    preHandler: app.authenticate,
    // Room for the largest replay, so one too large is answered on its field rather than as a too-large body.
    bodyLimit: 2 * REPLAY_MAX_LENGTH,
    schema: { querystring: FeedbackQuery, response: { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request, reply) => {
    // The body is optional: it carries only the replay of the carrier's recent actions, checked by the shared schema.
    const { replay } = (request.body ?? {}) as { replay?: unknown };
    const values = await validatedBody(feedbackSchema, { message: request.query.message ?? '', replay }, reply);
    if (!values) return reply;
    const { userId, clientId } = request.viewer;
    const result = await acceptFeedback(app.db, app.config.supportEmail, {
      userId, clientId, message: values.message, replay: values.replay, address: request.ip, now: app.clock.now(),
    });
    if (!result.ok) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return reply.code(429).header('retry-after', String(result.retryAfterSeconds))
        .send({ message: `You have sent a lot of feedback. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
    }
    // The feedback is kept whatever happens to the mail; the outbox keeps the mail for a retry.
    await app.mailer.send(result.mail).catch((error) => request.log.error({ err: error, feedbackId: result.feedbackId }, 'feedback: mail not stored'));
    return { ok: true };
  });
};

export default feedbackRoutes;
