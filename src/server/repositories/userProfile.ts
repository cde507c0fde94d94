import { sql, type Kysely } from 'kysely';
import type { UserDetailsValues } from '../../shared/onboardingSchemas';
import type { OnboardingStep } from '../../shared/onboardingSteps';
import type { FieldError } from '../../shared/wire';
import { isSerializationFailure, isUniqueViolation } from '../db/constraintErrors';
import type { Database } from '../db/tables';
import { normalizeEmail } from './accounts';

export type UserDetailsChanges = Partial<UserDetailsValues>;

export const userNameTakenMessage = 'This username belongs to another account';
export const emailTakenMessage = 'This email belongs to another account';

/**
 * The user details of Confirm Info (account spec 2.7) and Edit Profile (2.11): only the fields given change.
 * Answers the fields refused because another user already has that e-mail (a sign-in) or user name (any case).
 */
/** `alongside` runs in the same transaction once the details are written (what an e-mail change also ends). */
export async function updateUserDetails(
  db: Kysely<Database>, userId: number, changes: UserDetailsChanges, alongside?: (trx: Kysely<Database>) => Promise<void>,
): Promise<FieldError[]> {
  const email = changes.email === undefined ? undefined : normalizeEmail(changes.email);
  for (let attempt = 1; ; attempt += 1) {
    try {
      // The user name has no unique index (older accounts may share one): a serializable transaction makes the
      // check and the update one step on PostgreSQL (SQLite runs one writer at a time anyway).
      return await db.transaction().setIsolationLevel('serializable').execute(async (trx) => {
        const taken = await takenFields(trx, userId, email, changes.userName);
        if (taken.length > 0) return taken;
        await updateDetails(trx, userId, { ...changes, email });
        await alongside?.(trx);
        return taken;
      });
    } catch (error) {
      // Another user took the address between the check and the update: the unique index refused it.
      if (isUniqueViolation(error)) return [{ field: 'email', message: emailTakenMessage }];
      // A simultaneous change of users won first; the next attempt sees what it did.
      if (isSerializationFailure(error) && attempt < 5) continue;
      throw error;
    }
  }
}

async function takenFields(db: Kysely<Database>, userId: number, email?: string, userName?: string): Promise<FieldError[]> {
  const taken: FieldError[] = [];
  if (userName !== undefined) {
    const other = await db.selectFrom('users').select('id')
      .where(sql`lower(user_name)`, '=', userName.trim().toLowerCase()).where('id', '!=', userId).executeTakeFirst();
    if (other) taken.push({ field: 'userName', message: userNameTakenMessage });
  }
  if (email !== undefined) {
    const other = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
    if (other) taken.push({ field: 'email', message: emailTakenMessage });
  }
  return taken;
}

async function updateDetails(db: Kysely<Database>, userId: number, changes: UserDetailsChanges): Promise<void> {
  const { address2, state, ...rest } = changes;
  const set = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  await db.updateTable('users').set({
    ...set,
    ...(address2 === undefined ? {} : { address2: address2 || null }),
    ...(state === undefined ? {} : { state: state.toUpperCase() }),
  }).where('id', '=', userId).execute();
}

export async function findOnboardingStep(db: Kysely<Database>, userId: number): Promise<string | null> {
  const row = await db.selectFrom('users').select('onboardingStep').where('id', '=', userId).executeTakeFirst();
  return row?.onboardingStep ?? null;
}

export async function saveOnboardingStep(db: Kysely<Database>, userId: number, step: OnboardingStep): Promise<void> {
  await db.updateTable('users').set({ onboardingStep: step }).where('id', '=', userId).execute();
}

export interface HaulPreferences {
  lessThan500: boolean;
  moreThan500: boolean;
  stateProvinceRegion: string[];
}

export async function findHaulPreferences(db: Kysely<Database>, userId: number): Promise<HaulPreferences> {
  const row = await db.selectFrom('users').select(['lessThan500', 'moreThan500', 'regions']).where('id', '=', userId)
    .executeTakeFirstOrThrow();
  let regions: unknown = [];
  try {
    regions = JSON.parse(row.regions);
  } catch {
    // An unreadable stored value counts as no regions chosen.
  }
  return {
    lessThan500: row.lessThan500 === 1,
    moreThan500: row.moreThan500 === 1,
    stateProvinceRegion: Array.isArray(regions) ? regions.filter((value): value is string => typeof value === 'string') : [],
  };
}

/** Only the parts sent change: the driving step sends the haul lengths, the location step the regions. */
export async function updateHaulPreferences(db: Kysely<Database>, userId: number, changes: Partial<HaulPreferences>): Promise<void> {
  const set: { lessThan500?: 0 | 1; moreThan500?: 0 | 1; regions?: string } = {};
  if (changes.lessThan500 !== undefined) set.lessThan500 = changes.lessThan500 ? 1 : 0;
  if (changes.moreThan500 !== undefined) set.moreThan500 = changes.moreThan500 ? 1 : 0;
  if (changes.stateProvinceRegion !== undefined) set.regions = JSON.stringify(changes.stateProvinceRegion);
  if (Object.keys(set).length === 0) return;
  await db.updateTable('users').set(set).where('id', '=', userId).execute();
}

/** A user who was onboarding counts as done with it; one who never needed onboarding stays without a step. */
export async function finishOnboarding(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('users').set({ onboardingStep: 'complete' satisfies OnboardingStep })
    .where('id', '=', userId).where('onboardingStep', 'is not', null).execute();
}
