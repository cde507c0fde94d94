import type { FastifyInstance } from 'fastify';
import { EMAIL_PATTERN } from '../../../shared/formWords';
import type { InspectionStage } from '../../../shared/inspections';
import { HttpError } from '../../http/errors';
import { findLoadRow } from '../../repositories/loadAssignments';
import { findLoadDocumentFacts } from '../../repositories/loadDocuments';
import { loadDocumentsPdf } from '../documents/loadDocumentsPdf';
import { sentByLine } from '../exports/sendAttachment';
import { assertMaySend } from '../limits/sendingLimits';
import { billOfLadingMessage } from './billOfLadingWords';

/** What became of a bill of lading's mail; none of them touches the inspection, which is already stored. */
export type BillMailOutcome = 'sent' | 'noAddress' | 'notInspected' | 'limited' | 'failed';

export function billOfLadingFileName(loadId: number): string {
  return `Bill of lading - Load ${loadId}.pdf`;
}

/**
 * Mails the load's bills of lading (one page per vehicle, without the dispatch sheet: that is the carrier's, with
 * its pay) to the address the shipper (pick-up) or the receiver (delivery) gave when signing the current
 * inspection of that stage. Counted against the carrier's sending limits like all mail its work makes the server
 * write. Called after the inspection is stored: every failure is logged and answered, never thrown.
 */
export async function mailBillOfLading(app: FastifyInstance, loadId: number, stage: InspectionStage): Promise<BillMailOutcome> {
  try {
    const row = await findLoadRow(app.db, loadId);
    if (!row || row.carrierClientId === null) return 'notInspected';
    const clientId = row.carrierClientId;
    // The carrier's view of its own load, read for no one user: the bills print nothing that depends on who reads.
    const facts = await findLoadDocumentFacts(app.appContext, { clientId, userId: 0 }, row);
    const record = facts?.inspections[stage];
    if (!facts || !record || facts.load.vehicles.length === 0) return 'notInspected';
    const to = (record.customer.email ?? '').trim();
    if (to === '' || !EMAIL_PATTERN.test(to)) return 'noAddress';

    await assertMaySend(app.appContext, clientId, { mail: 1 });
    const pdf = await loadDocumentsPdf(facts, { pages: 'billsOfLading', printedAt: app.clock.now() });
    const message = billOfLadingMessage(facts, record);
    await app.mailer.send({
      to,
      toName: record.customer.name.trim() || undefined,
      subject: message.subject,
      text: `${message.text}\n\n${sentByLine(facts.carrier.name)}\n`,
      replyTo: facts.carrier.email?.trim() || undefined,
      attachments: [{ filename: billOfLadingFileName(loadId), content: pdf, contentType: 'application/pdf' }],
      clientId,
    });
    return 'sent';
  } catch (error) {
    // The customer's address stays out of the log; the load and the stage are enough to find the inspection.
    if (error instanceof HttpError && error.statusCode === 429) {
      app.log.warn({ loadId, stage }, 'The bill of lading was not mailed: the carrier is past its sending limits');
      return 'limited';
    }
    app.log.error({ err: error, loadId, stage }, 'The bill of lading could not be mailed');
    return 'failed';
  }
}
