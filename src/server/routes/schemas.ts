import { Type } from '@fastify/type-provider-typebox';

/*
 * Response schemas every route shares. A route that declares a response schema for a status must answer
 * that status only in that shape: fastify serializes through the schema, and a mismatch is a 500.
 */

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

/** `{message}`, and `{message, errors}` for validation failures (wire.ts ErrorBody). */
export const ErrorBodySchema = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
});

export const NoContent = Type.Null({ description: 'No body' });
