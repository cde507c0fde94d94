import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from '../schemas';

/** Shapes several desk routes share. */

export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

export const Day = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'A calendar day, YYYY-MM-DD' });

export const Instant = Type.String({ format: 'date-time' });

export const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

/** The refusals every guarded desk route can answer, beside its own. */
export const deskErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema } as const;

/** An empty body, or none at all, as well as the object: a bare POST is a fine way to ask for the defaults. */
export const OptionalBody = <T extends ReturnType<typeof Type.Object>>(schema: T) => Type.Union([schema, Type.Null()]);
