import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { pendingMigrations } from '../db/migrate';

const Alive = Type.Object({ status: Type.Literal('ok') });
const Ready = Type.Object({ status: Type.Literal('ready'), database: Type.Union([Type.Literal('sqlite'), Type.Literal('postgres')]) });
const NotReady = Type.Object({
  status: Type.Literal('unavailable'),
  /** What is missing, in words for whoever reads the probe's log. */
  waitingFor: Type.Array(Type.String()),
});

/** What this process still waits for before it can serve; empty when it can. */
async function waitingFor(app: FastifyInstance, migrated: { done: boolean }): Promise<string[]> {
  try {
    await sql`select 1`.execute(app.db);
  } catch (error) {
    app.log.error({ err: error }, 'readiness: the database does not answer');
    return ['the database'];
  }
  const waiting: string[] = [];
  // Once every migration has run it stays run: the table is read only until then.
  if (!migrated.done) {
    const pending = await pendingMigrations({ db: app.db, dialect: app.dialect });
    migrated.done = pending.length === 0;
    if (!migrated.done) waiting.push(`migrations (${pending.join(', ')})`);
  }
  if (!app.loadSearch.isBuilt()) waiting.push('the search index');
  return waiting;
}

/**
 * For load balancers and orchestrators. Health: the process is alive and answers (restart it when not).
 * Ready: it can serve, its database reachable and migrated and its search index built (send it traffic when so).
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const migrated = { done: false };

  app.get('/health', { schema: { response: { 200: Alive } } }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { schema: { response: { 200: Ready, 503: NotReady } } }, async (_request, reply) => {
    const waiting = await waitingFor(app, migrated);
    if (waiting.length > 0) return reply.code(503).send({ status: 'unavailable' as const, waitingFor: waiting });
    return { status: 'ready' as const, database: app.dialect };
  });
};

export default healthRoutes;
