import { useField } from 'formik';
import { useId } from 'react';

interface CertificateFieldProps {
  name: string;
  label: string;
  type: 'text' | 'date';
  /** The server's word on this field from the last attempt; shown when the form itself has nothing to say. */
  serverError?: string;
  min?: string;
  max?: string;
}

/** A labelled input of the upload form with its error underneath. */
export function CertificateField({ name, label, type, serverError, min, max }: CertificateFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (meta.touched && meta.error) || serverError;
  return (
    <div className="certificate-field">
      <label htmlFor={inputId} className="certificate-field__label">{label}</label>
      <input
        {...field}
        id={inputId}
        type={type}
        min={min}
        max={max}
        className="certificate-field__input"
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
      />
      {error && <p id={errorId} className="certificate-field__error">{error}</p>}
    </div>
  );
}
