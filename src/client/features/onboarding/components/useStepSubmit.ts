import { useCallback } from 'react';
import { fieldErrorsOf } from '../../../api/failure';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOnboarding } from '../selectors';
import { onboardingStepSubmitted, type StepSubmission } from '../slice';

/** Sends a step's values; the saga moves on only after the save succeeds. */
export function useStepSubmit() {
  const dispatch = useAppDispatch();
  const { status, failure } = useAppSelector(selectOnboarding);
  const submit = useCallback((submission: StepSubmission) => dispatch(onboardingStepSubmitted(submission)), [dispatch]);
  return { submit, submitting: status === 'submitting', fieldErrors: fieldErrorsOf(failure) };
}
