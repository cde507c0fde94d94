import * as yup from 'yup';
import { DEFAULT_CERTIFICATE_TITLE, type CertificateDetails } from './insuranceCertificate';

/* The details sent with a certificate of insurance, checked the same way by the form and by the server. */

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
export function isCalendarDay(value: string | undefined): boolean {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 2000 && year <= 2100 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const expiryDate = (label: string) => yup.string().trim()
  .required(`${label} expiration date is required`)
  .test('calendar-day', 'Enter a date', isCalendarDay);

export const certificateDetailsSchema: yup.ObjectSchema<CertificateDetails> = yup.object({
  title: yup.string().trim().max(120, 'Must be at most 120 characters').default(DEFAULT_CERTIFICATE_TITLE)
    .transform((value: string | undefined) => (value?.trim() ? value : undefined)).defined(),
  damageExpirationDate: expiryDate('Damage'),
  liabilityExpirationDate: expiryDate('Liability'),
});
