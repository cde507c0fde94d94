import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { setUpAccount } from '../services/invitations/accountSetup';
import { resendInvitation } from '../services/invitations/resend';
import { publicOrigin } from '../http/publicOrigin';
import { ErrorBodySchema, OkSchema } from './schemas';

const Text = (maxLength: number) => Type.String({ maxLength });

const AccountSetupBody = Type.Object({
  emailAddress: Type.String({ minLength: 1, maxLength: 320, format: 'email' }),
  temporaryPassword: Type.String({ minLength: 1, maxLength: 200 }),
  password: Text(1000),
  confirmationPassword: Text(1000),
});

const ResendBody = Type.Object({ emailAddress: Type.String({ minLength: 1, maxLength: 320, format: 'email' }) });

const answers = { 200: OkSchema, 400: ErrorBodySchema, 429: ErrorBodySchema };

/** Signup for invited carriers (account spec 2.6): set the first password, or have the invitation sent again. */
const accountSetupRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.put('/Users/AccountSetup', { schema: { body: AccountSetupBody, response: answers } }, async (request, reply) => {
    const result = await setUpAccount(app.db, { ...request.body, address: request.ip, now: app.clock.now() });
    if (result.ok) return { ok: true };
    if (result.retryAfterSeconds) reply.code(429).header('retry-after', String(result.retryAfterSeconds));
    else reply.code(400);
    return reply.send(result.body);
  });

  app.post('/Users/ResendInvitation', { schema: { body: ResendBody, response: answers } }, async (request, reply) => {
    const result = await resendInvitation(app.db, {
      emailAddress: request.body.emailAddress, origin: publicOrigin(request), address: request.ip, now: app.clock.now(),
    });
    if (!result.ok) {
      const minutes = Math.ceil(result.retryAfterSeconds / 60);
      return reply.code(429).header('retry-after', String(result.retryAfterSeconds))
        .send({ message: `Too many requests. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.` });
    }
    // Not awaited: the answer comes as fast whether or not an invitation was open.
    if (result.mail) app.mailer.send(result.mail).catch((error) => request.log.error({ err: error }, 'invitation: mail not stored'));
    return { ok: true };
  });
};

export default accountSetupRoutes;
