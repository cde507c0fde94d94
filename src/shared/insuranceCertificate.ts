/*
 * The certificate-of-insurance upload of My Documents, checked the same way by the form and by the server. Its
 * form schema is in insuranceCertificateSchema.ts, so the sagas can read these words without bringing yup into
 * the first screen's code.
 */

export const MAX_CERTIFICATE_MEGABYTES = 10;
export const CERTIFICATE_FILE_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const DEFAULT_CERTIFICATE_TITLE = 'Certificate of Insurance';
export const CERTIFICATE_TITLE_MAX_LENGTH = 120;
export const expiryDateRequired = (label: 'Damage' | 'Liability') => `${label} expiration date is required`;

/**
 * A real calendar day of 2000 to 2100 written YYYY-MM-DD (2026-02-30 is refused), as one pattern so the server's
 * route schema and the form read it alike: months by their length, 29 February in leap years only.
 */
export const CALENDAR_DAY_PATTERN = new RegExp('^(?:(?:20\\d\\d|2100)-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)'
  + '|02-(?:0[1-9]|1\\d|2[0-8]))|20(?:[02468][048]|[13579][26])-02-29)$');

export function isCalendarDay(value: string | undefined): boolean {
  return value !== undefined && CALENDAR_DAY_PATTERN.test(value);
}

export interface CertificateDetails {
  title: string;
  damageExpirationDate: string;
  liabilityExpirationDate: string;
}

export const MAX_CERTIFICATE_BYTES = MAX_CERTIFICATE_MEGABYTES * 1024 * 1024;
export const CERTIFICATE_TOO_LARGE = 'The file is larger than 10 MB. Upload a smaller PDF, PNG or JPEG file.';
export const CERTIFICATE_WRONG_TYPE = 'The file must be a PDF, PNG or JPEG.';
export const CERTIFICATE_FILE_REQUIRED = 'Choose a file to upload.';
/** Enough of a file's start to recognise every accepted type. */
export const CERTIFICATE_MAGIC_LENGTH = 8;

export interface CertificateType {
  contentType: (typeof CERTIFICATE_FILE_TYPES)[number];
  extension: 'pdf' | 'png' | 'jpg';
}

const magicNumbers: { magic: number[]; type: CertificateType }[] = [
  { magic: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { contentType: 'application/pdf', extension: 'pdf' } },
  { magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { contentType: 'image/png', extension: 'png' } },
  { magic: [0xff, 0xd8, 0xff], type: { contentType: 'image/jpeg', extension: 'jpg' } },
];

/** The type the bytes say (their magic number), whatever the file was called or claimed to be. */
export function certificateTypeOf(start: Uint8Array): CertificateType | null {
  const match = magicNumbers.find(({ magic }) => start.length >= magic.length && magic.every((byte, index) => start[index] === byte));
  return match?.type ?? null;
}

/** What is wrong with a file of `size` bytes that starts with `start`, or null when it may be uploaded. */
export function certificateFileProblem(size: number, start: Uint8Array): string | null {
  if (size === 0) return CERTIFICATE_FILE_REQUIRED;
  if (size > MAX_CERTIFICATE_BYTES) return CERTIFICATE_TOO_LARGE;
  return certificateTypeOf(start) ? null : CERTIFICATE_WRONG_TYPE;
}
