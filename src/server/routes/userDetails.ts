import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { userDetailsSchema, type UserDetailsValues } from '../../shared/onboardingSchemas';
import { ONBOARDING_STEPS, type OnboardingStep } from '../../shared/onboardingSteps';
import { validatedBody } from '../http/yupBody';
import { findOnboardingStep, saveOnboardingStep, updateUserDetails } from '../repositories/userProfile';
import { findViewerRow, toViewer } from '../repositories/users';
import { ViewerSchema } from './currentUser';
import { ErrorBodySchema } from './schemas';
import { forbidden, validationFailed } from '../http/failures';

const Text = Type.Optional(Type.String({ maxLength: 1000 }));

/** Account spec 3 'User details form'; id and clientId are the caller's own, whatever is sent. */
const UserDetailsBody = Type.Object({
  primaryPhone: Text, cellPhone: Text, userName: Text, email: Text, address1: Text, address2: Text,
  city: Text, state: Text, zip: Text, id: Type.Optional(Type.Unknown()), clientId: Type.Optional(Type.Unknown()),
});

const detailFields = Object.keys(userDetailsSchema.fields) as (keyof UserDetailsValues)[];

/**
 * Confirm Info sends every field; Edit Profile only its three. A field left out keeps its stored value; a body
 * with none of the fields is checked as the whole form, so it is refused field by field rather than ignored.
 */
function schemaForFieldsSent(body: Partial<Record<string, unknown>>) {
  const sent = detailFields.filter((field) => body[field] !== undefined);
  return sent.length === 0 ? userDetailsSchema : userDetailsSchema.pick(sent);
}

const StepSchema = Type.Object({ step: Type.Union([Type.Union(ONBOARDING_STEPS.map((step) => Type.Literal(step))), Type.Null()]) });

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 403: ErrorBodySchema };

/** The user details of Confirm Info and Edit Profile, and the onboarding step reached, so a second device resumes there. */
const userDetailsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.put('/Users/User', { schema: { body: UserDetailsBody, response: { 200: ViewerSchema, ...errors } } }, async (request, reply) => {
    const { id, clientId } = request.body;
    if ((id !== undefined && id !== null && Number(id) !== request.viewer.userId)
      || (clientId !== undefined && clientId !== null && Number(clientId) !== request.viewer.clientId)) {
      throw forbidden('These details belong to another user.');
    }
    const details = await validatedBody(schemaForFieldsSent(request.body), request.body, reply);
    if (!details) return reply;
    const taken = await updateUserDetails(app.db, request.viewer.userId, details);
    if (taken.length > 0) throw validationFailed(taken);
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
