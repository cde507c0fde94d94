import type { FastifyInstance } from 'fastify';
import { createDeskApiKey } from '../../../src/server/auth/deskApiKeys';
import { addOperator } from '../../../src/server/auth/operatorSignIn';
import { uniqueAddress, uniqueEmail } from './appFixtures';

/** `Authorization: Bearer <a new desk API key>`: what a broker's system sends to /api/desk. */
export async function deskAuthHeader(app: FastifyInstance, name = 'test broker system'): Promise<Record<string, string>> {
  const { key } = await createDeskApiKey(app.db, { name, now: app.clock.now() });
  return { authorization: `Bearer ${key}` };
}

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
