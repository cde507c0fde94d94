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
const driverLinkSecuritySchemeName = 'driverLink';

function isDeskPath(url: string): boolean {
  return url.toLowerCase().startsWith('/api/desk');
}

/** `/api/driver/...` opens with the token of a driver's link, never with a carrier's session. */
function isDriverLinkPath(url: string): boolean {
  return url.toLowerCase().startsWith('/api/driver/');
}

/**
 * The door an operation opens with: the desk's routes declare theirs; a driver link's routes take the link's
 * token; a carrier route that can answer 401 takes the carrier's bearer unless it declares otherwise (`security:
 * []` for the calls made without a session, such as ForgotPassword).
 */
function securityOf(url: string, declared: Record<string, unknown>): Record<string, unknown> {
  if (declared.security || isDeskPath(url)) return {};
  if (isDriverLinkPath(url)) return { security: [{ [driverLinkSecuritySchemeName]: [] }] };
  const answers401 = Boolean((declared.response as Record<string, unknown> | undefined)?.[401]);
  return answers401 ? { security: [{ [carrierSecuritySchemeName]: [] }] } : {};
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
          [driverLinkSecuritySchemeName]: {
            type: 'http', scheme: 'bearer', description: 'The token of a driver\'s link (/driver/{token}): opens /api/driver only, for that driver',
          },
        },
      },
    },
    transform({ schema, url }) {
      // Only the API is described: not the web app's pages, not the docs themselves.
      if (!isApiPath(url) || url.toLowerCase().startsWith(docsPrefix)) return { schema: { ...schema, hide: true }, url };
      const desk = isDeskPath(url);
      const declared = (schema ?? {}) as Record<string, unknown>;
      return {
        schema: { ...declared, tags: (declared.tags as string[] | undefined) ?? [desk ? 'desk' : 'carrier'], ...securityOf(url, declared) },
        url,
      };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: docsPrefix,
    uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
  });
}
