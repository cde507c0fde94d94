import type { Kysely, Selectable } from 'kysely';
import type { DriverRecord, LoadRecord } from '../../shared/loads';
import type { ClientsTable, Database, Load } from '../db/tables';
import { findLoadDetail, type LoadReads, type LoadViewer } from './loads';

/** Everything a load's documents print: the load as the carrier sees it, the carrier, and its driver. */
export type Carrier = Selectable<ClientsTable>;

export interface LoadDocumentFacts {
  load: LoadRecord;
  carrier: Carrier;
  driver: DriverRecord | null;
  /** Who took the load at delivery, once the driver has said. */
  receivedBy: string | null;
}

/** The viewer's carrier; null when it is gone. */
export async function findCarrier(db: Kysely<Database>, clientId: number): Promise<Carrier | null> {
  return (await db.selectFrom('clients').selectAll().where('id', '=', clientId).executeTakeFirst()) ?? null;
}

/** What the documents of this load row print; null when the viewer's carrier is gone. */
export async function findLoadDocumentFacts(reads: LoadReads, viewer: LoadViewer, row: Load): Promise<LoadDocumentFacts | null> {
  const [{ driver, ...load }, carrier] = await Promise.all([findLoadDetail(reads, row, viewer), findCarrier(reads.db, viewer.clientId)]);
  return carrier ? { load, carrier, driver, receivedBy: row.receivedBy } : null;
}
