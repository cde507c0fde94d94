import type { FastifyPluginAsync } from 'fastify';
import { operatorGuard, registerOperatorDecoration } from '../../auth/operator';
import deskApiKeyRoutes from './apiKeys';
import deskLoadRoutes from './loads';
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
    await desk.register(deskLoadRoutes);
  });
};

export default deskRoutes;
