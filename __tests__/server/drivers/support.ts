import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { bearer, createCarrier, signIn } from '../support/appFixtures';

export interface DriverFields {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  enabled?: boolean;
}

export async function insertDriver(db: Db, clientId: number, fields: DriverFields = {}): Promise<number> {
  const { id } = await db.db
    .insertInto('drivers')
    .values({
      clientId,
      firstName: fields.firstName === undefined ? 'Pat' : fields.firstName,
      lastName: fields.lastName === undefined ? 'Driver' : fields.lastName,
      userName: null,
      email: fields.email === undefined ? null : fields.email,
      cellPhoneNumber: '540-555-0199',
      twicCardExpiration: null,
      vtasPassword: null,
      notes: null,
      hasHandHeld: 'No',
      enabled: fields.enabled === false ? 0 : 1,
      createdAt: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A carrier signed in, with a `get` that sends its token. */
export async function signedInCarrier(app: FastifyInstance, db: Db) {
  const carrier = await createCarrier(db);
  const token = await signIn(app, carrier);
  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(token) });
  return { ...carrier, get };
}
