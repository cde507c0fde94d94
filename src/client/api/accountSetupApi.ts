/** Signup for invited carriers (account spec 2.6): Users/AccountSetup and Users/ResendInvitation. */
import type { AccountSetupValues } from '../../shared/accountSetup';
import { request } from './request';

export async function setUpAccount(values: AccountSetupValues): Promise<void> {
  await request('Users/AccountSetup', { method: 'PUT', authenticated: false, body: values });
}

export async function resendInvitation(emailAddress: string): Promise<void> {
  await request('Users/ResendInvitation', { method: 'POST', authenticated: false, body: { emailAddress } });
}
