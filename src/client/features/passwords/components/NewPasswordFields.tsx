import type { FieldErrors } from '../../../api/ApiError';
import type { PasswordOwner } from '../../../../shared/passwordPolicy';
import { LoginField } from '../../../ui/LoginField';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';

interface NewPasswordFieldsProps {
  fieldErrors: FieldErrors;
  message: string | null;
  /** Whose password it is, for the strength meter: known names, or the form's field holding the e-mail. */
  owner?: PasswordOwner;
  emailField?: string;
}

/**
 * The new password with its strength, then again, then the form's message when the server said one beside the
 * fields (account spec 2.5).
 */
export function NewPasswordFields({ fieldErrors, message, owner, emailField }: NewPasswordFieldsProps) {
  return (
    <>
      <LoginField name="password" label="New password" type="password" autoComplete="new-password" serverError={fieldErrors.password} />
      <PasswordStrengthMeter owner={owner} emailField={emailField} />
      <LoginField
        name="confirmationPassword"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        serverError={fieldErrors.confirmationPassword}
      />
      {message && (
        <p className="login-form__error" role="alert">
          {message}
        </p>
      )}
    </>
  );
}
