import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../../src/server/db/database';
import { issueDriverLink } from '../../../src/server/services/driverLink/sendLink';
import { bearer } from '../support/appFixtures';
import { carrierSession, claimedBy, insertDriver, insertLoad, type CarrierSession } from '../lists/support';

export { aVehicle, carrierSession, claimedBy, insertDriver, insertLoad, listIds, postList, type CarrierSession } from '../lists/support';

/** A carrier with one driver who holds a live link, and the link's token. */
export interface LinkedDriver {
  carrier: CarrierSession;
  driverId: number;
  token: string;
}

export async function linkedDriver(app: FastifyInstance, db: Db, carrier?: CarrierSession): Promise<LinkedDriver> {
  const owner = carrier ?? await carrierSession(app, db, 'Blue Ridge Car Carriers');
  const driverId = await insertDriver(db, owner.clientId, { firstName: 'Rosa', lastName: 'Diaz' });
  return { carrier: owner, driverId, token: await issueDriverLink(app, driverId) };
}

/** A load the carrier claimed for this driver, waiting for pick-up unless told. */
export function assignedLoad(db: Db, linked: LinkedDriver, status: 'PendingPickup' | 'InRoute' | 'Delivered' = 'PendingPickup', rate = 1250) {
  return insertLoad(db, { ...claimedBy(linked.carrier, status), driverId: linked.driverId, rate });
}

export function asDriver(app: FastifyInstance, token: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<LightMyRequestResponse> {
  return app.inject({
    method, url: `/api/driver/${url}`,
    headers: { ...bearer(token), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

export function asCarrier(app: FastifyInstance, session: CarrierSession, method: 'GET' | 'POST' | 'DELETE' | 'PUT', url: string): Promise<LightMyRequestResponse> {
  return app.inject({ method, url: `/api/${url}${url.includes('?') ? '&' : '?'}SourceApplication=CarrierPortal`, headers: bearer(session.token) });
}

export { inspected } from '../inspections/support';
