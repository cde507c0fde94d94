import { useField } from 'formik';
import { useId, type ReactNode } from 'react';

interface OnboardingFieldProps {
  name: string;
  label: string;
  type?: 'text' | 'tel' | 'email' | 'date' | 'password' | 'number';
  autoComplete?: string;
  min?: string;
  max?: string;
  placeholder?: string;
  /** Renders a select with these options instead of an input. */
  options?: { value: string; label: string }[];
  multiline?: boolean;
  /** The server's word on this field from the last save. */
  serverError?: string;
  children?: ReactNode;
  /** Replaces the form's own change handling (a select whose choice empties another). */
  onChange?: (value: string) => void;
}

/** A labelled input (or select, or text area) with its error underneath. */
export function OnboardingField({ name, label, type = 'text', options, multiline, serverError, onChange, ...rest }: OnboardingFieldProps) {
  const [field, meta] = useField<string>(name);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (meta.touched && meta.error) || serverError;
  const common = {
    ...field,
    ...(onChange ? { onChange: (event: { target: { value: string } }) => onChange(event.target.value) } : {}),
    value: field.value ?? '', id: inputId, className: 'onboarding-field__input',
    'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className="onboarding-field">
      <label htmlFor={inputId} className="onboarding-field__label">{label}</label>
      {options ? (
        <select {...common}>
          <option value="">Choose…</option>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </select>
      ) : multiline ? <textarea {...common} rows={3} /> : <input {...common} type={type} {...rest} />}
      {error && <p id={errorId} className="onboarding-field__error">{error}</p>}
    </div>
  );
}
