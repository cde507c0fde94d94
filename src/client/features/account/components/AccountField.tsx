import { useField } from 'formik';
import { useId } from 'react';

interface AccountFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'email' | 'password';
  autoComplete?: string;
  /** Renders a select with these options instead of an input. */
  options?: { value: string; label: string }[];
  /** The server's word on this field from the last save. */
  serverError?: string;
}

/** A labelled input or select of the account forms, with its error underneath. */
export function AccountField({ name, label, type = 'text', options, serverError, autoComplete }: AccountFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (meta.touched && meta.error) || serverError;
  const common = {
    ...field, value: field.value ?? '', id: inputId, className: 'account-field__input',
    'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="account-field">
      <label htmlFor={inputId} className="account-field__label">{label}</label>
      {options ? (
        <select {...common}>
          <option value="">Choose…</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      ) : <input {...common} type={type} autoComplete={autoComplete} />}
      {error && <p id={errorId} className="account-field__error">{error}</p>}
    </div>
  );
}
