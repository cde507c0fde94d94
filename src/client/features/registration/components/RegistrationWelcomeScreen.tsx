import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { welcomeSchema } from '../../../../shared/registrationSchemas';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Spinner } from '../../../ui/Spinner';
import { codeCheckFailureText } from '../registrationText';
import { selectRegistration } from '../selectors';
import { registrationCodeEntered, registrationStepSaved } from '../slice';
import { InvalidCodeMessage } from './InvalidCodeMessage';
import { RegistrationStep } from './RegistrationStep';

/** /register/welcome/{code}: the code is checked on entry (spec 4), then step 1 asks about the company. */
export function RegistrationWelcomeScreen() {
  const { registrationCode = '' } = useParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const registration = useAppSelector(selectRegistration);

  useEffect(() => {
    dispatch(registrationCodeEntered(registrationCode));
  }, [dispatch, registrationCode]);

  const checked = registration.code === registrationCode && registration.codeStatus !== 'checking';
  if (!checked) return <Spinner label="Checking your registration code" />;
  if (registration.codeFailure) {
    return (
      <section className="registration">
        <p role="alert" className="login-form__error">{codeCheckFailureText(registration.codeFailure)}</p>
      </section>
    );
  }
  if (registration.codeStatus !== 'valid') {
    return (
      <section className="registration">
        <InvalidCodeMessage />
      </section>
    );
  }
  return (
    <RegistrationStep
      step="welcome"
      number={1}
      heading="Welcome! Tell us about your company"
      schema={welcomeSchema}
      submitLabel="Next"
      onSubmit={(values) => {
        dispatch(registrationStepSaved(values));
        navigate(screens.registerBusinessLocation.path);
      }}
    />
  );
}
