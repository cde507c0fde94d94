import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface NewPageView {
  path: string;
  userId: number | null;
  clientId: number | null;
  viewedAt: string;
}

export async function insertPageView(db: Kysely<Database>, view: NewPageView): Promise<void> {
  await db.insertInto('pageViews').values(view).execute();
}

/** Deletes the page views made before `before` (an ISO instant); answers how many went. */
export async function deletePageViewsBefore(db: Kysely<Database>, before: string): Promise<number> {
  const result = await db.deleteFrom('pageViews').where('viewedAt', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
