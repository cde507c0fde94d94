import type { FastifyPluginAsync } from 'fastify';
import currentUserRoutes from './currentUser';
import healthRoutes from './health';
import tokenRoutes from './token';

/** Every API resource; app.ts mounts this under /api. */
const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(tokenRoutes);
  await app.register(currentUserRoutes);
  await app.register(healthRoutes);
};

export default apiRoutes;
