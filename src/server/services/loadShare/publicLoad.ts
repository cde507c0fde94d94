import type { Kysely } from 'kysely';
import { PUBLIC_LOAD_FIELDS, type PublicLoadRecord } from '../../../shared/contracts/load';
import { PUBLIC_LOAD_GONE, PUBLIC_LOAD_UNKNOWN, publicLoadPath } from '../../../shared/publicLoad';
import { guessesPerAddress } from '../../auth/throttle';
import type { Database, Load } from '../../db/tables';
import { HttpError } from '../../http/errors';
import { throttled } from '../../http/failures';
import { findLoadRow } from '../../repositories/loadAssignments';
import { findVehiclesByLoad, isAvailableLoad, NO_VIEWER, toLoadRecord } from '../../repositories/loads';
import { signingSecret } from '../../repositories/signingKeys';
import { dayOfInstant, isoDateOfDay } from '../loadSearch/days';
import { loadIdOfSlug, loadSlug } from './slug';

/** Wrong slugs an address may try per throttle window, as many as wrong registration codes. */
export const publicLoadGuessLimit = 20;

const slugGuesses = guessesPerAddress('public-load', publicLoadGuessLimit);

export interface PublicLoadReads {
  db: Kysely<Database>;
  /** LOAD_SHARE_SECRET; unset, a secret kept in the database. */
  configuredSecret: string | null;
}

const secretOf = (reads: PublicLoadReads) => signingSecret(reads.db, 'loadShareLinks', reads.configuredSecret);

const todayOf = (now: Date) => isoDateOfDay(dayOfInstant(now));

/** On the board right now, as search judges it: only such a load can be shared and shown. */
export const isOnBoard = (row: Load, now: Date) => isAvailableLoad(row, todayOf(now));

/** The path of a load's public page. */
export async function publicLoadPathOf(reads: PublicLoadReads, loadId: number): Promise<string> {
  return publicLoadPath(loadSlug(await secretOf(reads), loadId));
}

function toPublicLoadRecord(row: Load, vehicles: Parameters<typeof toLoadRecord>[1]): PublicLoadRecord {
  const record = toLoadRecord(row, vehicles, NO_VIEWER);
  return Object.fromEntries(PUBLIC_LOAD_FIELDS.map((field) => [field, record[field]])) as PublicLoadRecord;
}

/**
 * The load a public slug names while it is on the board. A made-up slug is a wrong guess from its address (429
 * once too many); a genuine one whose load has left the board says so, and nothing more of it.
 */
export async function publicLoadOfSlug(
  reads: PublicLoadReads, request: { slug: string; address: string; now: Date },
): Promise<PublicLoadRecord> {
  const { db } = reads;
  const lockedFor = await slugGuesses.secondsLocked(db, request.address, request.now);
  if (lockedFor > 0) throw throttled('Too many requests.', lockedFor);
  const loadId = loadIdOfSlug(await secretOf(reads), request.slug);
  if (loadId === null) {
    await slugGuesses.countWrong(db, request.address, request.now);
    throw new HttpError(404, PUBLIC_LOAD_UNKNOWN);
  }
  const row = await findLoadRow(db, loadId);
  if (!row || !isOnBoard(row, request.now)) throw new HttpError(404, PUBLIC_LOAD_GONE, { code: 'no_longer_available' });
  const vehicles = await findVehiclesByLoad(db, [row.id]);
  return toPublicLoadRecord(row, vehicles.get(row.id) ?? []);
}
