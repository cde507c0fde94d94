/** The registration calls of account spec 7: check a code, then register the carrier with it. */
import type { CarrierApplicationForm, RegistrationCodeCheck, RegistrationForm } from '../../shared/registration';
import { request } from './request';

export async function validateRegistrationCode(code: string): Promise<RegistrationCodeCheck> {
  return request<RegistrationCodeCheck>(`CarrierRegistration/Validate/${encodeURIComponent(code)}`, { authenticated: false });
}

export async function completeRegistration(form: RegistrationForm): Promise<void> {
  await request('CarrierRegistration/Complete', { method: 'POST', authenticated: false, body: form });
}

/** Issue 22: Sign Up's application; the answer is the same whether or not the address has an account. */
export async function applyToRegister(form: CarrierApplicationForm): Promise<void> {
  await request('CarrierRegistration/Apply', { method: 'POST', authenticated: false, body: form });
}
