import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  NOTIFICATION_KINDS, notificationSettingsErrors, type NotificationChannel, type NotificationSettings,
} from '../../shared/notificationSettings';
import { findNotificationSettings, saveNotificationSettings } from '../repositories/notificationSettings';
import { ErrorBodySchema } from './schemas';
import { validationFailed } from '../http/failures';

const SettingsSchema = Type.Object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Boolean()])));

/*
 * Every kind declared, of any type, so PascalCase keys find their names; the handler refuses non-booleans and
 * unknown keys (the app's ajv would otherwise turn "true" and 1 into booleans and drop unknown keys).
 */
const SettingsBody = Type.Object(Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, Type.Optional(Type.Unknown())])));

const channels: Record<string, NotificationChannel> = { EmailNotifications: 'Email', TextNotifications: 'Text' };

const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema };

/** `GET`/`POST carrierNotificationSettings/EmailNotifications` and `/TextNotifications` (account spec 7): the user's own. */
const notificationSettingsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, channel] of Object.entries(channels)) {
    app.get(`/carrierNotificationSettings/${path}`, {
      preHandler: app.authenticate,
      schema: { response: { 200: SettingsSchema, ...errors } },
    }, async (request) => findNotificationSettings(app.db, request.viewer.userId, channel));

    app.post(`/carrierNotificationSettings/${path}`, {
      preHandler: app.authenticate,
      schema: { body: Type.Union([SettingsBody, Type.Null()]), response: { 200: SettingsSchema, ...errors } },
    }, async (request) => {
      const problems = notificationSettingsErrors(request.body);
      if (problems.length > 0) throw validationFailed(problems);
      const settings = request.body as NotificationSettings;
      await saveNotificationSettings(app.db, request.viewer.userId, channel, settings);
      return findNotificationSettings(app.db, request.viewer.userId, channel);
    });
  }
};

export default notificationSettingsRoutes;
