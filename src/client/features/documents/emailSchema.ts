import * as yup from 'yup';
import { RECIPIENT_REQUIRED_MESSAGE, type EmailDialogWords } from './documentsText';

export type RecipientType = 'Driver' | 'User';

export interface EmailDocumentsValues {
  /** A driver's or a team member's id, as `recipientType` says. */
  recipientId: number | null;
  recipientType: RecipientType;
  subject: string;
  body: string;
}

export const initialEmailValues = ({ subject, body }: EmailDialogWords): EmailDocumentsValues => ({
  recipientId: null,
  recipientType: 'Driver',
  subject,
  body,
});

/** Loads spec 5: a driver (or team member) is required; subject and message may be edited freely. */
export const emailDocumentsSchema: yup.ObjectSchema<EmailDocumentsValues> = yup.object({
  recipientId: yup.number().nullable().defined().required(RECIPIENT_REQUIRED_MESSAGE),
  recipientType: yup.mixed<RecipientType>().oneOf(['Driver', 'User']).defined(),
  subject: yup.string().defined(),
  body: yup.string().defined(),
});
