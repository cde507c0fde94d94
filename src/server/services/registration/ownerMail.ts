import { OWNER_SET_PASSWORD_LIFETIME_DAYS } from '../../../shared/registration';
import type { MailMessage } from '../mail/types';
import type { RegistrationValues } from './validateForm';

/** The owner's welcome: a link to choose the first password, never a password itself. */
export function ownerMail(values: RegistrationValues, link: string): MailMessage {
  const firstName = values.ownerName.split(/\s+/)[0];
  return {
    to: values.companyEmailAddress.toLowerCase(),
    toName: values.ownerName,
    subject: 'Welcome to Haulboard: set your password',
    text: [
      `Hello ${firstName},`,
      '',
      `Thank you for registering ${values.companyName} with Haulboard. We will process your information and be in touch.`,
      '',
      `Choose the password of your account within ${OWNER_SET_PASSWORD_LIFETIME_DAYS} days from this link:`,
      '',
      link,
      '',
      'The link works once. Your user name is this email address.',
      '',
      'Haulboard',
    ].join('\n'),
  };
}
