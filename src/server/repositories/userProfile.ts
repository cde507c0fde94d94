import type { Kysely } from 'kysely';
import type { UserDetailsValues } from '../../shared/onboardingSchemas';
import type { OnboardingStep } from '../../shared/onboardingSteps';
import type { Database } from '../db/tables';
import { normalizeEmail } from './users';

/** The Confirm Info details (account spec 2.7); false when the e-mail is another user's sign-in. */
export async function updateUserDetails(db: Kysely<Database>, userId: number, details: UserDetailsValues): Promise<boolean> {
  const email = normalizeEmail(details.email);
  const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', userId).executeTakeFirst();
  if (taken) return false;
  try {
    await updateDetails(db, userId, email, details);
  } catch (error) {
    // Another user took the address between the check and the update: the unique index refused it.
    if (isUniqueViolation(error)) return false;
    throw error;
  }
  return true;
}

/** SQLite says 'UNIQUE constraint failed'; PostgreSQL answers code 23505. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && /UNIQUE constraint failed/i.test(message));
}

async function updateDetails(db: Kysely<Database>, userId: number, email: string, details: UserDetailsValues): Promise<void> {
  await db.updateTable('users').set({
    primaryPhone: details.primaryPhone, cellPhone: details.cellPhone, userName: details.userName, email,
    address1: details.address1, address2: details.address2 || null, city: details.city, state: details.state.toUpperCase(),
    zip: details.zip,
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
