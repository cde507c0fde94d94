import { onboardingPath } from '../../../../shared/onboardingSteps';
import { useAppSelector } from '../../../app/hooks';
import { TruckRowsForm } from '../../fleet/components/TruckRowsForm';
import { selectViewerPresent } from '../../session/selectors';
import { selectOnboarding } from '../selectors';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

/** Add Hauler (step 2): 'Tell us about your fleet.' with several truck rows. */
export function AddHaulerStep() {
  const { submit, submitting, fieldErrors } = useStepSubmit();
  const { status, message } = useAppSelector(selectOnboarding);
  const hasViewer = useAppSelector(selectViewerPresent);
  const failure = status === 'failed' ? message ?? Object.values(fieldErrors).join(', ') : null;

  return (
    <OnboardingFrame step="add-hauler" title="Tell us about your fleet." showMessage={false}>
      <TruckRowsForm onSubmit={(rows) => submit({ step: 'add-hauler', values: rows })} submitting={submitting}
        hasViewer={hasViewer} failure={failure} skipTo={onboardingPath('haul-equipment')} />
    </OnboardingFrame>
  );
}
