/** The words of document downloads and the e-mail form (loads spec 5, 7 and 8). */
import moment from 'moment';
import { DATE_FORMATS } from '../../../shared/constants';
import { invoiceListFileName, invoiceListName, type InvoiceStatus } from '../../../shared/invoices';
import type { DateValue } from '../../../shared/format';
import { failureWords, type Failure } from '../../api/failure';
import { now as clockNow } from '../../app/clock';
import type { DocumentsTarget } from './slice';

export const DOWNLOAD_FAILED_MESSAGE = 'Could not download document. Please try again later.';
export const DOCUMENTS_SENT_MESSAGE = 'Documents sent.';
export const RECIPIENT_REQUIRED_MESSAGE = 'A driver is required.';
const DOCUMENTS_NOT_SENT_MESSAGE = 'The documents could not be sent. Please try again later.';

/** Why the e-mail was not sent, in the dialog: the server's words for a refusal, the network's, or ours. */
export const emailFailureText = (failure: Failure) => failureWords(failure, DOCUMENTS_NOT_SENT_MESSAGE);

const EMAIL_DIALOG_TITLE = 'Send Documents';
const EMAIL_DIALOG_TEXT = 'Choose a driver or team member to send the documents to.';
const DEFAULT_EMAIL_BODY = 'Here are the documents for your loads tomorrow.';
const INVOICES_SENT_MESSAGE = 'Invoices sent.';

export const loadPdfFileName = (loadId: number) => `Load ${loadId}.pdf`;

/** The default message speaks of tomorrow's loads, so the subject names tomorrow's date. */
export function defaultEmailSubject(now: DateValue = clockNow()): string {
  return `Documents for loads on ${moment(now).add(1, 'day').format(DATE_FORMATS.full)}`;
}

/** 'Email Paid Invoices': the list's button and the title of the dialog it opens. */
export const emailInvoicesLabel = (status: InvoiceStatus) => `Email ${invoiceListName(status)}`;

/** What the e-mail dialog says, what it fills in, and the flash once sent. */
export interface EmailDialogWords {
  title: string;
  text: string;
  subject: string;
  body: string;
  sendLabel: string;
  sentMessage: string;
}

/**
 * Loads spec 5 words the dialog for load documents. For an invoice list the spec is silent: it speaks of that
 * list, which the server attaches as its CSV file, and the subject names the day it was sent.
 */
export function emailDialogWords(target: DocumentsTarget, now: DateValue = clockNow()): EmailDialogWords {
  if (target.type !== 'invoices') {
    return {
      title: EMAIL_DIALOG_TITLE, text: EMAIL_DIALOG_TEXT, subject: defaultEmailSubject(now), body: DEFAULT_EMAIL_BODY,
      sendLabel: EMAIL_DIALOG_TITLE, sentMessage: DOCUMENTS_SENT_MESSAGE,
    };
  }
  const { status } = target.criteria;
  const list = invoiceListName(status);
  const fileName = invoiceListFileName(status);
  return {
    title: emailInvoicesLabel(status),
    text: `Choose a driver or team member to send the ${status.toLowerCase()} invoices to, attached as ${fileName}.`,
    subject: `${list} on ${moment(now).format(DATE_FORMATS.full)}`,
    body: `Here are the ${status.toLowerCase()} invoices, attached as ${fileName}.`,
    sendLabel: 'Send Invoices',
    sentMessage: INVOICES_SENT_MESSAGE,
  };
}
