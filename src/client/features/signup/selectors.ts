import type { RootState } from '../../app/rootReducer';

export const selectAccountSetup = (state: RootState) => state.signup.setup;
export const selectInvitationResend = (state: RootState) => state.signup.resend;
