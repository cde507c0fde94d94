/** The words of the onboarding steps' failures (account spec 2.7, 2.9 and 8). */
import { formFailureWords, type Failure } from '../../api/failure';

/** A step's general error: the server's message, unless it put its words on the fields. */
export const onboardingFailureText = (failure: Failure | null): string | null => formFailureWords(failure);

/** Add Hauler's details after 'An error occured, you can skip this step.': its rows have no field to show them. */
export const addHaulerFailureText = (failure: Failure): string =>
  onboardingFailureText(failure) ?? Object.values(failure.fieldErrors).join(', ');
