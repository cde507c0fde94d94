import type sharp from 'sharp';
import type { InspectionPhotoUploadReply } from '../../../shared/contracts/inspection';
import type { ErrorCode } from '../../../shared/errorCodes';
import { IDEMPOTENCY_KEY_PATTERN, INSPECTION_LIMITS } from '../../../shared/inspections';
import type { AppContext } from '../../appContext';
import { isUniqueViolation } from '../../db/constraintErrors';
import type { Driver } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { findDriverLoad } from '../../repositories/driverLoads';
import { findPhotoByKey, insertInspectionPhoto, type InspectionPhotoFacts } from '../../repositories/inspectionPhotos';
import { storeCarrierUpload } from '../limits/uploadLimits';
import { loadNotYoursMessage } from '../driverLink/progress';
import { lazyModule } from '../../lazyModule';

/*
 * A photo from the driver's phone: checked as an image by its bytes (never by the type it claims), stored with a
 * thumbnail under the carrier's storage quota, and named by the phone's key so a retry after a lost answer stores
 * nothing twice.
 */

const ACCEPTED_FORMATS: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };
/** A phone sends at most 1600 px a side; this leaves room for a raw camera file and refuses a decompression bomb. */
const MAX_INPUT_PIXELS = 50_000_000;
const sharpLibrary = lazyModule<typeof sharp>('sharp');

export const PHOTO_TOO_LARGE_MESSAGE = `A photo can be at most ${INSPECTION_LIMITS.photoBytes / 1024 / 1024} MB.`;
const photoError = (status: 400 | 409 | 413, code: ErrorCode, field: string, message: string) =>
  new HttpError(status, message, { code, errors: [{ field, message }] });
export const photoTooLarge = photoError(413, 'file_too_large', 'file', PHOTO_TOO_LARGE_MESSAGE);

export interface StoredPhoto {
  created: boolean;
  photo: InspectionPhotoUploadReply;
}

const replyOf = (row: InspectionPhotoFacts): InspectionPhotoUploadReply => ({
  photoId: row.id, photoKey: row.photoKey, width: row.width, height: row.height, bytes: row.byteSize,
});

/** The image the bytes hold (its type, upright size and thumbnail), or null when they hold none we take. */
export async function readImage(content: Buffer) {
  try {
    const metadata = await sharpLibrary()(content, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    const contentType = metadata.format ? ACCEPTED_FORMATS[metadata.format] : undefined;
    if (!contentType) return null;
    const thumbnail = await sharpLibrary()(content, { limitInputPixels: MAX_INPUT_PIXELS }).rotate()
      .resize(INSPECTION_LIMITS.thumbnailLongSide, INSPECTION_LIMITS.thumbnailLongSide, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 70 }).toBuffer();
    const { width, height } = metadata.autoOrient;
    return { contentType, width, height, thumbnail };
  } catch {
    // sharp throws on bytes it cannot read as an image (a text file named .jpg, a truncated upload, too many pixels).
    return null;
  }
}

function sameLoadOrRefused(existing: InspectionPhotoFacts, loadId: number): StoredPhoto {
  if (existing.loadId !== loadId) {
    throw photoError(409, 'idempotency_key_reused', 'Idempotency-Key', 'This key already named a photo of another load.');
  }
  return { created: false, photo: replyOf(existing) };
}

export async function storeInspectionPhoto(
  context: Pick<AppContext, 'db' | 'clock' | 'config'>, driver: Driver, loadId: number, photoKey: string | undefined, content: Buffer,
): Promise<StoredPhoto> {
  const load = await findDriverLoad(context.db, driver, loadId);
  if (!load) throw new HttpError(404, loadNotYoursMessage);
  if (!photoKey || !new RegExp(IDEMPOTENCY_KEY_PATTERN).test(photoKey)) {
    throw photoError(400, 'validation_failed', 'Idempotency-Key', 'Send the photo\'s key (16 to 64 letters, digits, - or _) in Idempotency-Key.');
  }
  const existing = await findPhotoByKey(context.db, driver.id, photoKey);
  if (existing) return sameLoadOrRefused(existing, loadId);
  if (content.length > INSPECTION_LIMITS.photoBytes) throw photoTooLarge;
  if (content.length === 0) throw photoError(400, 'file_empty', 'file', 'The photo is empty.');
  const image = await readImage(content);
  if (!image) throw photoError(400, 'file_wrong_type', 'file', 'Send a photo as a JPEG, PNG or WebP image.');
  const bytes = content.length + image.thumbnail.length;
  try {
    const row = await storeCarrierUpload(context, { clientId: driver.clientId, kind: 'InspectionPhoto', bytes }, (trx) => insertInspectionPhoto(trx, {
      clientId: driver.clientId, loadId, driverId: driver.id, photoKey, contentType: image.contentType,
      width: image.width, height: image.height, byteSize: content.length, content, thumbnail: image.thumbnail,
      createdAt: context.clock.now().toISOString(),
    }));
    return { created: true, photo: replyOf(row) };
  } catch (error) {
    // Two sends of one key at once: the second finds the first's row (and its transaction counted nothing).
    if (!isUniqueViolation(error)) throw error;
    const winner = await findPhotoByKey(context.db, driver.id, photoKey);
    if (!winner) throw error;
    return sameLoadOrRefused(winner, loadId);
  }
}
