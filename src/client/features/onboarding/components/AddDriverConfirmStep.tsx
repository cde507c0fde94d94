import { Link } from 'react-router-dom';
import { onboardingPath } from '../../../../shared/onboardingSteps';
import { useAppSelector } from '../../../app/hooks';
import { Button } from '../../../ui/Button';
import { selectDriverCount } from '../selectors';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

/** Add Driver Confirmation (step 5). */
export function AddDriverConfirmStep() {
  const { submit, submitting } = useStepSubmit();
  const driverCount = useAppSelector(selectDriverCount);
  return (
    <OnboardingFrame step="add-driver-confirm" title="Great, let's get your driver on the road.">
      {driverCount ? (
        <p>A link to the driver app is sent to the driver.</p>
      ) : (
        <p>It&apos;s ok to skip for now but, don&apos;t forget to add a driver and assign them later!</p>
      )}
      <div className="onboarding__actions">
        <Button block disabled={submitting} onClick={() => submit({ step: 'add-driver-confirm' })}>Continue with Driving Preferences</Button>
        <Link to={onboardingPath('add-driver')}>Or, add another driver.</Link>
      </div>
    </OnboardingFrame>
  );
}
