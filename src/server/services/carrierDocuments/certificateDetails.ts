import { Type, type Static } from '@fastify/type-provider-typebox';
import { ENTER_A_DATE, tooLong } from '../../../shared/formWords';
import {
  CALENDAR_DAY_PATTERN, CERTIFICATE_TITLE_MAX_LENGTH, DEFAULT_CERTIFICATE_TITLE, expiryDateRequired, type CertificateDetails,
} from '../../../shared/insuranceCertificate';
import { aroundSpaces, FormText } from '../../http/formFields';

const expiryDate = (label: 'Damage' | 'Liability') => FormText({
  maxLength: 40, tooLong: tooLong(40), required: expiryDateRequired(label),
  rules: [{ pattern: aroundSpaces(CALENDAR_DAY_PATTERN), message: ENTER_A_DATE }],
});

/**
 * The details sent with a certificate of insurance, in the query string beside the file (the upload form's
 * rules and words, `certificateDetailsSchema`).
 */
export const CertificateDetailsQuery = Type.Object({
  title: Type.Optional(FormText({ maxLength: CERTIFICATE_TITLE_MAX_LENGTH, tooLong: tooLong(CERTIFICATE_TITLE_MAX_LENGTH) })),
  damageExpirationDate: expiryDate('Damage'),
  liabilityExpirationDate: expiryDate('Liability'),
});

/** Trimmed; a blank title is the default one. */
export function certificateDetailsOf(query: Static<typeof CertificateDetailsQuery>): CertificateDetails {
  return {
    title: query.title?.trim() || DEFAULT_CERTIFICATE_TITLE,
    damageExpirationDate: query.damageExpirationDate.trim(),
    liabilityExpirationDate: query.liabilityExpirationDate.trim(),
  };
}
