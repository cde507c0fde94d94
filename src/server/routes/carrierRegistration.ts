import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countWrongCode, findUsableCode, registrationLockSeconds, toCodeCheck } from '../services/registration/codes';
import { completeRegistration, registrationThrottled } from '../services/registration/complete';
import { applyToRegister } from '../services/registration/apply';
import { ApplicationBody, RegistrationBody, refuseNonTextApplication, refuseNonTextRegistration } from '../services/registration/validateForm';
import { publicOrigin } from '../http/publicOrigin';
import { ErrorBodySchema, OkSchema } from './schemas';

const CodeCheckSchema = Type.Object({
  valid: Type.Boolean(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  emailAddress: Type.Union([Type.String(), Type.Null()]),
});

/** The public registration calls of account spec 7: check a code, then register the carrier with it. */
const carrierRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Issue 22: Sign Up's application, answered alike whether or not the address has an account (apply.ts).
  app.post('/CarrierRegistration/Apply', {
    preValidation: refuseNonTextApplication,
    schema: {
      summary: 'Applies to register a carrier: mails a registration link to the company e-mail address', security: [],
      body: ApplicationBody, response: { 200: OkSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request) => {
    const mail = await applyToRegister(app.db, {
      body: request.body, origin: publicOrigin(app), address: request.ip, now: app.clock.now(),
    });
    // Not awaited, as Forgot Password: storing the mail takes no longer for one kind of address than for the other.
    app.mailer.send(mail).catch((error) => request.log.error({ err: error }, 'application: mail not stored'));
    return { ok: true };
  });

  app.get('/CarrierRegistration/Validate/:code', {
    schema: {
      params: Type.Object({ code: Type.String({ maxLength: 200 }) }),
      response: { 200: CodeCheckSchema, 400: ErrorBodySchema, 429: ErrorBodySchema },
    },
  }, async (request) => {
    const now = app.clock.now();
    const lockedFor = await registrationLockSeconds(app.db, request.ip, now);
    if (lockedFor > 0) throw registrationThrottled(lockedFor);
    const row = await findUsableCode(app.db, request.params.code, now);
    if (!row) await countWrongCode(app.db, request.ip, now);
    return toCodeCheck(row);
  });

  app.post('/CarrierRegistration/Complete', {
    preValidation: refuseNonTextRegistration,
    schema: { body: RegistrationBody, response: { 200: OkSchema, 400: ErrorBodySchema, 409: ErrorBodySchema, 429: ErrorBodySchema } },
  }, async (request) => {
    const result = await completeRegistration(app.db, {
      body: request.body, address: request.ip, origin: publicOrigin(app), now: app.clock.now(),
    });
    try {
      await app.mailer.send(result.mail);
    } catch (error) {
      // The carrier exists either way; the operator resends from the outbox report.
      request.log.error({ err: error, userId: result.userId }, 'registration: owner mail not stored');
    }
    return { ok: true };
  });
};

export default carrierRegistrationRoutes;
