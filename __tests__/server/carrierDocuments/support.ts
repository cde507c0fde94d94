import type { Db } from '../../../src/server/db/database';
import { insertCarrierDocument, type CarrierDocumentKind } from '../../../src/server/repositories/carrierDocuments';

export const pdfBytes = (text = 'certificate') => Buffer.from(`%PDF-1.4\n% ${text}\n%%EOF\n`);
export const pngBytes = () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
export const jpegBytes = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]);

export async function insertDocument(
  db: Db, clientId: number,
  { kind = 'Insurance', title = 'Certificate of Insurance - Cargo', dateAdded = '2026-03-01', content = pdfBytes(title), fileName = 'cargo.pdf' }:
  { kind?: CarrierDocumentKind; title?: string; dateAdded?: string; content?: Buffer; fileName?: string } = {},
): Promise<number> {
  const { documentId } = await insertCarrierDocument(db.db, {
    clientId, kind, title, dateAdded, fileName, contentType: 'application/pdf', content,
  });
  return documentId;
}

/** The path and query of a managedDocumentUrl, to ask `app.inject` for it. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
