import type { FastifyRequest } from 'fastify';
import type { OperatorIdentity } from '../../auth/operator';
import { forbidden } from '../../http/failures';

/*
 * Who has the whole desk: operators (people, through their sessions) and the operator keys they make for
 * back-office scripts. A broker's key has its own loads and nothing else.
 */

const hasWholeDesk = (caller: OperatorIdentity) => caller.operatorId !== null || caller.apiKeyScope === 'operator';

/** onRequest hook of every desk door but loads: a broker's key is refused before its request is read. */
export async function wholeDeskOnly(request: FastifyRequest): Promise<void> {
  if (!hasWholeDesk(request.operator)) throw forbidden('A broker\'s API key may only post and manage its own loads.');
}

/** The poster whose loads this caller may touch: a broker key's own name, or undefined for the whole desk. */
export const ownPoster = (caller: OperatorIdentity): string | undefined => (hasWholeDesk(caller) ? undefined : caller.name);
