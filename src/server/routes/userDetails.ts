import { findLookupValue } from '../repositories/lookups';
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { confirmEmailChange, emailChangedMail, endOtherAccessOnEmailMove } from '../auth/emailChange';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../shared/onboardingSteps';
import { findOnboardingStep, saveOnboardingStep, updateUserDetails } from '../repositories/userProfile';
import { findViewerRow, toViewer } from '../repositories/users';
import { UserDetailsBody, userDetailsOf } from '../services/account/userDetailsForm';
import { ViewerSchema } from './currentUser';
import { ErrorBodySchema } from './schemas';
import { forbidden, validationFailed } from '../http/failures';

const StepSchema = Type.Object({ step: Type.Union([Type.Union(ONBOARDING_STEPS.map((step) => Type.Literal(step))), Type.Null()]) });

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema, 429: ErrorBodySchema };

/** The user details of Confirm Info and Edit Profile, and the onboarding step reached, so a second device resumes there. */
const userDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Before validation: a request without a session is told 401, whatever its body.
  app.addHook('preValidation', app.authenticate);

  app.put('/Users/User', { schema: { body: UserDetailsBody, response: { 200: ViewerSchema, ...errors } } }, async (request) => {
    const { id, clientId } = request.body;
    if ((id !== undefined && id !== null && Number(id) !== request.viewer.userId)
      || (clientId !== undefined && clientId !== null && Number(clientId) !== request.viewer.clientId)) {
      throw forbidden('These details belong to another user.');
    }
    const details = userDetailsOf(request.body);
    const now = app.clock.now();
    // The password first: without it, the answer must not tell whether another account has the address.
    const move = await confirmEmailChange(app.db, {
      userId: request.viewer.userId, email: details.email, currentPassword: request.body.currentPassword, address: request.ip, now,
    });
    const { userId, sessionId } = request.viewer;
    const taken = await updateUserDetails(app.db, userId, details, move ? endOtherAccessOnEmailMove(userId, sessionId, now) : undefined);
    if (taken.length > 0) throw validationFailed(taken);
    if (move) {
      const dispatchPhone = await findLookupValue(app.db, 'CarrierDispatchPhoneNumber');
      await app.mailer.send(emailChangedMail(move, now, typeof dispatchPhone === 'string' ? dispatchPhone : null))
        .catch((error) => request.log.error({ err: error }, 'e-mail change: notice not stored'));
    }
    const row = await findViewerRow(app.db, request.viewer.userId);
    return toViewer(row!);
  });

  app.get('/Users/OnboardingStep', { schema: { response: { 200: StepSchema, ...errors } } }, async (request) => {
    const step = await findOnboardingStep(app.db, request.viewer.userId);
    return { step: (ONBOARDING_STEPS as readonly string[]).includes(step ?? '') ? step as OnboardingStep : null };
  });

  app.put('/Users/OnboardingStep', {
    schema: { body: Type.Object({ step: Type.Union(ONBOARDING_STEPS.map((step) => Type.Literal(step))) }), response: { 200: StepSchema, ...errors } },
  }, async (request) => {
    await saveOnboardingStep(app.db, request.viewer.userId, request.body.step);
    return { step: request.body.step };
  });
};

export default userDetailsRoutes;
