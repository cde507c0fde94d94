/** The words of the registration wizard's failures (account spec 2.6 and 8). */
import { failureWords, formFailureWords, type Failure } from '../../api/failure';

/** The code could not be checked at all (no answer, a throttle, a 5xx). */
export const codeCheckFailureText = (failure: Failure): string => failureWords(failure);

/** Step 4's message under the form, unless the server put its words on the fields. */
export const registrationFailureText = (failure: Failure | null): string | null => formFailureWords(failure);

/** The application's message under its form (issue 22): a throttle's wait, or why no answer came. */
export const applicationFailureText = (failure: Failure | null): string | null => formFailureWords(failure);
