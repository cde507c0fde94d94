import { Form, Formik } from 'formik';
import { Link } from 'react-router-dom';
import { driverFormSchema, type DriverFormValues } from '../../../../shared/onboardingSchemas';
import { onboardingPath } from '../../../../shared/onboardingSteps';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { DriverFields } from '../../drivers/components/DriverFields';
import { onboardingFailureText } from '../onboardingText';
import { selectDriverCount, selectOnboarding } from '../selectors';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

const empty: DriverFormValues = {
  firstName: '', lastName: '', email: '', cellPhoneNumber: '', twicCardExpiration: '', vtasPassword: '', notes: '',
};

/**
 * Add Driver (step 4), the driver form of spec 2.9. Cancel goes back to the fleet step while the carrier has
 * no driver, otherwise to the driver confirmation; 'Skip adding driver' shows with a general error.
 */
export function AddDriverStep() {
  const { submit, submitting, fieldErrors } = useStepSubmit();
  const { failure } = useAppSelector(selectOnboarding);
  const driverCount = useAppSelector(selectDriverCount);
  const cancelTo = driverCount ? onboardingPath('add-driver-confirm') : onboardingPath('add-hauler');

  return (
    <OnboardingFrame step="add-driver" title="Add a Driver">
      {onboardingFailureText(failure) && <Link to={onboardingPath('add-driver-confirm')}>Skip adding driver</Link>}
      <Formik<DriverFormValues> initialValues={empty} validationSchema={driverFormSchema}
        onSubmit={(values) => { submit({ step: 'add-driver', values: driverFormSchema.cast(values) }); }}>
        <Form noValidate>
          <DriverFields serverErrors={fieldErrors} />
          <div className="onboarding__actions">
            <Button type="submit" block disabled={submitting}>Add Driver</Button>
            <Link to={cancelTo}>Cancel</Link>
          </div>
        </Form>
      </Formik>
    </OnboardingFrame>
  );
}
