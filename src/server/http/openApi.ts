import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { deskSecuritySchemeName } from '../routes/desk/openApi';
import { isApiPath } from './paths';

/*
 * The API described as OpenAPI 3 from the schemas the routes already declare: the document at /api/docs/json,
 * Swagger UI at /api/docs. The UI's files are all same-origin scripts and styles, so the app's CSP lets it work.
 */

export const docsPrefix = '/api/docs';
const carrierSecuritySchemeName = 'carrierBearer';

function isDeskPath(url: string): boolean {
  return url.toLowerCase().startsWith('/api/desk');
}

/** Must run before any route is registered: the document is built from the routes as they are added. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Haulboard API',
        version: '1',
        description: 'The carrier API the web app calls, and the operator desk API under /api/desk for operators and brokers\' systems.',
      },
      tags: [
        { name: 'carrier', description: 'Called by the carrier web app with a carrier session token (POST /api/token)' },
        { name: 'desk', description: 'The operator desk: an operator session token (POST /api/desk/token) or a desk API key' },
      ],
      components: {
        securitySchemes: {
          [deskSecuritySchemeName]: {
            type: 'http', scheme: 'bearer',
            description: 'An operator session token from POST /api/desk/token, or a desk API key (npm run desk -- api-key)',
          },
          [carrierSecuritySchemeName]: { type: 'http', scheme: 'bearer', description: 'A carrier session token from POST /api/token' },
        },
      },
    },
    transform({ schema, url }) {
      // Only the API is described: not the web app's pages, not the docs themselves.
      if (!isApiPath(url) || url.toLowerCase().startsWith(docsPrefix)) return { schema: { ...schema, hide: true }, url };
      const desk = isDeskPath(url);
      const declared = (schema ?? {}) as Record<string, unknown>;
      // A carrier route that can answer 401 is one the carrier's bearer token opens.
      const answers401 = Boolean((declared.response as Record<string, unknown> | undefined)?.[401]);
      return {
        schema: {
          ...declared,
          tags: (declared.tags as string[] | undefined) ?? [desk ? 'desk' : 'carrier'],
          ...(!desk && answers401 && !declared.security ? { security: [{ [carrierSecuritySchemeName]: [] }] } : {}),
        },
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
