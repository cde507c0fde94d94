import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeskApiKeyScope } from '../../shared/contracts/deskApiKey';
import { denied } from '../http/failures';
import { deskApiKeyFor, looksLikeDeskApiKey } from './deskApiKeys';
import { deskIdentity, sessionOfToken } from './identity';
import { bearerValue } from './tokens';

/** Who calls the desk: a signed-in operator (operatorId, sessionId) or a broker's system (apiKeyId). */
export interface OperatorIdentity {
  operatorId: number | null;
  apiKeyId: number | null;
  /** The operator's session, for sign-out; null for an API key. */
  sessionId: number | null;
  /** The operator's or the key's name. */
  name: string;
  /** An API key's scope; absent for an operator's session, which has the whole desk. */
  apiKeyScope?: DeskApiKeyScope;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the desk's onRequest hook on every `/api/desk` route but sign-in; null elsewhere. */
    operator: OperatorIdentity;
  }
}

/** The operator behind this bearer value: an operator session token or a desk API key; never a carrier token. */
export async function operatorFor(app: FastifyInstance, bearer: string | null): Promise<OperatorIdentity | null> {
  if (!bearer) return null;
  const now = app.clock.now();
  if (looksLikeDeskApiKey(bearer)) {
    const key = await deskApiKeyFor(app.db, bearer, now);
    return key ? { operatorId: null, apiKeyId: key.id, sessionId: null, name: key.name, apiKeyScope: key.scope } : null;
  }
  const session = await sessionOfToken(app.db, deskIdentity, bearer, now);
  return session ? { operatorId: session.ownerId, apiKeyId: null, sessionId: session.sessionId, name: session.name } : null;
}

/** onRequest hook of the desk plugin: 401 unless an operator or a desk API key is calling. */
export function operatorGuard(app: FastifyInstance) {
  return async function authenticateOperator(request: FastifyRequest) {
    const operator = await operatorFor(app, bearerValue(request.headers.authorization));
    if (!operator) throw denied();
    request.operator = operator;
  };
}

export function registerOperatorDecoration(app: FastifyInstance): void {
  app.decorateRequest('operator', null as unknown as FastifyRequest['operator']);
}
