import type { FastifyInstance, FastifyRequest } from 'fastify';
import { denied } from '../http/failures';
import type { ViewerIdentity } from '../http/context';
import { carrierIdentity, sessionOfToken } from './identity';
import { bearerValue, looksLikeAccessToken } from './tokens';

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerToken(header: string | undefined): string | null {
  const value = bearerValue(header);
  return value && looksLikeAccessToken(value) ? value : null;
}

/** The viewer of an `Authorization: Bearer` header whose session is active now, or null. */
export async function viewerOfAuthorization(app: FastifyInstance, header: string | undefined): Promise<ViewerIdentity | null> {
  const session = await sessionOfToken(app.db, carrierIdentity, bearerToken(header), app.clock.now());
  return session ? { userId: session.ownerId, clientId: session.clientId, sessionId: session.sessionId } : null;
}

/**
 * Decorates `app.authenticate`, the preHandler routes opt in to: `{ preHandler: app.authenticate }` on a route,
 * or `app.addHook('preHandler', app.authenticate)` for a whole plugin. It sets `request.viewer`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null as unknown as FastifyRequest['viewer']);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest) {
    const viewer = await viewerOfAuthorization(app, request.headers.authorization);
    // The same answer for every kind of refusal.
    if (!viewer) throw denied();
    request.viewer = viewer;
  });
}
