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

/**
 * The one way a short-lived link is signed: an HMAC of what it serves (`subject`, e.g. `carrier-document:7`) and when
 * it stops, so it can be bent neither to another file nor to a later time. Inspection photos' links sign the same way.
 */
function signatureOf(secret: string, subject: string, expires: number): Buffer {
  return createHmac('sha256', secret).update(`${subject}:${expires}`).digest();
}

export interface SignedSubject {
  expires: number;
  signature: string;
}

export function signSubject(secret: string, subject: string, now: Date): SignedSubject {
  const expires = Math.floor(now.getTime() / 1000) + DOCUMENT_URL_LIFETIME_SECONDS;
  return { expires, signature: signatureOf(secret, subject, expires).toString('base64url') };
}

/** Why a signed link is refused ('tampered' or 'expired'), or null when it may serve `subject` at `now`. */
export function subjectRefusal(secret: string, subject: string, link: SignedSubject, now: Date): 'tampered' | 'expired' | null {
  if (!isSignature(link.signature, signatureOf(secret, subject, link.expires))) return 'tampered';
  if (now.getTime() >= link.expires * 1000) return 'expired';
  return null;
}

const documentSubject = (documentId: number) => `carrier-document:${documentId}`;

export function signDocumentLink(secret: string, documentId: number, now: Date): DocumentLink {
  return { documentId, ...signSubject(secret, documentSubject(documentId), now) };
}

export function documentLinkPath({ documentId, expires, signature }: DocumentLink): string {
  return `/api/DocumentFiles/${documentId}?expires=${expires}&signature=${signature}`;
}

/** Why a link is refused, or null when it may serve its document at `now`. */
export function refusalOf(secret: string, link: DocumentLink, now: Date): string | null {
  const refusal = subjectRefusal(secret, documentSubject(link.documentId), link, now);
  if (refusal === 'tampered') return TAMPERED_LINK_MESSAGE;
  return refusal === 'expired' ? EXPIRED_LINK_MESSAGE : null;
}
