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
