import { useEffect, type ReactNode } from 'react';
import { ONBOARDING_STEP_NUMBERS, ONBOARDING_STEP_TOTAL, type OnboardingStep } from '../../../../shared/onboardingSteps';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { onboardingFailureText } from '../onboardingText';
import { selectOnboarding } from '../selectors';
import { onboardingStepOpened } from '../slice';
import '../../../ui/onboarding.css';

interface OnboardingFrameProps {
  step: OnboardingStep;
  title: string;
  children: ReactNode;
  /** False where the screen shows the save's message in its own words (Add Hauler). */
  showMessage?: boolean;
}

/** Every onboarding screen: its step counter (of 7), its heading, and the save's general error. */
export function OnboardingFrame({ step, title, children, showMessage = true }: OnboardingFrameProps) {
  const dispatch = useAppDispatch();
  const message = onboardingFailureText(useAppSelector(selectOnboarding).failure);
  const number = ONBOARDING_STEP_NUMBERS[step];

  useEffect(() => {
    dispatch(onboardingStepOpened(step));
  }, [dispatch, step]);

  return (
    <section className="onboarding" aria-labelledby="onboarding-title">
      {number && <p className="onboarding__counter">Step {number} of {ONBOARDING_STEP_TOTAL}</p>}
      <h1 id="onboarding-title" className="onboarding__title">{title}</h1>
      {showMessage && message && <p role="alert" className="onboarding__error">{message}</p>}
      {children}
    </section>
  );
}
