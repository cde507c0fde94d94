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
  app.put('/Users/AccountSetup', { schema: { body: AccountSetupBody, response: answers } }, async (request) => {
    await setUpAccount(app.db, { ...request.body, address: request.ip, now: app.clock.now() });
    return { ok: true };
  });

  app.post('/Users/ResendInvitation', { schema: { body: ResendBody, response: answers } }, async (request) => {
    const mail = await resendInvitation(app.db, {
      emailAddress: request.body.emailAddress, origin: publicOrigin(app), address: request.ip, now: app.clock.now(),
    });
    // Not awaited: the answer comes as fast whether or not an invitation was open.
    if (mail) app.mailer.send(mail).catch((error) => request.log.error({ err: error }, 'invitation: mail not stored'));
    return { ok: true };
  });
};

export default accountSetupRoutes;
