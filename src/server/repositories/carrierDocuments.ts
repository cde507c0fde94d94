import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export type CarrierDocumentKind = 'Insurance' | 'BrokerAgreement';

/** A document as the lists answer it (account spec 3): documentId, title, dateAdded. */
export interface CarrierDocument {
  documentId: number;
  title: string;
  dateAdded: string;
}

export interface DocumentFile {
  id: number;
  fileName: string;
  contentType: string;
  content: Buffer;
}

export interface NewCarrierDocument {
  clientId: number;
  kind: CarrierDocumentKind;
  title: string;
  dateAdded: string;
  fileName: string;
  contentType: string;
  content: Buffer;
  damageExpiresOn?: string | null;
  liabilityExpiresOn?: string | null;
}

/** Dates (YYYY-MM-DD) the carrier's insurance cover ends, or null where nothing says. */
export interface InsuranceExpiry {
  damageExpiresOn: string | null;
  liabilityExpiresOn: string | null;
}

/** Newest first; the file's bytes are not read for a list. */
export async function findCarrierDocuments(db: Kysely<Database>, clientId: number, kind: CarrierDocumentKind): Promise<CarrierDocument[]> {
  const rows = await db.selectFrom('carrierDocuments')
    .select(['id', 'title', 'dateAdded'])
    .where('clientId', '=', clientId).where('kind', '=', kind)
    .orderBy('dateAdded', 'desc').orderBy('id', 'desc')
    .execute();
  return rows.map(({ id, title, dateAdded }) => ({ documentId: id, title, dateAdded }));
}

/** The ids among `ids` that belong to the carrier; another carrier's ids are simply absent. */
export async function findOwnedDocumentIds(db: Kysely<Database>, clientId: number, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.selectFrom('carrierDocuments').select('id')
    .where('clientId', '=', clientId).where('id', 'in', [...ids])
    .execute();
  return rows.map(({ id }) => id);
}

export async function findDocumentFile(db: Kysely<Database>, id: number): Promise<DocumentFile | null> {
  const row = await db.selectFrom('carrierDocuments')
    .select(['id', 'fileName', 'contentType', 'content'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { ...row, content: Buffer.from(row.content) } : null;
}

export async function insertCarrierDocument(db: Kysely<Database>, document: NewCarrierDocument): Promise<CarrierDocument> {
  const { id } = await db.insertInto('carrierDocuments').values(document).returning('id').executeTakeFirstOrThrow();
  return { documentId: id, title: document.title, dateAdded: document.dateAdded };
}

/**
 * What the dashboard's insurance warning counts down to: the dates of the latest certificate of insurance that
 * states them; before any such upload, the dates kept on the carrier's own record.
 */
export async function findInsuranceExpiry(db: Kysely<Database>, clientId: number): Promise<InsuranceExpiry> {
  const certificate = await db.selectFrom('carrierDocuments')
    .select(['damageExpiresOn', 'liabilityExpiresOn'])
    .where('clientId', '=', clientId).where('kind', '=', 'Insurance')
    .where('damageExpiresOn', 'is not', null).where('liabilityExpiresOn', 'is not', null)
    .orderBy('dateAdded', 'desc').orderBy('id', 'desc')
    .executeTakeFirst();
  if (certificate) return certificate;
  const client = await db.selectFrom('clients')
    .select(['damageInsuranceExpires', 'liabilityInsuranceExpires'])
    .where('id', '=', clientId)
    .executeTakeFirst();
  return { damageExpiresOn: client?.damageInsuranceExpires ?? null, liabilityExpiresOn: client?.liabilityInsuranceExpires ?? null };
}
