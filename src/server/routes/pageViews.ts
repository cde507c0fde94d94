import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { viewerOfAuthorization } from '../auth/guard';
import { insertPageView } from '../repositories/pageViews';
import { ErrorBodySchema } from './schemas';

export const PAGE_VIEW_PATH_MAX_LENGTH = 300;

// A path of the app only: no query or fragment (they can carry e-mails and codes), no scheme or host.
const PageViewPath = Type.String({ minLength: 1, maxLength: PAGE_VIEW_PATH_MAX_LENGTH, pattern: '^/[^?#\\s]*$' });

/**
 * `POST PageViews` (account spec 2.3, "page views are tracked on every route change"): the first-party record.
 * Visitors of public pages count too; a valid token adds who viewed, an invalid one is simply not used.
 */
const pageViewRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post('/PageViews', {
    schema: { body: Type.Object({ path: PageViewPath }), response: { 204: Type.Null(), 400: ErrorBodySchema } },
  }, async (request, reply) => {
    const now = app.clock.now();
    const session = await viewerOfAuthorization(app, request.headers.authorization);
    await insertPageView(app.db, {
      path: request.body.path, userId: session?.userId ?? null, clientId: session?.clientId ?? null, viewedAt: now.toISOString(),
    });
    return reply.code(204).send(null);
  });
};

export default pageViewRoutes;
