import type { FastifyInstance } from 'fastify';
import { publicOrigin } from '../../http/publicOrigin';
import type { PhotoLinker, PhotoSize } from '../../repositories/inspectionRecords';
import { signingSecret } from '../../repositories/signingKeys';
import { signSubject, subjectRefusal, type SignedSubject } from '../carrierDocuments/signedUrl';

/*
 * An inspection photo's links: signed and short-lived like documents' links (the same signing and key), so an <img>
 * shows them without a session and a link passed on soon stops working.
 */

const subjectOf = (photoId: number, size: PhotoSize) => `inspection-photo:${photoId}:${size}`;

export const inspectionPhotoPath = (photoId: number, size: PhotoSize, { expires, signature }: SignedSubject) =>
  `/api/inspection-photos/${photoId}${size === 'thumbnail' ? '/thumbnail' : ''}?expires=${expires}&signature=${signature}`;

const secretOf = (app: FastifyInstance) => signingSecret(app.db, 'documentLinks', app.config.documentUrlSecret);

/** Signs each photo's links at the app's clock, once per answer. */
export async function photoLinker(app: FastifyInstance): Promise<PhotoLinker> {
  const secret = await secretOf(app);
  const origin = publicOrigin(app);
  const now = app.clock.now();
  return (photoId, size) => `${origin}${inspectionPhotoPath(photoId, size, signSubject(secret, subjectOf(photoId, size), now))}`;
}

export const TAMPERED_PHOTO_LINK_MESSAGE = 'This photo link is not valid. Open the inspection again.';
export const EXPIRED_PHOTO_LINK_MESSAGE = 'This photo link has expired. Open the inspection again.';

/** Why the link is refused, or null when it may serve the photo now. */
export async function photoLinkRefusal(app: FastifyInstance, photoId: number, size: PhotoSize, link: SignedSubject): Promise<string | null> {
  const refusal = subjectRefusal(await secretOf(app), subjectOf(photoId, size), link, app.clock.now());
  if (refusal === 'tampered') return TAMPERED_PHOTO_LINK_MESSAGE;
  return refusal === 'expired' ? EXPIRED_PHOTO_LINK_MESSAGE : null;
}
