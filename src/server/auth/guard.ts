import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ErrorBody } from '../../shared/wire';
import '../http/context';
import { findActiveSession } from '../repositories/sessions';
import { hashToken, looksLikeAccessToken } from './tokens';

export const deniedBody: ErrorBody = { message: 'Authorization has been denied for this request.' };

/** The token of an `Authorization: Bearer <token>` header, or null for anything else. */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '');
  return match && looksLikeAccessToken(match[1]) ? match[1] : null;
}

/**
 * Decorates `app.authenticate`, the preHandler routes opt in to: `{ preHandler: app.authenticate }` on a route,
 * or `app.addHook('preHandler', app.authenticate)` for a whole plugin. It sets `request.viewer`.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('viewer', null as unknown as FastifyRequest['viewer']);
  app.decorate('authenticate', async function authenticate(request: FastifyRequest, reply: FastifyReply) {
    const token = bearerToken(request.headers.authorization);
    const session = token ? await findActiveSession(app.db, hashToken(token), app.clock.now().toISOString()) : null;
    if (!session) {
      // No DB lookup for malformed tokens, and the same answer for every kind of refusal.
      return reply.code(401).header('www-authenticate', 'Bearer').send(deniedBody);
    }
    request.viewer = { userId: session.userId, clientId: session.clientId, sessionId: session.sessionId };
  });
}
