/** Account spec 2.11 and 8, word for word. */
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
