import { createHmac } from 'node:crypto';
import { isSignature } from '../../auth/signatures';

/** Long enough to start a download after asking, short enough that a link passed on soon stops working. */
export const DOCUMENT_URL_LIFETIME_SECONDS = 5 * 60;

export const TAMPERED_LINK_MESSAGE = 'This document link is not valid. Ask for the document again from My Documents.';
export const EXPIRED_LINK_MESSAGE = 'This document link has expired. Ask for the document again from My Documents.';

export interface DocumentLink {
  documentId: number;
  /** Unix seconds after which the link no longer serves the file. */
  expires: number;
  signature: string;
}

function signatureOf(secret: string, documentId: number, expires: number): Buffer {
  return createHmac('sha256', secret).update(`carrier-document:${documentId}:${expires}`).digest();
}

export function signDocumentLink(secret: string, documentId: number, now: Date): DocumentLink {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_LIFETIME_SECONDS;
  return { documentId, expires, signature: signatureOf(secret, documentId, expires).toString('base64url') };
}

export function documentLinkPath({ documentId, expires, signature }: DocumentLink): string {
  return `/api/DocumentFiles/${documentId}?expires=${expires}&signature=${signature}`;
}

/** Why a link is refused, or null when it may serve its document at `now`. */
export function refusalOf(secret: string, link: DocumentLink, now: Date): string | null {
  if (!isSignature(link.signature, signatureOf(secret, link.documentId, link.expires))) return TAMPERED_LINK_MESSAGE;
  if (now.getTime() >= link.expires * 1000) return EXPIRED_LINK_MESSAGE;
  return null;
}
