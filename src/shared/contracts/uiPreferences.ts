import { Type, type Static } from '@sinclair/typebox';
import { DASHBOARD_SECTION_KEYS, type DashboardSectionKey } from '../dashboard';

/**
 * GET and PUT Users/Preferences: the dashboard flags that persist between sessions (account spec 2.8), kept per
 * user on the server. A section missing from expandedSections is open.
 */

const SectionFlags = Type.Partial(Type.Object(
  Object.fromEntries(DASHBOARD_SECTION_KEYS.map((key) => [key, Type.Boolean()])) as Record<DashboardSectionKey, ReturnType<typeof Type.Boolean>>,
  { additionalProperties: false },
));

export const UiPreferencesSchema = Type.Object({
  expandedSections: SectionFlags,
  newLoadsBannerDismissedOn: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});

export type UiPreferences = Static<typeof UiPreferencesSchema>;

/** A save names only what it changes; sections are merged key by key and the later banner dismissal wins. */
export const UiPreferencesChangeSchema = Type.Partial(UiPreferencesSchema, { additionalProperties: false });

export type UiPreferencesChange = Static<typeof UiPreferencesChangeSchema>;
