import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { AnyObjectSchema } from 'yup';
import { REGISTRATION_STEP_COUNT, registrationSteps } from '../../../../shared/registration';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import '../../../ui/login.css';
import { selectRegistration } from '../selectors';
import { registrationStepSaved, type RegistrationValues } from '../slice';
import { InvalidCodeMessage } from './InvalidCodeMessage';
import { WizardField } from './WizardField';
import './registration.css';

export type StepName = keyof typeof registrationSteps;

interface RegistrationStepProps {
  step: StepName;
  number: number;
  heading: string;
  schema: AnyObjectSchema;
  previousPath?: string;
  submitLabel: string;
  onSubmit(values: Partial<RegistrationValues>): void;
  intro?: ReactNode;
  children?: ReactNode;
}

/** Every value typed is kept in the store at once, so Back, a reload or a return to the step keeps it. */
function KeepValues() {
  const dispatch = useAppDispatch();
  const { values } = useFormikContext<Partial<RegistrationValues>>();
  useEffect(() => {
    dispatch(registrationStepSaved(values));
  }, [dispatch, values]);
  return null;
}

/** One step of the registration wizard (account spec 2.6): its fields, Back, and the step's own action. */
export function RegistrationStep({ step, number, heading, schema, previousPath, submitLabel, onSubmit, intro, children }: RegistrationStepProps) {
  const registration = useAppSelector(selectRegistration);
  const fields = registrationSteps[step];
  const fieldErrors = fieldErrorsOf(registration.failure);
  const initialValues = Object.fromEntries(fields.map((field) => [field, registration.values[field]])) as Partial<RegistrationValues>;

  return (
    <section className="registration">
      <p className="registration__step">Step {number} of {REGISTRATION_STEP_COUNT}</p>
      <h1 className="screen-title">{heading}</h1>
      {!registration.code || registration.codeStatus === 'invalid' ? (
        <InvalidCodeMessage />
      ) : (
        <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
          <Form noValidate className="login-form">
            <KeepValues />
            {intro}
            {fields.map((field) => <WizardField key={field} name={field} serverError={fieldErrors[field]} />)}
            {children}
            <div className="registration__actions">
              {previousPath && <Link to={previousPath}>Back</Link>}
              <Button type="submit" disabled={registration.submitStatus === 'submitting'}>{submitLabel}</Button>
            </div>
          </Form>
        </Formik>
      )}
    </section>
  );
}
