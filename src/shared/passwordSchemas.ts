import * as yup from 'yup';
import { passwordMessages, passwordProblem, type PasswordOwner } from './passwordPolicy';

/* The password forms of account spec 2.5, by the field names of the calls in section 7. */

const email = () => yup.string().trim().required('Email is required').email('Enter a valid email address');

/** The new password by the shared rule; the e-mail is the form's `username` and the names its `ownerNames`, when given. */
const newPassword = () =>
  yup.string().default('').test('password-policy', (value, context) => {
    const parent = context.parent as { username?: string; ownerNames?: PasswordOwner['names'] };
    const problem = passwordProblem(value ?? '', { email: parent.username, names: parent.ownerNames });
    if (problem) return context.createError({ message: problem });
    const old = (context.parent as { oldPassword?: string }).oldPassword;
    if (old && value === old) return context.createError({ message: passwordMessages.sameAsOld });
    return true;
  });

const confirmation = () =>
  yup.string().default('')
    .required('Confirm your new password')
    .oneOf([yup.ref('password')], passwordMessages.mismatch);

export interface ForgotPasswordValues {
  username: string;
}

export const forgotPasswordSchema: yup.ObjectSchema<ForgotPasswordValues> = yup.object({ username: email() });

export interface ResetPasswordValues {
  password: string;
  confirmationPassword: string;
}

export const resetPasswordSchema: yup.ObjectSchema<ResetPasswordValues> = yup.object({
  password: newPassword(),
  confirmationPassword: confirmation(),
});

export interface ExpiredPasswordValues {
  username: string;
  oldPassword: string;
  password: string;
  confirmationPassword: string;
}

export const expiredPasswordSchema: yup.ObjectSchema<ExpiredPasswordValues> = yup.object({
  username: email(),
  oldPassword: yup.string().default('').required('Old password is required'),
  password: newPassword(),
  confirmationPassword: confirmation(),
});

export interface PasswordUpdateValues {
  oldPassword: string;
  password: string;
  confirmationPassword: string;
}

export const passwordUpdateSchema: yup.ObjectSchema<PasswordUpdateValues> = yup.object({
  oldPassword: yup.string().default('').required('Current password is required'),
  password: newPassword(),
  confirmationPassword: confirmation(),
});
