import type { RootState } from '../../app/rootReducer';

export const selectForgotPassword = (state: RootState) => state.passwords.forgot;
export const selectPasswordReset = (state: RootState) => state.passwords.reset;
export const selectResetEmail = (state: RootState) => state.passwords.resetEmail;
export const selectExpiredPasswordUpdate = (state: RootState) => state.passwords.expired;

/** Account spec 8: a reset refused for an expired link offers a link to request a new reset e-mail. */
export const selectResetCodeExpired = (state: RootState) => state.passwords.reset.failure?.code === 'reset_link_expired';
