import type { Kysely } from 'kysely';
import {
  DASHBOARD_SECTION_KEYS, type DashboardSectionKey, type UiPreferences, type UiPreferencesChange,
} from '../../shared/contracts/uiPreferences';
import type { Database } from '../db/tables';

function readSections(stored: string): UiPreferences['expandedSections'] {
  let parsed: unknown = {};
  try {
    parsed = JSON.parse(stored);
  } catch {
    // An unreadable stored value counts as every section open.
  }
  const flags: UiPreferences['expandedSections'] = {};
  if (parsed && typeof parsed === 'object') {
    for (const key of DASHBOARD_SECTION_KEYS) {
      const value = (parsed as Record<string, unknown>)[key];
      if (typeof value === 'boolean') flags[key] = value;
    }
  }
  return flags;
}

export async function findUiPreferences(db: Kysely<Database>, userId: number): Promise<UiPreferences | undefined> {
  const row = await db.selectFrom('users').select(['expandedSections', 'newLoadsBannerDismissedOn']).where('id', '=', userId)
    .executeTakeFirst();
  return row && { expandedSections: readSections(row.expandedSections), newLoadsBannerDismissedOn: row.newLoadsBannerDismissedOn };
}

/**
 * Sections are merged key by key and the later dismissal wins, in one transaction, so two tabs saving at once
 * each keep what they changed.
 */
export async function saveUiPreferences(db: Kysely<Database>, userId: number, change: UiPreferencesChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await findUiPreferences(trx, userId);
    if (!current) return;
    const sections = { ...current.expandedSections };
    for (const [key, open] of Object.entries(change.expandedSections ?? {})) sections[key as DashboardSectionKey] = open;
    const dismissals = [current.newLoadsBannerDismissedOn, change.newLoadsBannerDismissedOn].filter((value): value is string => !!value);
    const dismissedOn = dismissals.length > 0 ? dismissals.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null;
    await trx.updateTable('users').set({ expandedSections: JSON.stringify(sections), newLoadsBannerDismissedOn: dismissedOn })
      .where('id', '=', userId).execute();
  });
}
