import type { Kysely } from 'kysely';
import { DISPATCH_TIME_ZONE, formatCallTime } from '../../shared/callSlots';
import type { Database } from '../db/tables';

export interface NewCallRequest {
  clientId: number;
  userId: number;
  callAt: string;
  timeZone: string;
  createdAt: string;
}

export async function insertCallRequest(db: Kysely<Database>, request: NewCallRequest): Promise<number> {
  const row = await db.insertInto('callRequests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export interface CallRequestRow {
  id: number;
  clientId: number;
  clientName: string;
  userId: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  callAt: string;
  timeZone: string;
  createdAt: string;
}

/** The requests for calls still to come (from `since`), soonest first, with whom to call. */
export async function findCallRequests(db: Kysely<Database>, since: Date): Promise<CallRequestRow[]> {
  return db.selectFrom('callRequests')
    .innerJoin('users', 'users.id', 'callRequests.userId')
    .innerJoin('clients', 'clients.id', 'callRequests.clientId')
    .select([
      'callRequests.id', 'callRequests.clientId', 'clients.name as clientName', 'callRequests.userId', 'users.firstName', 'users.lastName',
      'users.email', 'users.primaryPhone as phone', 'callRequests.callAt', 'callRequests.timeZone', 'callRequests.createdAt',
    ])
    .where('callRequests.callAt', '>=', since.toISOString())
    .orderBy('callRequests.callAt').orderBy('callRequests.id')
    .execute();
}

/** The desk's view of a request (route and command line): the time as the carrier sees it and as dispatch does. */
export function toDeskCallRequest(row: CallRequestRow) {
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: row.clientName,
    userId: row.userId,
    name: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    phone: row.phone,
    callAt: row.callAt,
    timeZone: row.timeZone,
    carrierTime: formatCallTime(row.callAt, row.timeZone),
    dispatchTime: formatCallTime(row.callAt, DISPATCH_TIME_ZONE),
    requestedAt: row.createdAt,
  };
}

/** Calls from a day ago on: the ones still to make and those just made. */
export const callRequestsSince = (now: Date) => new Date(now.getTime() - 24 * 3_600_000);
