import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { screens } from '../../../app/routeTable';
import { Button } from '../../../ui/Button';
import { selectViewer } from '../../session/selectors';
import { onboardingResumeRequested } from '../slice';
import { OnboardingFrame } from './OnboardingFrame';
import { useStepSubmit } from './useStepSubmit';

/** Onboarding's first screen; opening it again resumes at the step reached on any device. */
export function WelcomeStep() {
  const dispatch = useAppDispatch();
  const viewer = useAppSelector(selectViewer);
  const { submit, submitting } = useStepSubmit();

  useEffect(() => {
    dispatch(onboardingResumeRequested());
  }, [dispatch]);

  return (
    <OnboardingFrame step="welcome" title={`Welcome ${viewer?.firstName ?? ''}, We're so happy you're here.`}>
      <div className="onboarding__actions">
        <Button block disabled={submitting} onClick={() => submit({ step: 'welcome' })}>Get Started</Button>
        <Link to={screens.onboardScheduleCall.path}>Skip and schedule a call with dispatch.</Link>
      </div>
    </OnboardingFrame>
  );
}
