import type { FastifyPluginAsync } from 'fastify';
import { operatorGuard, registerOperatorDecoration } from '../../auth/operator';
import deskAnnouncementRoutes from './announcements';
import deskApplicationRoutes from './applications';
import deskApiKeyRoutes from './apiKeys';
import deskBrokerAgreementRoutes from './brokerAgreements';
import deskCallRequestRoutes from './callRequests';
import deskInvoiceRoutes from './invoices';
import deskJobRoutes from './jobs';
import deskLoadRoutes from './loads';
import deskPaymentPreferenceRoutes from './paymentPreferences';
import deskRegistrationCodeRoutes from './registrationCodes';
import { wholeDeskOnly } from './scope';
import { deskSessionRoutes, deskSignInRoutes } from './session';

/*
 * The operator desk's API, mounted at /api/desk. Every route but sign-in sits behind the operator guard:
 * `Authorization: Bearer <operator session token | desk API key>` sets `request.operator`; a carrier's token is a 401.
 * A broker's API key reaches only its own loads (and whoami): every other door answers it 403, new doors included.
 */
const deskRoutes: FastifyPluginAsync = async (app) => {
  registerOperatorDecoration(app);
  await app.register(deskSignInRoutes);
  await app.register(async (desk) => {
    desk.addHook('onRequest', operatorGuard(desk));
    await desk.register(deskSessionRoutes);
    await desk.register(deskLoadRoutes);
    await desk.register(async (wholeDesk) => {
      wholeDesk.addHook('onRequest', wholeDeskOnly);
      // Each other desk resource registers here, for operators and their operator keys only.
      await wholeDesk.register(deskApiKeyRoutes);
      await wholeDesk.register(deskInvoiceRoutes);
      await wholeDesk.register(deskPaymentPreferenceRoutes);
      await wholeDesk.register(deskRegistrationCodeRoutes);
      await wholeDesk.register(deskApplicationRoutes);
      await wholeDesk.register(deskAnnouncementRoutes);
      await wholeDesk.register(deskBrokerAgreementRoutes);
      await wholeDesk.register(deskJobRoutes);
      await wholeDesk.register(deskCallRequestRoutes);
    });
  });
};

export default deskRoutes;
