/**
 * Team members as recipients of documents (loads spec 6: drivers and team members can be chosen). Drivers come
 * from the driver picker; team members are found by name or e-mail through `UserAutoComplete`.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOCATION_PREDICTION_MIN_CHARS } from '../../../shared/constants';
import type { RecipientRecord } from '../../../shared/loads';

export interface RecipientSearchState {
  term: string;
  status: 'idle' | 'loading' | 'succeeded' | 'failed';
  teamMembers: RecipientRecord[];
}

export const initialRecipientSearchState: RecipientSearchState = { term: '', status: 'idle', teamMembers: [] };

const recipientSearchSlice = createSlice({
  name: 'recipientSearch',
  initialState: initialRecipientSearchState,
  reducers: {
    /** Each Send Documents dialog starts with an empty search (the choices are drawn only while it is open). */
    teamMemberSearchOpened: () => initialRecipientSearchState,
    teamMemberTermChanged(state, action: PayloadAction<string>) {
      state.term = action.payload;
      state.status = action.payload.trim().length >= LOCATION_PREDICTION_MIN_CHARS ? 'loading' : 'idle';
      if (state.status === 'idle') state.teamMembers = [];
    },
    teamMembersFound(state, action: PayloadAction<RecipientRecord[]>) {
      state.status = 'succeeded';
      state.teamMembers = action.payload;
    },
    teamMemberSearchFailed(state) {
      state.status = 'failed';
      state.teamMembers = [];
    },
  },
});

export const { teamMemberSearchOpened, teamMemberTermChanged, teamMembersFound, teamMemberSearchFailed } = recipientSearchSlice.actions;
export const recipientSearchReducer = recipientSearchSlice.reducer;
