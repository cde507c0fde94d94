import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/wire';
import type { ViewerIdentity } from '../http/context';
import { findActiveSession } from '../repositories/sessions';
import { hashToken, looksLikeAccessToken } from './tokens';

export const deniedBody: ErrorBody = { message: 'Authorization has been denied for this request.' };

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match && looksLikeAccessToken(match[1]) ? match[1] : null;
}

/** The viewer of an `Authorization: Bearer` header whose session is active now, or null. */
export async function viewerOfAuthorization(app: FastifyInstance, header: string | undefined): Promise<ViewerIdentity | null> {
  const token = bearerToken(header);
  // No database lookup for a malformed token.
  const session = token ? await findActiveSession(app.db, hashToken(token), app.clock.now().toISOString()) : null;
  return session ? { userId: session.userId, clientId: session.clientId, sessionId: session.sessionId } : null;
}

/**
 * Decorates `app.authenticate`, the preHandler routes opt in to: `{ preHandler: app.authenticate }` on a route,
 * or `app.addHook('preHandler', app.authenticate)` for a whole plugin. It sets `request.viewer`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null as unknown as FastifyRequest['viewer']);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await viewerOfAuthorization(app, request.headers.authorization);
    // The same answer for every kind of refusal.
    if (!viewer) return reply.code(401).header('www-authenticate', 'Bearer').send(deniedBody);
    request.viewer = viewer;
  });
}
