import type { FieldErrors } from '../../../api/ApiError';
import { LoginField } from '../../../ui/LoginField';

/** The new password twice, then the form's message when the server said one beside the fields (account spec 2.5). */
export function NewPasswordFields({ fieldErrors, message }: { fieldErrors: FieldErrors; message: string | null }) {
  return (
    <>
      <LoginField name="password" label="New password" type="password" autoComplete="new-password" serverError={fieldErrors.password} />
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
