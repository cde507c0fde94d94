import { Link } from 'react-router-dom';
import { registrationSteps, type RegistrationField } from '../../../../shared/registration';
import { fleetSchema } from '../../../../shared/registrationSchemas';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { registrationFailureText } from '../registrationText';
import { selectRegistration } from '../selectors';
import { registrationSubmitted } from '../slice';
import { fieldLabels } from './fieldLabels';
import { RegistrationStep } from './RegistrationStep';

/** Where each earlier step's fields are edited, for server errors the fleet step cannot show in place. */
function stepPathOf(field: RegistrationField, code: string): string {
  if ((registrationSteps.businessLocation as readonly string[]).includes(field)) return screens.registerBusinessLocation.path;
  if ((registrationSteps.insuranceDetails as readonly string[]).includes(field)) return screens.registerInsuranceDetails.path;
  return screens.registerWelcome.path.replace(':registrationCode', encodeURIComponent(code));
}

/** /register/fleet: step 4, 'Tell us about your fleet', registers the carrier on Submit (spec 2.6, 4). */
export function FleetScreen() {
  const dispatch = useAppDispatch();
  const registration = useAppSelector(selectRegistration);
  const message = registrationFailureText(registration.failure);
  const elsewhere = Object.entries(fieldErrorsOf(registration.failure))
    .filter(([field]) => field in fieldLabels && !(registrationSteps.fleet as readonly string[]).includes(field)) as [RegistrationField, string][];

  return (
    <RegistrationStep
      step="fleet"
      number={4}
      heading="Tell us about your fleet"
      schema={fleetSchema}
      previousPath={screens.registerInsuranceDetails.path}
      submitLabel="Submit"
      onSubmit={(values) => dispatch(registrationSubmitted(values))}
    >
      {elsewhere.length > 0 && (
        <ul role="alert" className="registration__errors">
          {elsewhere.map(([field, message]) => (
            <li key={field}>
              <Link to={stepPathOf(field, registration.code ?? '')}>{fieldLabels[field]}</Link>: {message}
            </li>
          ))}
        </ul>
      )}
      {message && <p role="alert" className="login-form__error">{message}</p>}
    </RegistrationStep>
  );
}
