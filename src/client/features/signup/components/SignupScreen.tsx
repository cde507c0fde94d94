import { Form, Formik } from 'formik';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { accountSetupSchema, type AccountSetupValues } from '../../../../shared/accountSetup';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { paths } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { LoginField } from '../../../ui/LoginField';
import '../../../ui/login.css';
import { NewPasswordFields } from '../../passwords/components/NewPasswordFields';
import '../../passwords/components/passwords.css';
import { accountSetupFailureText } from '../signupText';
import { selectAccountSetup } from '../selectors';
import { accountSetupRequested, signupOpened } from '../slice';
import { ResendInvitation } from './ResendInvitation';

/** /signup?emailAddress&temporaryPassword: the link of an invitation (account spec 2.6, 3, 5). */
export function SignupScreen() {
  const dispatch = useAppDispatch();
  const [searchParams] = useSearchParams();
  const setup = useAppSelector(selectAccountSetup);
  const fieldErrors = fieldErrorsOf(setup.failure);
  const message = accountSetupFailureText(setup.failure);
  const done = setup.status === 'succeeded';
  const initialValues: AccountSetupValues = {
    emailAddress: searchParams.get('emailAddress') ?? '',
    temporaryPassword: searchParams.get('temporaryPassword') ?? '',
    password: '',
    confirmationPassword: '',
  };

  useEffect(() => {
    dispatch(signupOpened());
  }, [dispatch]);

  return (
    <section className="password-screen">
      <h1 className="screen-title">Congratulations! You're invited to Haulboard</h1>
      <Formik initialValues={initialValues} validationSchema={accountSetupSchema} onSubmit={(values) => void dispatch(accountSetupRequested(values))}>
        {({ values }) => done ? (
          <>
            <p role="status" className="password-form__done">Your password is set.</p>
            <Link to={paths.loginAs(values.emailAddress.trim())} className="password-screen__login">Log in</Link>
          </>
        ) : (
          <Form noValidate className="login-form">
            <p>Choose your own password to finish setting up your account.</p>
            <LoginField name="emailAddress" label="Email" type="email" autoComplete="username" serverError={fieldErrors.emailAddress} />
            <LoginField name="temporaryPassword" label="Temporary password" type="password" autoComplete="off" serverError={fieldErrors.temporaryPassword} />
            <NewPasswordFields fieldErrors={fieldErrors} message={message} emailField="emailAddress" />
            <Button type="submit" block disabled={setup.status === 'submitting'}>Submit</Button>
            <ResendInvitation />
          </Form>
        )}
      </Formik>
    </section>
  );
}
