import type { Kysely } from 'kysely';
import { applicationFields, REGISTRATION_CODE_LIFETIME_DAYS, type CarrierApplicationForm } from '../../../shared/registration';
import { countMailRequest } from '../../auth/throttle';
import { hashToken } from '../../auth/tokens';
import type { Database } from '../../db/tables';
import { throttled } from '../../http/failures';
import { normalizeEmail } from '../../repositories/accounts';
import { insertCarrierApplication } from '../../repositories/carrierApplications';
import { findUserByEmail } from '../../repositories/users';
import type { MailMessage } from '../mail/types';
import { issueRegistrationCode, registrationLink } from './codes';

/** The screens an existing account holder is pointed at: Log in, and Forgot Password (account spec 2.1). */
const LOGIN_PATH = '/login';
const FORGOT_PASSWORD_PATH = '/reset';

/**
 * Issue 22: an application from the website. It counts like a forgotten-password request, per address and per
 * caller, and answers the same whether or not the address has an account: a new address gets a registration link,
 * which proves it; an address with an account gets word of that account instead, and no application is kept.
 */
export async function applyToRegister(
  db: Kysely<Database>, request: { body: Record<string, unknown>; origin: string; address: string; now: Date },
): Promise<MailMessage> {
  const { now, origin } = request;
  const values = Object.fromEntries(applicationFields.map((field) => [field, String(request.body[field] ?? '').trim()])) as CarrierApplicationForm;
  const email = normalizeEmail(values.companyEmailAddress);
  const lockedFor = await countMailRequest(db, 'apply', { email, address: request.address, now });
  if (lockedFor > 0) throw throttled('Too many applications.', lockedFor);

  if (await findUserByEmail(db, email)) return accountExistsMail(email, origin);
  const code = await db.transaction().execute(async (trx) => {
    const issued = await issueRegistrationCode(trx, { email, companyName: values.companyName, now });
    await insertCarrierApplication(trx, { ...values, codeHash: hashToken(issued.code), appliedAt: now.toISOString() });
    return issued.code;
  });
  return applicationMail({ ...values, companyEmailAddress: email }, registrationLink(origin, code));
}

function applicationMail(values: CarrierApplicationForm, link: string): MailMessage {
  return {
    to: values.companyEmailAddress,
    toName: values.ownerName,
    subject: 'Register your company with Haulboard',
    text: [
      `Hello ${values.ownerName.split(/\s+/)[0]},`,
      '',
      `Thank you for applying to haul with Haulboard. Open this link within ${REGISTRATION_CODE_LIFETIME_DAYS} days to register ${values.companyName} in four steps:`,
      '',
      link,
      '',
      'The link works once. If you did not apply, ignore this email: nothing is registered without it.',
      '',
      'Haulboard',
    ].join('\n'),
  };
}

function accountExistsMail(email: string, origin: string): MailMessage {
  return {
    to: email,
    subject: 'You already have a Haulboard account',
    text: [
      'Hello,',
      '',
      'Someone applied to register a carrier with Haulboard under this email address, which already has an account.',
      '',
      `Log in at ${origin}${LOGIN_PATH}. If you forgot your password, ask for a new one at ${origin}${FORGOT_PASSWORD_PATH}.`,
      '',
      'If you did not apply, ignore this email: nothing has changed.',
      '',
      'Haulboard',
    ].join('\n'),
  };
}
