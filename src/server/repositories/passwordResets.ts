import type { Kysely } from 'kysely';
import type { Database } from '../db/tables';

export interface PasswordResetRow {
  id: number;
  expiresAt: string;
  usedAt: string | null;
}

export async function insertPasswordReset(
  db: Kysely<Database>, reset: { userId: number; codeHash: string; expiresAt: string },
): Promise<void> {
  await db.insertInto('passwordResets').values({ ...reset, usedAt: null }).execute();
}

export async function findPasswordReset(db: Kysely<Database>, userId: number, codeHash: string): Promise<PasswordResetRow | null> {
  const row = await db
    .selectFrom('passwordResets')
    .select(['id', 'expiresAt', 'usedAt'])
    .where('userId', '=', userId)
    .where('codeHash', '=', codeHash)
    .executeTakeFirst();
  return row ?? null;
}

/** True for the one caller that used the code; two tabs racing with one link cannot both set a password. */
export async function markPasswordResetUsed(db: Kysely<Database>, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('passwordResets')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Once the password has changed, no other link mailed before still opens the account. */
export async function retireUserPasswordResets(db: Kysely<Database>, userId: number, now: string): Promise<void> {
  await db.updateTable('passwordResets').set({ usedAt: now }).where('userId', '=', userId).where('usedAt', 'is', null).execute();
}
