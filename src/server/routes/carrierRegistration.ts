import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { countWrongCode, findUsableCode, registrationLockSeconds, toCodeCheck } from '../services/registration/codes';
import { completeRegistration, registrationThrottled } from '../services/registration/complete';
import { RegistrationBody, refuseNonTextRegistration } from '../services/registration/validateForm';
import { publicOrigin } from '../http/publicOrigin';
import { ErrorBodySchema, OkSchema } from './schemas';

const CodeCheckSchema = Type.Object({
  valid: Type.Boolean(),
  companyName: Type.Union([Type.String(), Type.Null()]),
  emailAddress: Type.Union([Type.String(), Type.Null()]),
});

/** The public registration calls of account spec 7: check a code, then register the carrier with it. */
const carrierRegistrationRoutes: FastifyPluginAsyncTypebox = async (app) => {
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
