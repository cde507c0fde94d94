import type { FastifyReply } from 'fastify';
import type { Schema } from 'yup';
import { yupFieldErrors } from '../../shared/onboardingSchemas';

/**
 * Checks a body with the form's own yup schema (src/shared) and answers 400 `{message, errors}` when it fails;
 * returns the cleaned values (trimmed, cast) otherwise, or undefined once the reply is sent.
 */
export async function validatedBody<T>(schema: Schema<T>, body: unknown, reply: FastifyReply): Promise<T | undefined> {
  try {
    return await schema.validate(body ?? {}, { abortEarly: false, stripUnknown: true, strict: false });
  } catch (error) {
    await reply.code(400).send({ message: 'Validation failed', errors: yupFieldErrors(error) });
    return undefined;
  }
}
