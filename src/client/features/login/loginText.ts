/** The words of the sign-in dialog (account spec 2.5, 8 Login). */
import { statusLine } from '../../api/ApiError';
import { failureWords } from '../../api/failure';
import type { LoginState } from '../session/slice';

/**
 * The dialog's own error line: none when the server's description sits on the password field, 'statusText
 * (status)' for any other answer, the network's words when none came.
 */
export function loginFailureText({ failure, answer }: LoginState): string | null {
  if (!failure || Object.keys(failure.fieldErrors).length > 0) return null;
  return answer ? statusLine(answer.statusText, answer.status) : failureWords(failure);
}
