import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { applicationFields, REGISTRATION_CODE_LIFETIME_DAYS, type CarrierApplicationForm } from '../../../../shared/registration';
import { applicationSchema } from '../../../../shared/registrationSchemas';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import '../../../ui/login.css';
import { applicationFailureText } from '../registrationText';
import { selectApplication } from '../selectors';
import { applicationOpened, applicationRequested } from '../slice';
import { WizardField } from './WizardField';
import './registration.css';

const emptyApplication = Object.fromEntries(applicationFields.map((field) => [field, ''])) as CarrierApplicationForm;

/** /register (issue 22): Sign Up asks about the company and mails a link that opens the registration wizard. */
export function ApplicationScreen() {
  const dispatch = useAppDispatch();
  const application = useAppSelector(selectApplication);
  const fieldErrors = fieldErrorsOf(application.failure);
  const message = applicationFailureText(application.failure);

  useEffect(() => {
    dispatch(applicationOpened());
  }, [dispatch]);

  if (application.status === 'succeeded') {
    return (
      <section className="registration">
        <h1 className="screen-title">Check your email</h1>
        <p role="status">
          A registration link is on its way to {application.sentTo}. Follow it within {REGISTRATION_CODE_LIFETIME_DAYS} days to
          register your company in four steps.
        </p>
      </section>
    );
  }

  return (
    <section className="registration">
      <h1 className="screen-title">Sign Up</h1>
      <p>Tell us about your company. We will email you a link to register it in four steps.</p>
      <Formik<CarrierApplicationForm>
        initialValues={emptyApplication}
        validationSchema={applicationSchema}
        onSubmit={(values) => { dispatch(applicationRequested(values)); }}
      >
        <Form noValidate className="login-form">
          {applicationFields.map((field) => <WizardField key={field} name={field} serverError={fieldErrors[field]} />)}
          {message && <p className="login-form__error" role="alert">{message}</p>}
          <div className="registration__actions">
            <Link to={screens.login.path}>Already signed up? Log in</Link>
            <Button type="submit" disabled={application.status === 'submitting'}>Send</Button>
          </div>
        </Form>
      </Formik>
      <p>Invited by Haulboard? Open the link in your invitation email instead.</p>
    </section>
  );
}
