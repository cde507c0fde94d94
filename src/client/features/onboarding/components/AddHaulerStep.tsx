import { onboardingPath } from '../../../../shared/onboardingSteps';
import { useAppSelector } from '../../../app/hooks';
import { TruckRowsForm } from '../../fleet/components/TruckRowsForm';
import { selectViewerPresent } from '../../session/selectors';
import { addHaulerFailureText } from '../onboardingText';
import { selectOnboarding } from '../selectors';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

/** Add Hauler (step 2): 'Tell us about your fleet.' with several truck rows. */
export function AddHaulerStep() {
  const { submit, submitting } = useStepSubmit();
  const { failure } = useAppSelector(selectOnboarding);
  const hasViewer = useAppSelector(selectViewerPresent);

  return (
    <OnboardingFrame step="add-hauler" title="Tell us about your fleet." showMessage={false}>
      <TruckRowsForm onSubmit={(rows) => submit({ step: 'add-hauler', values: rows })} submitting={submitting}
        hasViewer={hasViewer} failure={failure && addHaulerFailureText(failure)} skipTo={onboardingPath('haul-equipment')} />
    </OnboardingFrame>
  );
}
