/** The words of document downloads and the e-mail form (loads spec 5, 7 and 8). */
import moment from 'moment';
import { DATE_FORMATS } from '../../../shared/constants';
import type { DateValue } from '../../../shared/format';
import { failureWords, type Failure } from '../../api/failure';
import { now as clockNow } from '../../app/clock';

export const DOWNLOAD_FAILED_MESSAGE = 'Could not download document. Please try again later.';
export const DOCUMENTS_SENT_MESSAGE = 'Documents sent.';
export const RECIPIENT_REQUIRED_MESSAGE = 'A driver is required.';
const DOCUMENTS_NOT_SENT_MESSAGE = 'The documents could not be sent. Please try again later.';

/** Why the e-mail was not sent, in the dialog: the server's words for a refusal, the network's, or ours. */
export const emailFailureText = (failure: Failure) => failureWords(failure, DOCUMENTS_NOT_SENT_MESSAGE);

export const EMAIL_DIALOG_TITLE = 'Send Documents';
export const EMAIL_DIALOG_TEXT = 'Choose a driver or team member to send the documents to.';
export const DEFAULT_EMAIL_BODY = 'Here are the documents for your loads tomorrow.';

export const loadPdfFileName = (loadId: number) => `Load ${loadId}.pdf`;

/** The default message speaks of tomorrow's loads, so the subject names tomorrow's date. */
export function defaultEmailSubject(now: DateValue = clockNow()): string {
  return `Documents for loads on ${moment(now).add(1, 'day').format(DATE_FORMATS.full)}`;
}
