/** The registration calls of account spec 7: check a code, then register the carrier with it. */
import type { RegistrationCodeCheck, RegistrationForm } from '../../shared/registration';
import { request } from './request';

export async function validateRegistrationCode(code: string): Promise<RegistrationCodeCheck> {
  return request<RegistrationCodeCheck>(`CarrierRegistration/Validate/${encodeURIComponent(code)}`, { authenticated: false });
}

export async function completeRegistration(form: RegistrationForm): Promise<void> {
  await request('CarrierRegistration/Complete', { method: 'POST', authenticated: false, body: form });
}
