import type { FieldError } from '../../../shared/wire';
import type { RecipientChoice } from '../../repositories/recipients';
import { idOf } from '../../../shared/valueReaders';

/** The e-mail form of exports and documents (EmailRecipientRequest) as read from a lenient body. */
export interface EmailRequest extends Required<RecipientChoice> {
  /** Blank means the default subject of what is sent. */
  subject: string;
  body: string;
}

export const emailRequestKeys = ['toUserId', 'toUserType', 'subject', 'body'] as const;

const maxSubjectLength = 200;
const maxBodyLength = 10_000;

function textOf(value: unknown): string | null {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : null;
}

/** The request, or the field errors a form shows next to its inputs. */
export function readEmailRequest(raw: Record<string, unknown>): { request: EmailRequest } | { errors: FieldError[] } {
  const errors: FieldError[] = [];
  const toUserId = idOf(raw.toUserId);
  if (toUserId === null) errors.push({ field: 'toUserId', message: 'Choose a driver or team member.' });
  const type = raw.toUserType === undefined || raw.toUserType === null || raw.toUserType === '' ? 'driver'
    : typeof raw.toUserType === 'string' ? raw.toUserType.trim().toLowerCase() : '';
  if (type !== 'driver' && type !== 'user') errors.push({ field: 'toUserType', message: 'Must be one of: Driver, User.' });
  const subject = textOf(raw.subject);
  if (subject === null || subject.length > maxSubjectLength) {
    errors.push({ field: 'subject', message: `Must be text of at most ${maxSubjectLength} characters.` });
  }
  const body = textOf(raw.body);
  if (body === null || body.length > maxBodyLength) errors.push({ field: 'body', message: `Must be text of at most ${maxBodyLength} characters.` });
  if (errors.length > 0) return { errors };
  // A subject is one header line: line breaks and other control characters become spaces.
  const oneLine = subject!.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
  return { request: { toUserId: toUserId!, toUserType: type === 'user' ? 'User' : 'Driver', subject: oneLine, body: body! } };
}

/** The refusal for a recipient who is not one of the carrier's own people with an e-mail address. */
export const unknownRecipient: FieldError = {
  field: 'toUserId',
  message: 'Choose one of your drivers or team members with an e-mail address.',
};
