import { createSelector } from '@reduxjs/toolkit';
import type { RegistrationForm } from '../../../shared/registration';
import type { RootState } from '../../app/rootReducer';

export const selectRegistration = (state: RootState) => state.registration;
export const selectApplication = (state: RootState) => state.registration.application;
export const selectRegistrationValues = (state: RootState) => state.registration.values;

export const selectRegistrationForm = createSelector(
  [(state: RootState) => state.registration.code, selectRegistrationValues],
  (code, values): RegistrationForm => ({ registrationCode: code ?? '', ...values }),
);
