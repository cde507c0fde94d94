import type { Kysely } from 'kysely';
import type { AppContext } from '../../appContext';
import type { Database } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { throttled } from '../../http/failures';
import { recordUpload, storedBytes, uploadTimesSince, type CarrierUpload } from '../../repositories/carrierUploads';
import { storageQuotaMessage, uploadLimitMessage } from '../../../shared/carrierLimits';
import { periodMs, secondsUntilRoom } from './windows';

/**
 * The one way a carrier's file is stored, whatever its kind: within the carrier's storage quota (413) and its uploads
 * per hour (429 with Retry-After), written down with its size in the same transaction as `store` keeps the bytes.
 */
export async function storeCarrierUpload<T>(
  { db, clock, config }: Pick<AppContext, 'db' | 'clock' | 'config'>, upload: CarrierUpload,
  store: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  const { uploadQuotaBytes, uploadsPerHour } = config.carrierLimits;
  const now = clock.now();
  return db.transaction().execute(async (trx) => {
    const times = await uploadTimesSince(trx, upload.clientId, new Date(now.getTime() - periodMs.hour), uploadsPerHour);
    const wait = secondsUntilRoom(times, 1, uploadsPerHour, periodMs.hour, now);
    if (wait > 0) throw throttled(uploadLimitMessage(uploadsPerHour), wait, { code: 'upload_limit' });
    if ((await storedBytes(trx, upload.clientId)) + upload.bytes > uploadQuotaBytes) {
      const message = storageQuotaMessage(uploadQuotaBytes);
      throw new HttpError(413, message, { code: 'storage_quota', errors: [{ field: 'file', message }] });
    }
    await recordUpload(trx, upload, now);
    return store(trx);
  });
}
