import * as yup from 'yup';
import { passwordMessages, passwordProblem } from './passwordPolicy';

/** The invited carrier's signup of account spec 2.6 and 3 (Account setup), for the form and the server. */
export interface AccountSetupValues {
  emailAddress: string;
  temporaryPassword: string;
  password: string;
  confirmationPassword: string;
}

export const INVITATION_LIFETIME_DAYS = 7;

export const accountSetupMessages = {
  invalid: 'This email and temporary password do not match an open invitation.',
  expired: 'This invitation has expired. Use send my invitation again for a new one.',
  sameAsTemporary: 'Choose a password different from your temporary one',
} as const;

export const accountSetupSchema: yup.ObjectSchema<AccountSetupValues> = yup.object({
  emailAddress: yup.string().default('').trim().required('Email is required').email('Enter a valid email address'),
  temporaryPassword: yup.string().default('').required('Temporary password is required'),
  password: yup.string().default('').test('password-policy', (value, context) => {
    const parent = context.parent as Partial<AccountSetupValues>;
    const problem = passwordProblem(value ?? '', { email: parent.emailAddress })
      ?? (value && value === parent.temporaryPassword ? accountSetupMessages.sameAsTemporary : null);
    return problem ? context.createError({ message: problem }) : true;
  }),
  confirmationPassword: yup.string().default('').required('Confirm your new password').oneOf([yup.ref('password')], passwordMessages.mismatch),
});
