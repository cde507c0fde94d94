import { useField } from 'formik';
import { useId } from 'react';
import type { RegistrationField } from '../../../../shared/registration';
import { STATES_AND_PROVINCES } from '../../../../shared/states';
import { fieldLabels, inputTypeOf } from './fieldLabels';

/** A labelled input (a select for the state) with the form's or the server's error underneath. */
export function WizardField({ name, serverError }: { name: RegistrationField; serverError?: string }) {
  const [field, meta] = useField<string>(name);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const error = (meta.touched && meta.error) || serverError;
  const common = {
    ...field, id: inputId, className: 'login-field__input', 'aria-invalid': Boolean(error), 'aria-describedby': error ? errorId : undefined,
  };
  const numeric = name === 'totalNumberOfTrucks' || name === 'totalCapacity';
  return (
    <div className="login-field">
      <label htmlFor={inputId} className="login-field__label">{fieldLabels[name]}</label>
      {name === 'state' ? (
        <select {...common}>
          <option value="">Choose a state</option>
          {STATES_AND_PROVINCES.map((state) => <option key={state.code} value={state.code}>{state.name}</option>)}
        </select>
      ) : (
        <input {...common} type={inputTypeOf(name)} inputMode={numeric ? 'numeric' : undefined} />
      )}
      {error && <p id={errorId} className="login-field__error">{error}</p>}
    </div>
  );
}
