/**
 * UI flags that persist between sessions (account spec 2.8): which dashboard sections are open and
 * when the new-loads banner was last dismissed. Sections default to open. The server keeps them per user
 * (sagas.ts); this browser keeps a copy for the first paint, and whether a change has yet to reach the server.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { UiPreferences } from '../../../shared/contracts/uiPreferences';

export interface PreferencesState {
  /** Section key → open; a section missing here is open. */
  expandedSections: Record<string, boolean>;
  /** ISO-8601 timestamp of the last dismissal of the new-loads banner. */
  newLoadsBannerDismissedOn: string | null;
  /** A change made here that the server has not confirmed yet; it is sent again before the server's copy is read. */
  unsaved: boolean;
}

const initialState: PreferencesState = { expandedSections: {}, newLoadsBannerDismissedOn: null, unsaved: false };

const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    sectionToggled(state, action: PayloadAction<string>) {
      const section = action.payload;
      state.expandedSections[section] = !(state.expandedSections[section] ?? true);
      state.unsaved = true;
    },
    newLoadsBannerDismissed(state, action: PayloadAction<{ dismissedOn: string }>) {
      state.newLoadsBannerDismissedOn = action.payload.dismissedOn;
      state.unsaved = true;
    },
    preferencesReceived(state, action: PayloadAction<UiPreferences>) {
      state.expandedSections = { ...action.payload.expandedSections };
      state.newLoadsBannerDismissedOn = action.payload.newLoadsBannerDismissedOn;
      state.unsaved = false;
    },
    preferencesSaved(state) {
      state.unsaved = false;
    },
    preferencesSaveFailed(state) {
      state.unsaved = true;
    },
  },
});

export const { sectionToggled, newLoadsBannerDismissed, preferencesReceived, preferencesSaved, preferencesSaveFailed } = preferencesSlice.actions;
export const preferencesReducer = preferencesSlice.reducer;

type WithPreferences = { preferences: PreferencesState };

export const selectIsSectionExpanded = (state: WithPreferences, section: string) =>
  state.preferences.expandedSections[section] ?? true;
export const selectNewLoadsBannerDismissedOn = (state: WithPreferences) =>
  state.preferences.newLoadsBannerDismissedOn;
export const selectPreferences = (state: WithPreferences) => state.preferences;
