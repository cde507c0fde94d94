import { useNavigate } from 'react-router-dom';
import { insuranceDetailsSchema } from '../../../../shared/registrationSchemas';
import { useAppDispatch } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { registrationStepSaved } from '../slice';
import { RegistrationStep } from './RegistrationStep';

/** /register/insurance-details: step 3, insurance and tax details; it only keeps its values and moves on. */
export function InsuranceDetailsScreen() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return (
    <RegistrationStep
      step="insuranceDetails"
      number={3}
      heading="Insurance and Tax Details"
      schema={insuranceDetailsSchema}
      previousPath={screens.registerBusinessLocation.path}
      submitLabel="Next"
      onSubmit={(values) => {
        dispatch(registrationStepSaved(values));
        navigate(screens.registerFleet.path);
      }}
    />
  );
}
