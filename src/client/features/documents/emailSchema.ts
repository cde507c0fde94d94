import * as yup from 'yup';
import { DEFAULT_EMAIL_BODY, RECIPIENT_REQUIRED_MESSAGE } from './documentsText';

export interface EmailDocumentsValues {
  driverId: number | null;
  subject: string;
  body: string;
}

export const initialEmailValues = (subject: string): EmailDocumentsValues => ({
  driverId: null,
  subject,
  body: DEFAULT_EMAIL_BODY,
});

/** Loads spec 5: a driver is required; subject and message may be edited freely. */
export const emailDocumentsSchema: yup.ObjectSchema<EmailDocumentsValues> = yup.object({
  driverId: yup.number().nullable().defined().required(RECIPIENT_REQUIRED_MESSAGE),
  subject: yup.string().defined(),
  body: yup.string().defined(),
});
