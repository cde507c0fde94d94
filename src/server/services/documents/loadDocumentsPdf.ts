import PDFDocument from 'pdfkit';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { DEFAULT_TIME_ZONE } from '../../../shared/timeZone';
import { drawBillOfLading } from './billOfLading';
import { drawDispatchSheet } from './dispatchSheet';
import { PAGE } from './layout';

export interface DocumentOptions {
  /** The reader's clock for scheduled times (IANA name). */
  timeZone?: string;
  printedAt: Date;
}

/** A load's documents as one PDF: the dispatch sheet, then a bill of lading per vehicle (built-in fonts only). */
export function loadDocumentsPdf(facts: LoadDocumentFacts, { timeZone = DEFAULT_TIME_ZONE, printedAt }: DocumentOptions): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'LETTER', margin: PAGE.margin, autoFirstPage: true,
    info: { Title: `Load ${facts.load.id}`, Author: facts.carrier.name, Subject: 'Dispatch sheet and bills of lading', Creator: 'Haulboard' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  drawDispatchSheet(doc, facts, { timeZone, printedAt });
  facts.load.vehicles.forEach((vehicle, index) => {
    doc.addPage();
    drawBillOfLading(doc, facts, vehicle, index + 1);
  });
  doc.end();
  return done;
}
