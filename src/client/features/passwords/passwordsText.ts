/** The words of the password forms (account spec 2.5 and 8). */
import { formFailureWords, type Failure } from '../../api/failure';

/** Spec 8: the server's text inline ('Expired password update failure: server message inline'), unless it named the fields. */
export const passwordFailureText = (failure: Failure | null): string | null => formFailureWords(failure);
