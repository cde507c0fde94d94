import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Announcement } from '../../shared/announcements';
import type { AnnouncementsTable, Database } from '../db/tables';

/** Announcements as the banner and carousel read them and as the operator desk publishes and ends them. */

export type AnnouncementRow = Selectable<AnnouncementsTable>;

export interface AnnouncementFilter {
  /** Only those the operator left switched on. */
  activeOnly?: boolean;
  /** Only those whose window holds this instant: started at or before it, not yet ended. */
  currentAt?: Date;
}

export function toAnnouncement(row: AnnouncementRow): Announcement {
  return {
    id: row.id,
    targetType: row.targetType,
    title: row.title,
    details: row.details,
    rotationTimeInSeconds: row.rotationTimeInSeconds,
    callToActionCopy: row.callToActionCopy,
    callToActionUrl: row.callToActionUrl,
  };
}

/** In the order they were published. Timestamps are ISO-8601 UTC strings, so text order is time order. */
export async function findAnnouncements(db: Kysely<Database>, { activeOnly = false, currentAt }: AnnouncementFilter = {}): Promise<AnnouncementRow[]> {
  const now = currentAt?.toISOString();
  return db
    .selectFrom('announcements')
    .selectAll()
    .$if(activeOnly, (query) => query.where('active', '=', 1))
    .$if(now !== undefined, (query) => query
      .where('startsAt', '<=', now!)
      .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now!)])))
    .orderBy('id')
    .execute();
}

export interface NewAnnouncement extends Omit<Announcement, 'id'> {
  startsAt: Date;
  endsAt: Date | null;
}

export async function insertAnnouncement(db: Kysely<Database>, announcement: NewAnnouncement): Promise<AnnouncementRow> {
  const values: Insertable<AnnouncementsTable> = {
    ...announcement,
    active: 1,
    startsAt: announcement.startsAt.toISOString(),
    endsAt: announcement.endsAt?.toISOString() ?? null,
  };
  return db.insertInto('announcements').values(values).returningAll().executeTakeFirstOrThrow();
}

/**
 * Ends the announcement at `now` unless it has already ended by then (an earlier end stays). Null when there is
 * no such announcement.
 */
export async function endAnnouncement(db: Kysely<Database>, id: number, now: Date): Promise<AnnouncementRow | null> {
  const at = now.toISOString();
  await db
    .updateTable('announcements')
    .set({ endsAt: at })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]))
    .execute();
  return (await db.selectFrom('announcements').selectAll().where('id', '=', id).executeTakeFirst()) ?? null;
}
