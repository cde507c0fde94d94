/** The words of the invited carrier's signup (account spec 2.6 and 8). */
import { failureWords, formFailureWords, type Failure } from '../../api/failure';

/** The server's message in the form, unless it named the fields (spec 8). */
export const accountSetupFailureText = (failure: Failure | null): string | null => formFailureWords(failure);

/** Why 'send my invitation again' did not send, e.g. 'Too many requests. Try again in 15 minutes.'. */
export const invitationResendFailureText = (failure: Failure): string => failureWords(failure);
