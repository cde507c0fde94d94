import { sql, type Kysely } from 'kysely';
import type { FavoriteState } from '../../shared/loads';
import type { Database } from '../db/tables';
import type { LoadViewer } from './loads';

/** Favourites belong to a user; how many carriers saved a load counts each carrier once. */

/** Saving twice keeps one row: the second insert does nothing, on both databases. */
export async function addFavorite(db: Kysely<Database>, viewer: LoadViewer, loadId: number, createdAt: string): Promise<void> {
  await db.insertInto('favorites')
    .values({ userId: viewer.userId, clientId: viewer.clientId, loadId, createdAt })
    .onConflict((conflict) => conflict.columns(['userId', 'loadId']).doNothing())
    .execute();
}

export async function removeFavorite(db: Kysely<Database>, userId: number, loadId: number): Promise<void> {
  await db.deleteFrom('favorites').where('userId', '=', userId).where('loadId', '=', loadId).execute();
}

export async function findFavoriteState(db: Kysely<Database>, userId: number, loadId: number): Promise<FavoriteState> {
  const row = await db.selectFrom('favorites')
    .select([
      sql<number>`count(distinct ${sql.ref('client_id')})`.as('carriers'),
      sql<number>`sum(case when ${sql.ref('user_id')} = ${userId} then 1 else 0 end)`.as('ofViewer'),
    ])
    .where('loadId', '=', loadId)
    .executeTakeFirstOrThrow();
  return { currentUserFavorite: Number(row.ofViewer ?? 0) > 0, numberOfFavorites: Number(row.carriers) };
}
