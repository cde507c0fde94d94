import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ViewerIdentity } from '../http/context';
import type { FieldError } from '../../shared/wire';
import { readEmailRequest, unknownRecipient, type EmailRequest } from '../services/exports/emailRequest';
import { attachmentDisposition } from '../services/exports/fileNames';
import { resultTypeOf, type ResultType } from '../services/exports/resultType';
import { sendAttachment } from '../services/exports/sendAttachment';
import { fieldsRefused } from '../http/failures';

/*
 * The three answers of a list call (account spec 7, loads spec 7): the page itself, the whole list as a CSV file,
 * or that file mailed to one of the carrier's own drivers or team members. Shared by the load lists and invoices.
 */

export interface ExportRequest {
  resultType: ResultType;
  /** Set when resultType is 'email'. */
  email: EmailRequest | null;
}

/** The result type of the query and, for Email, the e-mail form of the body, or their field errors. */
export function readExportRequest(resultType: string | undefined, raw: Record<string, unknown>): { request: ExportRequest } | { errors: FieldError[] } {
  const type = resultTypeOf(resultType);
  if (type === null) return { errors: [{ field: 'resultType', message: 'Must be one of: CSV, Email.' }] };
  if (type !== 'email') return { request: { resultType: type, email: null } };
  const email = readEmailRequest(raw);
  return 'errors' in email ? email : { request: { resultType: type, email: email.request } };
}

export interface CsvExport {
  csv: string;
  fileName: string;
  /** Used when the e-mail form leaves the subject or the message blank. */
  defaultSubject: string;
  defaultText: string;
}

/** Answers the file as a download, or mails it and answers `{ok: true}`; an unknown recipient is a 400 on toUserId. */
export async function replyWithCsv(
  app: FastifyInstance, reply: FastifyReply, viewer: ViewerIdentity, email: EmailRequest | null, file: CsvExport,
): Promise<FastifyReply | { ok: true }> {
  if (!email) {
    return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(file.fileName)).send(file.csv);
  }
  const sent = await sendAttachment(app, viewer, email, {
    defaultSubject: file.defaultSubject,
    defaultText: file.defaultText,
    attachment: { filename: file.fileName, content: Buffer.from(file.csv, 'utf8'), contentType: 'text/csv' },
  });
  if (!sent) throw fieldsRefused([unknownRecipient]);
  return { ok: true };
}
