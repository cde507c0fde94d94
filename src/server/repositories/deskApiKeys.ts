import type { Kysely, Selectable } from 'kysely';
import type { DeskApiKeyScope } from '../../shared/contracts/deskApiKey';
import { isUniqueViolation } from '../db/constraintErrors';
import type { Database, DeskApiKeysTable } from '../db/tables';

export type DeskApiKeyRow = Selectable<DeskApiKeysTable>;
export type DeskApiKeyListing = Omit<DeskApiKeyRow, 'keyHash'>;

export interface NewDeskApiKey {
  name: string;
  prefix: string;
  keyHash: string;
  scope: DeskApiKeyScope;
  createdByOperatorId: number | null;
  createdAt: string;
}

/**
 * The new key's id, or null when a live key holds the name already: the unique index decides, so two makers racing
 * for a name have one winner (the key's hash, 256 random bits, is unique by chance alone).
 */
export async function insertDeskApiKey(db: Kysely<Database>, key: NewDeskApiKey): Promise<number | null> {
  try {
    const { id } = await db
      .insertInto('deskApiKeys')
      .values({ ...key, lastUsedAt: null, revokedAt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  } catch (error) {
    if (isUniqueViolation(error)) return null;
    throw error;
  }
}

export async function findLiveDeskApiKey(
  db: Kysely<Database>, keyHash: string,
): Promise<{ id: number; name: string; scope: DeskApiKeyScope; lastUsedAt: string | null } | null> {
  const row = await db
    .selectFrom('deskApiKeys')
    .select(['id', 'name', 'scope', 'lastUsedAt'])
    .where('keyHash', '=', keyHash)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return row ?? null;
}

export async function touchDeskApiKey(db: Kysely<Database>, id: number, now: string): Promise<void> {
  await db.updateTable('deskApiKeys').set({ lastUsedAt: now }).where('id', '=', id).execute();
}

/** Every key, revoked ones too, newest first; never the hash. */
export async function listDeskApiKeys(db: Kysely<Database>): Promise<DeskApiKeyListing[]> {
  return db
    .selectFrom('deskApiKeys')
    .select(['id', 'name', 'prefix', 'scope', 'createdByOperatorId', 'createdAt', 'lastUsedAt', 'revokedAt'])
    .orderBy('id', 'desc')
    .execute();
}

/** 'revoked' when this call revoked it, 'already' when it was, 'unknown' when there is no such key. */
export async function revokeDeskApiKey(db: Kysely<Database>, id: number, now: string): Promise<'revoked' | 'already' | 'unknown'> {
  const result = await db.updateTable('deskApiKeys').set({ revokedAt: now }).where('id', '=', id).where('revokedAt', 'is', null).executeTakeFirst();
  if (result.numUpdatedRows > 0n) return 'revoked';
  const exists = await db.selectFrom('deskApiKeys').select('id').where('id', '=', id).executeTakeFirst();
  return exists ? 'already' : 'unknown';
}
