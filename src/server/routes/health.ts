import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';

const Healthy = Type.Object({ status: Type.Literal('ok'), database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) });
const Unavailable = Type.Object({ status: Type.Literal('unavailable') });

/** For load balancers and uptime checks: the process answers and its database answers. */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/health', { schema: { response: { 200: Healthy, 503: Unavailable } } }, async (request, reply) => {
    try {
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'health check: the database does not answer');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};

export default healthRoutes;
