import type { FastifyInstance } from 'fastify';
import type { DeskApiKeyScope } from '../../../src/shared/contracts/deskApiKey';
import { createDeskApiKey } from '../../../src/server/auth/deskApiKeys';
import { addOperator } from '../../../src/server/auth/operatorSignIn';
import { uniqueAddress, uniqueEmail } from './appFixtures';

let keys = 0;

/**
 * `Authorization: Bearer <a new desk API key>`: what a broker's system sends to /api/desk (its own loads only), or
 * with `operator` a back-office script with the whole desk. Live keys' names are unique, so each is numbered.
 */
export async function deskAuthHeader(
  app: FastifyInstance, name = `test broker system ${process.pid}-${++keys}`, scope: DeskApiKeyScope = 'broker',
): Promise<Record<string, string>> {
  const { key } = await createDeskApiKey(app.db, { name, scope, now: app.clock.now() });
  return { authorization: `Bearer ${key}` };
}

/** A back-office script's operator key: the whole desk, as a signed-in operator has. */
export const operatorKeyHeader = (app: FastifyInstance) => deskAuthHeader(app, `test back office ${process.pid}-${++keys}`, 'operator');

export interface TestOperator {
  operatorId: number;
  email: string;
  password: string;
  name: string;
}

export async function createOperator(app: FastifyInstance, name = 'Olive Operator'): Promise<TestOperator> {
  const email = uniqueEmail('operator');
  const password = 'desk password for tests';
  const added = await addOperator(app.db, { email, name, password, now: app.clock.now() });
  if (!added) throw new Error(`operator ${email} exists`);
  return { operatorId: added.id, email, password, name };
}

/** Signs the operator in through POST /api/desk/token and answers its bearer header. */
export async function operatorAuthHeader(app: FastifyInstance, operator?: TestOperator): Promise<Record<string, string>> {
  const who = operator ?? (await createOperator(app));
  const response = await app.inject({
    method: 'POST', url: '/api/desk/token', remoteAddress: uniqueAddress(), payload: { email: who.email, password: who.password },
  });
  if (response.statusCode !== 200) throw new Error(`desk sign-in failed: ${response.body}`);
  return { authorization: `Bearer ${response.json().access_token}` };
}
