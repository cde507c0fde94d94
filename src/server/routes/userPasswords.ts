import { publicOrigin } from '../http/publicOrigin';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { updateExpiredPassword, updateSignedInPassword } from '../auth/passwordChange';
import { requestPasswordReset, resetForgottenPassword } from '../auth/passwordReset';
import { ErrorBodySchema, OkSchema } from './schemas';

const Email = Type.String({ minLength: 1, maxLength: 320, format: 'email' });
const Password = Type.String({ minLength: 1, maxLength: 1000 });
const NewPassword = Type.String({ maxLength: 1000 });

const ForgotPasswordBody = Type.Object({
  username: Email,
  /** Sent by the portal; the link is built from this server's own address instead (see resetOrigin). */
  passwordResetUrl: Type.Optional(Type.String({ maxLength: 2000 })),
});

const ResetForgotPasswordBody = Type.Object({
  userId: Type.Integer({ minimum: 1 }),
  resetCode: Type.String({ minLength: 1, maxLength: 200 }),
  password: NewPassword,
  confirmationPassword: NewPassword,
});

const ExpiredPasswordUpdateBody = Type.Object({
  username: Email,
  oldPassword: Password,
  password: NewPassword,
  confirmationPassword: NewPassword,
});

const PasswordUpdateBody = Type.Object({
  username: Type.Optional(Type.String({ maxLength: 320 })),
  oldPassword: Password,
  password: NewPassword,
  confirmationPassword: NewPassword,
});

/** The holder of the code has just proved the address is theirs: it is told back for the Log in form. */
const ResetDoneSchema = Type.Object({ ok: Type.Boolean(), email: Type.String() });

const answers = { 200: OkSchema, 400: ErrorBodySchema, 401: ErrorBodySchema, 429: ErrorBodySchema };
/** Forgot, reset and expired: made without a session, so the OpenAPI document names no door for them. */
const withoutSession = { response: answers, security: [] };

/** The password calls of account spec 7: forgot, reset, expired and signed-in updates. */
const userPasswordRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/Users/ForgotPassword', { schema: { body: ForgotPasswordBody, ...withoutSession } }, async (request) => {
    const mail = await requestPasswordReset(app.db, {
      username: request.body.username, origin: publicOrigin(app), address: request.ip, now: app.clock.now(),
    });
    // Not awaited: the answer comes as fast for an address with an account as for one without.
    if (mail) {
      app.mailer.send(mail).catch((error) => request.log.error({ err: error }, 'password reset: mail not stored'));
    }
    return { ok: true };
  });

  app.put('/Users/ResetForgotPassword', {
    schema: { body: ResetForgotPasswordBody, ...withoutSession, response: { ...answers, 200: ResetDoneSchema } },
  }, async (request) => {
    const { email } = await resetForgottenPassword(app.db, { ...request.body, now: app.clock.now() });
    return { ok: true, email };
  });

  app.put('/Users/ExpiredPasswordUpdate', { schema: { body: ExpiredPasswordUpdateBody, ...withoutSession } }, async (request) => {
    await updateExpiredPassword(app.db, { ...request.body, address: request.ip, now: app.clock.now() });
    return { ok: true };
  });

  app.put('/Users/PasswordUpdate', {
    preHandler: app.authenticate, schema: { body: PasswordUpdateBody, response: answers },
  }, async (request) => {
    const { userId, sessionId } = request.viewer;
    await updateSignedInPassword(app.db, { ...request.body, userId, sessionId, address: request.ip, now: app.clock.now() });
    return { ok: true };
  });
};

export default userPasswordRoutes;
