import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Logger } from 'pino';
import { buildApp } from '../../../src/server/app';
import { hashPassword } from '../../../src/server/auth/passwords';
import type { Clock } from '../../../src/server/clock';
import { loadConfig } from '../../../src/server/config';
import type { Db } from '../../../src/server/db/database';
import { insertUser } from '../../../src/server/repositories/users';

/** The app on a test database, quiet, without the built client unless a directory is given. */
export async function testApp(
  db: Db,
  options: { clientDir?: string; logger?: Logger; clock?: Clock; env?: Record<string, string> } = {},
): Promise<FastifyInstance> {
  const clientDir = options.clientDir ?? path.join(os.tmpdir(), 'haulboard-no-client-build');
  return buildApp({ db, config: loadConfig({ LOG_LEVEL: 'silent', ...options.env }), logger: options.logger, clock: options.clock, clientDir });
}

const hashes = new Map<string, Promise<string>>();

/**
 * The stored hash of a test account's password. Accounts with the same password share one hash, made once per
 * suite: sign-ins still verify it with scrypt, and hashing itself is tested where it is the subject.
 */
export function storedPasswordHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

/** A fresh address per test keeps the per-address sign-in throttle of one test out of the others. */
export function uniqueAddress(): string {
  sequence += 1;
  return `10.0.${Math.floor(sequence / 250)}.${(sequence % 250) + 1}`;
}

export function uniqueEmail(name = 'carrier'): string {
  sequence += 1;
  return `${name}.${process.pid}.${sequence}@haul.test`;
}

export interface TestCarrier {
  clientId: number;
  userId: number;
  email: string;
  password: string;
}

export async function createCarrier(
  db: Db,
  overrides: { email?: string; password?: string; passwordExpiresAt?: string | null; clientName?: string } = {},
): Promise<TestCarrier> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? 'correct horse battery';
  const createdAt = new Date().toISOString();
  const { id: clientId } = await db.db
    .insertInto('clients')
    .values({
      name: overrides.clientName ?? 'Blue Ridge Car Carriers',
      primaryPhone: '540-555-0100', cellPhone: null, email, address1: '1 Depot Rd', address2: null,
      city: 'Roanoke', state: 'VA', zip: '24011', dotNumber: '1234567', mcNumber: 'MC-76543', federalTaxId: '12-3456789',
      defaultPaymentMethod: 'ACH30', paymentMethodChangeRequested: null, damageInsuranceExpires: null,
      liabilityInsuranceExpires: null, haveTwicCard: 0, haveStraps: 1, haveWinches: 1, trucksHaveInternet: 0,
      handleInops: 0, createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const userId = await insertUser(db.db, {
    clientId, userName: email, email, firstName: 'Dana', lastName: 'Hauler', primaryPhone: '540-555-0101',
    cellPhone: '540-555-0102', address1: '1 Depot Rd', address2: 'Suite 2', city: 'Roanoke', state: 'VA', zip: '24011',
    passwordHash: await storedPasswordHash(password), passwordExpiresAt: overrides.passwordExpiresAt ?? null,
    lessThan500: 1, moreThan500: 0, regions: '[]', createdAt,
  });
  return { clientId, userId, email, password };
}

export function form(fields: Record<string, string>): InjectOptions {
  return {
    method: 'POST',
    url: '/api/token?SourceApplication=CarrierPortal',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  };
}

export function signInRequest(email: string, password: string, remoteAddress = '127.0.0.1'): InjectOptions {
  return { ...form({ grant_type: 'password', username: email, password }), remoteAddress };
}

export async function signIn(app: FastifyInstance, carrier: TestCarrier): Promise<string> {
  const response = await app.inject(signInRequest(carrier.email, carrier.password, uniqueAddress()));
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
  return response.json().access_token;
}

export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
