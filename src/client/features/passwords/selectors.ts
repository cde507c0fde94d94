import type { RootState } from '../../app/rootReducer';

export const selectForgotPassword = (state: RootState) => state.passwords.forgot;
export const selectPasswordReset = (state: RootState) => state.passwords.reset;
export const selectExpiredPasswordUpdate = (state: RootState) => state.passwords.expired;

/** Account spec 8: a reset failure that mentions expiry offers a link to request a new reset e-mail. */
export const selectResetCodeExpired = (state: RootState) => /expire/i.test(state.passwords.reset.message ?? '');
