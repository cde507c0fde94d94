/**
 * UI flags that persist between sessions (account spec 2.8): which dashboard sections are open and
 * when the new-loads banner was last dismissed. Sections default to open.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface PreferencesState {
  /** Section key → open; a section missing here is open. */
  expandedSections: Record<string, boolean>;
  /** ISO-8601 timestamp of the last dismissal of the new-loads banner. */
  newLoadsBannerDismissedOn: string | null;
}

const initialState: PreferencesState = { expandedSections: {}, newLoadsBannerDismissedOn: null };

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    sectionToggled(state, action: PayloadAction<string>) {
      const section = action.payload;
      state.expandedSections[section] = !(state.expandedSections[section] ?? true);
    },
    newLoadsBannerDismissed(state, action: PayloadAction<{ dismissedOn: string }>) {
      state.newLoadsBannerDismissedOn = action.payload.dismissedOn;
    },
  },
});

export const { sectionToggled, newLoadsBannerDismissed } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

type WithPreferences = { preferences: PreferencesState };

export const selectIsSectionExpanded = (state: WithPreferences, section: string) =>
  state.preferences.expandedSections[section] ?? true;
export const selectNewLoadsBannerDismissedOn = (state: WithPreferences) =>
  state.preferences.newLoadsBannerDismissedOn;
