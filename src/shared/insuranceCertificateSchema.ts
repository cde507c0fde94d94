import * as yup from 'yup';
import { ENTER_A_DATE, tooLong } from './formWords';
import {
  CERTIFICATE_TITLE_MAX_LENGTH, DEFAULT_CERTIFICATE_TITLE, expiryDateRequired, isCalendarDay, type CertificateDetails,
} from './insuranceCertificate';

/* The details sent with a certificate of insurance, checked the same way by the form and by the server. */

const expiryDate = (label: 'Damage' | 'Liability') => yup.string().trim()
  .required(expiryDateRequired(label))
  .test('calendar-day', ENTER_A_DATE, isCalendarDay);

export const certificateDetailsSchema: yup.ObjectSchema<CertificateDetails> = yup.object({
  title: yup.string().trim().max(CERTIFICATE_TITLE_MAX_LENGTH, tooLong(CERTIFICATE_TITLE_MAX_LENGTH)).default(DEFAULT_CERTIFICATE_TITLE)
    .transform((value: string | undefined) => (value?.trim() ? value : undefined)).defined(),
  damageExpirationDate: expiryDate('Damage'),
  liabilityExpirationDate: expiryDate('Liability'),
});
