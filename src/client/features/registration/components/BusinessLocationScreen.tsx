import { useNavigate } from 'react-router-dom';
import { businessLocationSchema } from '../../../../shared/registrationSchemas';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { selectRegistration } from '../selectors';
import { registrationStepSaved } from '../slice';
import { RegistrationStep } from './RegistrationStep';

/** /register/business-location: step 2 only keeps its values and moves on (spec 4). */
export function BusinessLocationScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { code } = useAppSelector(selectRegistration);
  return (
    <RegistrationStep
      step="businessLocation"
      number={2}
      heading="Business Location"
      schema={businessLocationSchema}
      previousPath={code ? screens.registerWelcome.path.replace(':registrationCode', encodeURIComponent(code)) : undefined}
      submitLabel="Next"
      onSubmit={(values) => {
        dispatch(registrationStepSaved(values));
        navigate(screens.registerInsuranceDetails.path);
      }}
    />
  );
}
