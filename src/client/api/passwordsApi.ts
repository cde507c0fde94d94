/** The password calls of account spec 7 (Users/*): forgot, reset, expired and signed-in updates. */
import type { ExpiredPasswordValues, PasswordUpdateValues, ResetPasswordValues } from '../../shared/passwordSchemas';
import type { ApiCredentials } from './credentials';
import { request } from './request';

export interface ResetRequest extends ResetPasswordValues {
  userId: string;
  resetCode: string;
}

export async function forgotPassword(username: string, passwordResetUrl: string): Promise<void> {
  await request('Users/ForgotPassword', { method: 'POST', authenticated: false, body: { username, passwordResetUrl } });
}

/** The server tells back the address whose password was set, for the Log in form. */
export interface ResetDone {
  email: string;
}

export async function resetForgotPassword(reset: ResetRequest): Promise<ResetDone> {
  return request<ResetDone>('Users/ResetForgotPassword', { method: 'PUT', authenticated: false, body: reset });
}

export async function updateExpiredPassword(values: ExpiredPasswordValues): Promise<void> {
  await request('Users/ExpiredPasswordUpdate', { method: 'PUT', authenticated: false, body: values });
}

export async function updatePassword(credentials: ApiCredentials | null, values: PasswordUpdateValues): Promise<void> {
  await request('Users/PasswordUpdate', { method: 'PUT', credentials, body: values });
}
