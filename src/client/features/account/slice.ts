/**
 * My Account's forms (account spec 2.11): Edit Profile's save and Business Information's load and save.
 * Each keeps its status and the server's field errors, shown under the fields (these calls report nothing globally).
 */
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BusinessInfoValues, BusinessInformation, ProfileDetailsValues } from '../../../shared/accountSchemas';
import type { PasswordUpdateValues } from '../../../shared/passwordSchemas';
import type { FieldErrors } from '../../api/ApiError';

export type FormStatus = 'idle' | 'submitting' | 'failed';

export interface FormFailure {
  fieldErrors: FieldErrors;
  message: string | null;
}

export interface AccountFormState extends FormFailure {
  status: FormStatus;
}

export interface AccountState {
  profile: AccountFormState;
  businessInfo: AccountFormState & {
    info: BusinessInformation | null;
    loadStatus: 'idle' | 'loading' | 'succeeded' | 'failed';
  };
}

/** Edit Profile sends only the groups that changed (spec 2.11); `backTo` is where a full success returns. */
export interface ProfileSave {
  details?: ProfileDetailsValues;
  password?: PasswordUpdateValues;
  backTo?: string | null;
}

const idleForm: AccountFormState = { status: 'idle', fieldErrors: {}, message: null };
const submitting: AccountFormState = { status: 'submitting', fieldErrors: {}, message: null };

export const initialAccountState: AccountState = {
  profile: idleForm,
  businessInfo: { ...idleForm, info: null, loadStatus: 'idle' },
};

/** My Account opened: its saved and recent searches are fetched. */
export const myAccountOpened = createAction('account/myAccountOpened');

const accountSlice = createSlice({
  name: 'account',
  initialState: initialAccountState,
  reducers: {
    profileFormOpened(state) {
      state.profile = idleForm;
    },
    profileSaveRequested(state, _action: PayloadAction<ProfileSave>) {
      state.profile = submitting;
    },
    profileSaved(state) {
      state.profile = idleForm;
    },
    profileSaveFailed(state, action: PayloadAction<FormFailure>) {
      state.profile = { status: 'failed', ...action.payload };
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
    businessInfoSaveFailed(state, action: PayloadAction<FormFailure>) {
      state.businessInfo = { ...state.businessInfo, status: 'failed', ...action.payload };
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
