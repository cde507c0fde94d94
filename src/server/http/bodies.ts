import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

export const bodyLimit = 1024 * 1024;

/**
 * JSON and form-encoded bodies (POST /api/token is form-encoded). An empty JSON body counts as no body:
 * request helpers often send `Content-Type: application/json` on a DELETE or a POST without payload.
 */
export async function registerBodyParsers(app: FastifyInstance): Promise<void> {
  // Plain text is no way to talk to this API: such bodies answer 415 instead of reaching a handler as a string.
  app.removeContentTypeParser('text/plain');
  await app.register(formbody, { bodyLimit });
  // `__proto__` and `constructor` keys are kept as JSON.parse makes them (own keys, harmless): key casing refuses
  // them by field, as it does in query strings and form bodies.
  const parseJson = app.getDefaultJsonParser('ignore', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, undefined);
    return parseJson(request, body as string, done);
  });
}
