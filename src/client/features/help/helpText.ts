/** The words of Contact Us (account spec 2.11 and 8). */
import { failureWords, type Failure } from '../../api/failure';

/** The server's word on the feedback box when it gave one (e.g. 'Please write your feedback'), else its message. */
export const feedbackFailureText = (failure: Failure): string => failure.fieldErrors.message || failureWords(failure);
