import type { Kysely, Selectable } from 'kysely';
import type { DriverRecord, LoadRecord } from '../../shared/loads';
import type { ClientsTable, Database } from '../db/tables';
import { findLoadRow } from './loadAssignments';
import { findLoadDetail, type LoadViewer } from './loads';

/** Everything a load's documents print: the load as the carrier sees it, the carrier, and its driver. */
export type Carrier = Selectable<ClientsTable>;

export interface LoadDocumentFacts {
  load: LoadRecord;
  carrier: Carrier;
  driver: DriverRecord | null;
}

/** The viewer's carrier; null when it is gone. */
export async function findCarrier(db: Kysely<Database>, clientId: number): Promise<Carrier | null> {
  return (await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst()) ?? null;
}

/** Null when the load does not exist; the caller decides whether this viewer may have its documents. */
export async function findLoadDocumentFacts(db: Kysely<Database>, viewer: LoadViewer, loadId: number): Promise<LoadDocumentFacts | null> {
  const [row, carrier] = await Promise.all([findLoadRow(db, loadId), findCarrier(db, viewer.clientId)]);
  if (!row || !carrier) return null;
  const { driver, ...load } = await findLoadDetail(db, row, viewer);
  return { load, carrier, driver };
}
