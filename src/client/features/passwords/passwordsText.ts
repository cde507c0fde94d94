/** The words of the password forms (account spec 2.5 and 8). */
import { formFailureWords, type Failure } from '../../api/failure';

/** Spec 8: the server's text inline ('Expired password update failure: server message inline'), unless it named the fields. */
export const passwordFailureText = (failure: Failure | null): string | null => formFailureWords(failure);

/** The strength meter's name, and its reading of zxcvbn's score 0–4 in words. */
export const strengthMeterLabel = 'Password strength';
export const strengthWords = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'] as const;
