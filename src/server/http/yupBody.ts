import type { FastifyReply } from 'fastify';
import type { Schema } from 'yup';
import { yupFieldErrors } from '../../shared/onboardingSchemas';
import { validationFailed } from './failures';

/**
 * Checks a body with the form's own yup schema (src/shared) and throws the 400 `validation_failed` when it
 * fails; returns the cleaned values (trimmed, cast) otherwise. The reply and the undefined answer stay in the
 * signature until body validation has one way (its callers still test for them).
 */
export async function validatedBody<T>(schema: Schema<T>, body: unknown, _reply?: FastifyReply): Promise<T | undefined> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    throw validationFailed(yupFieldErrors(error));
  }
}
