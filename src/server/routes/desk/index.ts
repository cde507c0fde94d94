import type { FastifyPluginAsync } from 'fastify';
import { operatorGuard, registerOperatorDecoration } from '../../auth/operator';
import deskAnnouncementRoutes from './announcements';
import deskApiKeyRoutes from './apiKeys';
import deskBrokerAgreementRoutes from './brokerAgreements';
import deskInvoiceRoutes from './invoices';
import deskJobRoutes from './jobs';
import deskLoadRoutes from './loads';
import deskPaymentPreferenceRoutes from './paymentPreferences';
import deskRegistrationCodeRoutes from './registrationCodes';
import { deskSessionRoutes, deskSignInRoutes } from './session';

/*
 * The operator desk's API, mounted at /api/desk. Every route but sign-in sits behind the operator guard:
 * `Authorization: Bearer <operator session token | desk API key>` sets `request.operator`; a carrier's token is a 401.
 */
const deskRoutes: FastifyPluginAsync = async (app) => {
  registerOperatorDecoration(app);
  await app.register(deskSignInRoutes);
  await app.register(async (desk) => {
    desk.addHook('onRequest', operatorGuard(desk));
    // Each desk resource registers here, behind the guard.
    await desk.register(deskSessionRoutes);
    await desk.register(deskApiKeyRoutes);
    await desk.register(deskInvoiceRoutes);
    await desk.register(deskPaymentPreferenceRoutes);
    await desk.register(deskRegistrationCodeRoutes);
    await desk.register(deskAnnouncementRoutes);
    await desk.register(deskBrokerAgreementRoutes);
    await desk.register(deskLoadRoutes);
    await desk.register(deskJobRoutes);
  });
};

export default deskRoutes;
