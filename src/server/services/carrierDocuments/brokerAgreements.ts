import type { Kysely } from 'kysely';
import type { FieldError } from '../../../shared/wire';
import type { Database } from '../../db/tables';
import { insertCarrierDocument } from '../../repositories/carrierDocuments';
import { dayInZone } from '../../../shared/timeZone';
import { storedFileName } from './fileNames';
import { certificateTypeOf, MAX_CERTIFICATE_BYTES } from './fileType';

/*
 * Broker-carrier agreements the operator publishes to carriers' My Documents (account spec 2.11), for the desk API
 * (POST /api/desk/broker-agreements) and `npm run desk -- broker-agreement add`. An agreement goes to one named
 * carrier (each signs its own contract with the broker) or to every carrier there is at that moment; each gets its
 * own row, so a carrier's documents stay one `client_id` away.
 */

export const AGREEMENT_TITLE_MAX_LENGTH = 120;

export interface AgreementDraft {
  title?: string;
  /** null: every carrier there is now. */
  clientId: number | null;
  /** The name the operator's file had; the stored name ends in .pdf whatever it was. */
  fileName?: string;
  content: Buffer;
  now: Date;
}

export interface PublishedAgreement {
  documentId: number;
  clientId: number;
  clientName: string;
  title: string;
  dateAdded: string;
  fileName: string;
}

export type PublishOutcome =
  | { outcome: 'published'; agreements: PublishedAgreement[] }
  | { outcome: 'no-carrier' }
  | { outcome: 'invalid'; errors: FieldError[] };

export function agreementProblems(draft: Pick<AgreementDraft, 'title' | 'content'>): FieldError[] {
  const problems: FieldError[] = [];
  const title = draft.title?.trim() ?? '';
  if (!title) problems.push({ field: 'title', message: 'A title is required.' });
  else if (title.length > AGREEMENT_TITLE_MAX_LENGTH) {
    problems.push({ field: 'title', message: `Must be at most ${AGREEMENT_TITLE_MAX_LENGTH} characters.` });
  }
  if (draft.content.length === 0) problems.push({ field: 'file', message: 'Send the agreement as a PDF file.' });
  else if (draft.content.length > MAX_CERTIFICATE_BYTES) problems.push({ field: 'file', message: 'The file is larger than 10 MB.' });
  else if (certificateTypeOf(draft.content)?.contentType !== 'application/pdf') problems.push({ field: 'file', message: 'The file is not a PDF file.' });
  return problems;
}

export async function publishBrokerAgreement(db: Kysely<Database>, draft: AgreementDraft): Promise<PublishOutcome> {
  const errors = agreementProblems(draft);
  if (errors.length > 0) return { outcome: 'invalid', errors };
  const title = draft.title!.trim();
  const clients = await db.selectFrom('clients').select(['id', 'name'])
    .$if(draft.clientId !== null, (query) => query.where('id', '=', draft.clientId!))
    .orderBy('id').execute();
  if (clients.length === 0) return { outcome: 'no-carrier' };
  const fileName = storedFileName(draft.fileName, { contentType: 'application/pdf', extension: 'pdf' });
  // The broker publishes on its own calendar; carriers see the day it was added.
  const dateAdded = dayInZone(draft.now, 'UTC');
  const agreements = await db.transaction().execute(async (trx) => {
    const published: PublishedAgreement[] = [];
    for (const client of clients) {
      const { documentId } = await insertCarrierDocument(trx, {
        clientId: client.id, kind: 'BrokerAgreement', title, dateAdded, fileName, contentType: 'application/pdf', content: draft.content,
      });
      published.push({ documentId, clientId: client.id, clientName: client.name, title, dateAdded, fileName });
    }
    return published;
  });
  return { outcome: 'published', agreements };
}
