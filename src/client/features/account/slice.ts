/**
 * My Account's forms (account spec 2.11): Edit Profile's save and Business Information's load and save.
 * Each keeps its status and its failure, said under the fields by accountText.ts (these calls report nothing globally).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessInfoValues, BusinessInformation, ProfileDetailsChange } from '../../../shared/accountSchemas';
import type { PasswordUpdateValues } from '../../../shared/passwordSchemas';
import type { Failure } from '../../api/failure';

export type FormStatus = 'idle' | 'submitting' | 'failed';

export interface AccountFormState {
  status: FormStatus;
  failure: Failure | null;
}

/** Edit Profile saves two groups, each of which may fail on its own. */
export interface ProfileFailures {
  details: Failure | null;
  password: Failure | null;
}

export interface AccountState {
  profile: { status: FormStatus; failures: ProfileFailures };
  businessInfo: AccountFormState & {
    info: BusinessInformation | null;
    loadStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  };
}

/** Edit Profile sends only the groups that changed (spec 2.11); `backTo` is where a full success returns. */
export interface ProfileSave {
  details?: ProfileDetailsChange;
  password?: PasswordUpdateValues;
  backTo?: string | null;
}

const idleForm: AccountFormState = { status: 'idle', failure: null };
const submitting: AccountFormState = { status: 'submitting', failure: null };
const noProfileFailures: ProfileFailures = { details: null, password: null };
const idleProfile: AccountState['profile'] = { status: 'idle', failures: noProfileFailures };

export const initialAccountState: AccountState = {
  profile: idleProfile,
  businessInfo: { ...idleForm, info: null, loadStatus: 'idle' },
};

/** My Account opened: its saved and recent searches are fetched. */
export const myAccountOpened = createAction('account/myAccountOpened');

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    profileFormOpened(state) {
      state.profile = idleProfile;
    },
    profileSaveRequested(state, _action: PayloadAction<ProfileSave>) {
      state.profile = { status: 'submitting', failures: noProfileFailures };
    },
    profileSaved(state) {
      state.profile = idleProfile;
    },
    profileSaveFailed(state, action: PayloadAction<ProfileFailures>) {
      state.profile = { status: 'failed', failures: action.payload };
    },
    businessInfoRequested(state) {
      state.businessInfo = { ...state.businessInfo, ...idleForm, loadStatus: 'loading' };
    },
    businessInfoReceived(state, action: PayloadAction<BusinessInformation>) {
      state.businessInfo.info = action.payload;
      state.businessInfo.loadStatus = 'succeeded';
    },
    businessInfoFailed(state) {
      state.businessInfo.loadStatus = 'failed';
    },
    businessInfoSaveRequested(state, _action: PayloadAction<BusinessInfoValues>) {
      state.businessInfo = { ...state.businessInfo, ...submitting };
    },
    businessInfoSaved(state, action: PayloadAction<BusinessInformation>) {
      state.businessInfo = { ...state.businessInfo, ...idleForm, info: action.payload };
    },
    businessInfoSaveFailed(state, action: PayloadAction<Failure>) {
      state.businessInfo = { ...state.businessInfo, status: 'failed', failure: action.payload };
    },
  },
});

export const {
  profileFormOpened,
  profileSaveRequested,
  profileSaved,
  profileSaveFailed,
  businessInfoRequested,
  businessInfoReceived,
  businessInfoFailed,
  businessInfoSaveRequested,
  businessInfoSaved,
  businessInfoSaveFailed,
} = accountSlice.actions;

export const accountReducer = accountSlice.reducer;

export const selectProfileForm = (state: { account: AccountState }) => state.account.profile;
export const selectBusinessInfoForm = (state: { account: AccountState }) => state.account.businessInfo;
