import { useField } from 'formik';
import { useId } from 'react';

interface LoginFieldProps {
  name: string;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  /** The server's word on this field from the last attempt; shown when the form itself has nothing to say. */
  serverError?: string;
}

/** A labelled input with its error underneath. */
export function LoginField({ name, label, type, autoComplete, serverError }: LoginFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (meta.touched && meta.error) || serverError;

  return (
    <div className="login-field">
      <label htmlFor={inputId} className="login-field__label">
        {label}
      </label>
      <input
        {...field}
        id={inputId}
        type={type}
        autoComplete={autoComplete}
        className="login-field__input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <p id={errorId} className="login-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
