import type PDFDocument from 'pdfkit';
import type { LoadDocumentFacts } from '../../repositories/loadDocuments';
import { DEFAULT_TIME_ZONE } from '../../../shared/timeZone';
import { drawBillOfLading } from './billOfLading';
import { drawDispatchSheet } from './dispatchSheet';
import { PAGE } from './layout';
import { lazyModule } from '../../lazyModule';

const pdfkit = lazyModule<typeof PDFDocument>('pdfkit');

export interface DocumentOptions {
  /** The reader's clock for scheduled times (IANA name). */
  timeZone?: string;
  printedAt: Date;
  /**
   * 'billsOfLading' leaves the dispatch sheet out: it is the carrier's (its pay, the broker's instructions), while the
   * bills are what the shipper and the receiver signed and are mailed.
   */
  pages?: 'all' | 'billsOfLading';
}

/** A load's documents as one PDF: the dispatch sheet, then a bill of lading per vehicle (built-in fonts only). */
export function loadDocumentsPdf(facts: LoadDocumentFacts, { timeZone = DEFAULT_TIME_ZONE, printedAt, pages = 'all' }: DocumentOptions): Promise<Buffer> {
  const withSheet = pages === 'all';
  const doc = new (pdfkit())({
    size: 'LETTER', margin: PAGE.margin, autoFirstPage: false,
    info: {
      Title: `Load ${facts.load.id}`, Author: facts.carrier.name, Creator: 'Haulboard',
      Subject: withSheet ? 'Dispatch sheet and bills of lading' : 'Bills of lading',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (withSheet) {
    doc.addPage();
    drawDispatchSheet(doc, facts, { timeZone, printedAt });
  }
  facts.load.vehicles.forEach((vehicle, index) => {
    doc.addPage();
    drawBillOfLading(doc, facts, vehicle, index + 1);
  });
  doc.end();
  return done;
}
