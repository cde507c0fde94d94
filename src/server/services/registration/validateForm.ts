import { ValidationError } from 'yup';
import { registrationFields, type RegistrationField, type RegistrationForm } from '../../../shared/registration';
import { registrationSchema } from '../../../shared/registrationSchemas';
import type { FieldError } from '../../../shared/wire';

export type RegistrationValues = Omit<RegistrationForm, 'registrationCode'>;

/** The shared rules as sent (no casting): one message per field, in the form's order. */
export async function registrationFormErrors(body: Record<string, unknown>): Promise<FieldError[]> {
  try {
    await registrationSchema.validate(body, { abortEarly: false, strict: true });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const byField = new Map<string, string>();
    for (const inner of error.inner.length > 0 ? error.inner : [error]) {
      const field = inner.path ?? 'body';
      if (!byField.has(field)) byField.set(field, inner.errors[0] ?? inner.message);
    }
    return registrationFields.filter((field) => byField.has(field)).map((field) => ({ field, message: byField.get(field)! }));
  }
}

/** The valid form with its text trimmed and absent optional fields as empty text. */
export function trimmedValues(body: Record<string, unknown>): RegistrationValues {
  const entries = registrationFields.map((field: RegistrationField) => [field, typeof body[field] === 'string' ? (body[field] as string).trim() : '']);
  return Object.fromEntries(entries) as RegistrationValues;
}
