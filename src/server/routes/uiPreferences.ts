import { type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { UiPreferencesChangeSchema, UiPreferencesSchema } from '../../shared/contracts/uiPreferences';
import { denied } from '../http/failures';
import { findUiPreferences, saveUiPreferences } from '../repositories/uiPreferences';
import { ErrorBodySchema } from './schemas';

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** The signed-in user's own dashboard flags (account spec 2.8: they persist between sessions); nobody else's. */
const uiPreferencesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('preHandler', app.authenticate);

  const answer = async (userId: number) => {
    const preferences = await findUiPreferences(app.db, userId);
    // A session outliving its user (deleted meanwhile) is no longer a way in.
    if (!preferences) throw denied(false);
    return preferences;
  };

  app.get('/Users/Preferences', { schema: { response: { 200: UiPreferencesSchema, ...errors } } },
    async (request) => answer(request.viewer.userId));

  app.put('/Users/Preferences', {
    schema: { body: UiPreferencesChangeSchema, response: { 200: UiPreferencesSchema, ...errors } },
  }, async (request) => {
    const { newLoadsBannerDismissedOn, expandedSections } = request.body;
    // A dismissal is remembered as sent, but never later than now: a clock running ahead cannot hide the banner for days.
    const now = app.clock.now().toISOString();
    const dismissedOn = newLoadsBannerDismissedOn && (Date.parse(newLoadsBannerDismissedOn) > Date.parse(now) ? now : new Date(newLoadsBannerDismissedOn).toISOString());
    await saveUiPreferences(app.db, request.viewer.userId, { expandedSections, newLoadsBannerDismissedOn: dismissedOn });
    return answer(request.viewer.userId);
  });
};

export default uiPreferencesRoutes;
