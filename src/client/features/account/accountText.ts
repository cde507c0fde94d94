/** The words of Edit Profile's and Business Information's failures (account spec 2.11, 5 and 8). */
import type { FieldErrors } from '../../api/ApiError';
import { failureWords, fieldErrorsOf, formFailureWords, type Failure } from '../../api/failure';
import type { ProfileFailures } from './slice';

/** Issue 22: the number Text Notifications promise ('the cell phone on your profile'). */
export const CELL_PHONE_LABEL = 'Cell Phone';
/** Issue 21: shown under Email only while it differs from the sign-in e-mail. */

export interface FormWords {
  fieldErrors: FieldErrors;
  message: string | null;
}

/**
 * Spec 5: password update messages show on confirmationPassword. The current password keeps its own field,
 * so its error stays there; every other word of the server (its fields and its message) is joined there.
 */
function passwordFailureFields(failure: Failure): FieldErrors {
  const { oldPassword, ...rest } = failure.fieldErrors;
  const words = Object.values(rest);
  if (words.length === 0 && !oldPassword) words.push(failureWords(failure));
  return {
    ...(oldPassword ? { oldPassword } : {}),
    ...(words.length > 0 ? { confirmationPassword: [...new Set(words)].join(', ') } : {}),
  };
}

/** Edit Profile: the details' words under their fields and as the form's message, the password's as above. */
export const profileFailureWords = ({ details, password }: ProfileFailures): FormWords => ({
  fieldErrors: { ...fieldErrorsOf(details), ...(password ? passwordFailureFields(password) : {}) },
  message: formFailureWords(details),
});

/** Business Information: the server's words under the fields, or as the form's message. */
export const businessInfoFailureWords = (failure: Failure | null): FormWords => ({
  fieldErrors: fieldErrorsOf(failure),
  message: formFailureWords(failure),
});
