import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DeskApiKeyScope } from '../../shared/contracts/deskApiKey';
import type { Database } from '../db/tables';
import { fieldsRefused } from '../http/failures';
import {
  findLiveDeskApiKey, insertDeskApiKey, listDeskApiKeys, revokeDeskApiKey, touchDeskApiKey, type DeskApiKeyListing,
} from '../repositories/deskApiKeys';
import { hashToken } from './tokens';

/*
 * Desk API keys for brokers' own systems: 256 random bits behind a fixed marker, so a key found in a log or a
 * repository says what it is. Only the SHA-256 hash is kept; the key is shown once, when it is made.
 */

const marker = 'hbdesk_';
const prefixLength = marker.length + 6;
const keyPattern = /^hbdesk_[A-Za-z0-9_-]{43}$/;
/** Recording every use would add a write to every call; once a minute is enough to tell live keys from dead. */
const lastUsedResolutionMs = 60_000;

export function looksLikeDeskApiKey(value: string): boolean {
  return keyPattern.test(value);
}

export interface NewDeskApiKeyRequest {
  name?: string;
  /** A broker's key unless said otherwise: the whole desk is asked for, never given by default. */
  scope?: DeskApiKeyScope;
  operatorId?: number | null;
  now: Date;
}

export interface CreatedDeskApiKey {
  id: number;
  name: string;
  prefix: string;
  scope: DeskApiKeyScope;
  /** The key itself: shown this once and never again. */
  key: string;
  createdAt: string;
}

/**
 * A new key; a name a live key holds already is refused (400 on `name`): the name is the poster of the key's loads,
 * so two keys never share them. A key made without a name is named after its day and prefix, which no other has.
 */
export async function createDeskApiKey(db: Kysely<Database>, request: NewDeskApiKeyRequest): Promise<CreatedDeskApiKey> {
  const key = `${marker}${randomBytes(32).toString('base64url')}`;
  const createdAt = request.now.toISOString();
  const prefix = key.slice(0, prefixLength);
  const name = request.name?.trim() || `API key of ${createdAt.slice(0, 10)} (${prefix})`;
  const scope = request.scope ?? 'broker';
  const id = await insertDeskApiKey(db, {
    name, prefix, keyHash: hashToken(key), scope, createdByOperatorId: request.operatorId ?? null, createdAt,
  });
  if (id === null) {
    throw fieldsRefused([{ field: 'name', message: `A live API key is named "${name}" already; revoke it first or choose another name.` }]);
  }
  return { id, name, prefix, scope, key, createdAt };
}

export function deskApiKeys(db: Kysely<Database>): Promise<DeskApiKeyListing[]> {
  return listDeskApiKeys(db);
}

export function revokeDeskApiKeyById(db: Kysely<Database>, id: number, now: Date) {
  return revokeDeskApiKey(db, id, now.toISOString());
}

/** The live key this bearer value is, or null. */
export async function deskApiKeyFor(
  db: Kysely<Database>, key: string, now: Date,
): Promise<{ id: number; name: string; scope: DeskApiKeyScope } | null> {
  if (!looksLikeDeskApiKey(key)) return null;
  const row = await findLiveDeskApiKey(db, hashToken(key));
  if (!row) return null;
  if (!row.lastUsedAt || now.getTime() - Date.parse(row.lastUsedAt) >= lastUsedResolutionMs) {
    await touchDeskApiKey(db, row.id, now.toISOString());
  }
  return { id: row.id, name: row.name, scope: row.scope };
}
