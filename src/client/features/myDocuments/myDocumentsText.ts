/** Account spec 2.11 and 8, word for word. */
import { CERTIFICATE_FILE_REQUIRED } from '../../../shared/insuranceCertificate';
import type { FieldErrors } from '../../api/ApiError';
import { fieldErrorsOf, formFailureWords, type Failure } from '../../api/failure';

export const INSURANCE_DOCUMENTS_HEADING = 'Insurance Documents';
export const BROKER_AGREEMENTS_HEADING = 'Broker Agreements';
export const NO_DOCUMENTS_FOUND = 'No documents found';
export const DOWNLOAD_LABEL = 'Download';
export const DOWNLOAD_FAILED = 'Could not download document. Please try again later.';

/* Ours, where the spec is silent (docs/decisions.md, "My Documents (issue 11)"). */
export const LIST_FAILED = 'Documents could not be loaded. Please try again later.';
export const UPLOAD_HEADING = 'Upload a Certificate of Insurance';
export const UPLOAD_BUTTON = 'Upload Certificate';
export const UPLOADED = 'Certificate uploaded';

/** The server's words under each upload field; a file that never left says what an empty one does. */
export function uploadFieldErrors(failure: Failure | null): FieldErrors {
  const fieldErrors = fieldErrorsOf(failure);
  return failure?.code === 'file_empty' && !fieldErrors.file ? { ...fieldErrors, file: CERTIFICATE_FILE_REQUIRED } : fieldErrors;
}

/** The server's message under the upload form, unless it named the fields. */
export const uploadFailureText = (failure: Failure | null): string | null =>
  failure?.code === 'file_empty' ? null : formFailureWords(failure);
