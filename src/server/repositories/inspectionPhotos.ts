import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, InspectionPhotosTable } from '../db/tables';

/** The photos drivers' phones sent for inspections: their facts without the bytes, and the bytes when served. */

export type InspectionPhotoFacts = Omit<Selectable<InspectionPhotosTable>, 'content' | 'thumbnail'>;

const factColumns = ['id', 'clientId', 'loadId', 'driverId', 'photoKey', 'contentType', 'width', 'height', 'byteSize', 'createdAt'] as const;

export async function findPhotoByKey(db: Kysely<Database>, driverId: number, photoKey: string): Promise<InspectionPhotoFacts | null> {
  return (await db.selectFrom('inspectionPhotos').select(factColumns)
    .where('driverId', '=', driverId).where('photoKey', '=', photoKey).executeTakeFirst()) ?? null;
}

/** The driver's photos of this load named by these keys; a key of another load or driver is simply absent. */
export async function findLoadPhotosByKeys(
  db: Kysely<Database>, driverId: number, loadId: number, photoKeys: readonly string[],
): Promise<InspectionPhotoFacts[]> {
  if (photoKeys.length === 0) return [];
  return db.selectFrom('inspectionPhotos').select(factColumns)
    .where('driverId', '=', driverId).where('loadId', '=', loadId).where('photoKey', 'in', [...new Set(photoKeys)]).execute();
}

export async function findPhotosByIds(db: Kysely<Database>, ids: readonly number[]): Promise<InspectionPhotoFacts[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('inspectionPhotos').select(factColumns).where('id', 'in', [...new Set(ids)]).execute();
}

export async function insertInspectionPhoto(db: Kysely<Database>, photo: Insertable<InspectionPhotosTable>): Promise<InspectionPhotoFacts> {
  return db.insertInto('inspectionPhotos').values(photo).returning(factColumns).executeTakeFirstOrThrow();
}

/** The photo's bytes, or its thumbnail's (always JPEG), by id. */
export async function findPhotoBytes(
  db: Kysely<Database>, photoId: number, which: 'content' | 'thumbnail',
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!Number.isSafeInteger(photoId)) return null;
  const row = await db.selectFrom('inspectionPhotos').select(['contentType', which]).where('id', '=', photoId).executeTakeFirst();
  if (!row) return null;
  const bytes = (row as unknown as Record<typeof which, Buffer>)[which];
  return { contentType: which === 'thumbnail' ? 'image/jpeg' : row.contentType, bytes: Buffer.from(bytes) };
}

/** The thumbnails (JPEG) of these photos by id, read at once; an id without a photo is absent. */
export async function findThumbnails(db: Kysely<Database>, photoIds: readonly number[]): Promise<Map<number, Buffer>> {
  if (photoIds.length === 0) return new Map();
  const rows = await db.selectFrom('inspectionPhotos').select(['id', 'thumbnail']).where('id', 'in', [...new Set(photoIds)]).execute();
  return new Map(rows.map((row) => [row.id, Buffer.from(row.thumbnail as unknown as Uint8Array)]));
}
