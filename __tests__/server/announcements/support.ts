import type { Db } from '../../../src/server/db/database';
import type { AnnouncementsTable } from '../../../src/server/db/tables';

type Row = Omit<AnnouncementsTable, 'id'>;

const base: Row = {
  targetType: 'CIBody', title: 'Find loads on the go', details: 'Search, save and claim loads from your phone.',
  rotationTimeInSeconds: 10, callToActionCopy: null, callToActionUrl: null, active: 1,
  startsAt: '2026-03-01T00:00:00.000Z', endsAt: null,
};

/** Stores one announcement (a current CIBody one unless told otherwise) and answers its id. */
export async function insertAnnouncementRow(db: Db, overrides: Partial<Row> = {}): Promise<number> {
  const { id } = await db.db.insertInto('announcements').values({ ...base, ...overrides }).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function clearAnnouncements(db: Db): Promise<void> {
  await db.db.deleteFrom('announcements').execute();
}
