import type { Kysely } from 'kysely';
import type { UiPreferences, UiPreferencesChange } from '../../shared/contracts/uiPreferences';
import { DASHBOARD_SECTION_KEYS } from '../../shared/dashboard';
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
 * Sections are merged key by key and the later dismissal wins. The row is written only if it is still what was
 * read (else read again), so two tabs saving at once each keep what they changed, on either database.
 */
export async function saveUiPreferences(db: Kysely<Database>, userId: number, change: UiPreferencesChange): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const row = await db.selectFrom('users').select(['expandedSections', 'newLoadsBannerDismissedOn']).where('id', '=', userId)
      .executeTakeFirst();
    if (!row) return;
    const sections = { ...readSections(row.expandedSections), ...change.expandedSections };
    const dismissals = [row.newLoadsBannerDismissedOn, change.newLoadsBannerDismissedOn].filter((value): value is string => !!value);
    const dismissedOn = dismissals.length > 0 ? dismissals.reduce((a, b) => (Date.parse(a) >= Date.parse(b) ? a : b)) : null;
    const result = await db.updateTable('users')
      .set({ expandedSections: JSON.stringify(sections), newLoadsBannerDismissedOn: dismissedOn })
      .where('id', '=', userId).where('expandedSections', '=', row.expandedSections)
      .where('newLoadsBannerDismissedOn', row.newLoadsBannerDismissedOn === null ? 'is' : '=', row.newLoadsBannerDismissedOn)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) > 0) return;
  }
  throw new Error('saveUiPreferences: the row kept changing under ten attempts');
}
