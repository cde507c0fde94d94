import { Type } from '@fastify/type-provider-typebox';
import { multilineKeyword } from '../http/plainText';
import { errorCodes } from '../../shared/errorCodes';

/*
 * Response schemas every route shares. A route that declares a response schema for a status must answer
 * that status only in that shape: fastify serializes through the schema, and a mismatch is a 500.
 */

export const FieldErrorSchema = Type.Object({ field: Type.String(), message: Type.String() });

/** `{message, code}`, and `{message, code, errors}` for validation failures (wire.ts ErrorBody). */
export const ErrorBodySchema = Type.Object({
  message: Type.String(),
  code: Type.Union(errorCodes.map((code) => Type.Literal(code))),
  errors: Type.Optional(Type.Array(FieldErrorSchema)),
});

export const NoContent = Type.Null({ description: 'No body' });

export const OkSchema = Type.Object({ ok: Type.Boolean() });

/**
 * A body of these keys, each optional and of any type, or none: the handler reads the values leniently (or
 * refuses them by field). Declaring the keys lets PascalCase keys find them; undeclared keys are dropped.
 * Text of the `multiline` keys may hold line breaks.
 */
export const lenientBodyOf = (keys: readonly string[], multiline: readonly string[] = []) => Type.Union([
  Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Optional(Type.Unknown(multiline.includes(key) ? { [multilineKeyword]: true } : {}))])),
    { additionalProperties: false }),
  Type.Null(),
]);
