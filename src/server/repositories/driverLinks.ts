import type { Kysely } from 'kysely';
import type { Database, Driver } from '../db/tables';

/** Drivers' personal links: only token hashes are stored, and a driver has at most one live link. */

/** Ends the driver's live link, if any. */
export async function revokeDriverLinks(db: Kysely<Database>, driverId: number, now: string): Promise<number> {
  const result = await db.updateTable('driverLinks').set({ revokedAt: now })
    .where('driverId', '=', driverId).where('revokedAt', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The old link (if any) stops working in the same transaction as the new one starts; true when there was one. */
export async function replaceDriverLink(db: Kysely<Database>, driverId: number, tokenHash: string, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const revoked = await revokeDriverLinks(trx, driverId, now);
    await trx.insertInto('driverLinks').values({ driverId, tokenHash, createdAt: now, revokedAt: null }).execute();
    return revoked > 0;
  });
}

/** The enabled driver whose live link has this hash, or null: revoked links and deactivated drivers read as none. */
export async function findDriverByLinkHash(db: Kysely<Database>, tokenHash: string): Promise<Driver | null> {
  const row = await db.selectFrom('driverLinks')
    .innerJoin('drivers', 'drivers.id', 'driverLinks.driverId')
    .selectAll('drivers')
    .where('driverLinks.tokenHash', '=', tokenHash)
    .where('driverLinks.revokedAt', 'is', null)
    .where('drivers.enabled', '=', 1)
    .executeTakeFirst();
  return row ?? null;
}
