import { Type } from '@fastify/type-provider-typebox';
import { ErrorBodySchema } from './schemas';

export const LoadIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const PickedUpBody = Type.Union([Type.Object({ pickedUpAt: Type.Optional(Type.String({ maxLength: 40 })) }), Type.Null()]);

export const DeliveredBody = Type.Object({
  receivedBy: Type.Optional(Type.String({ maxLength: 1000 })),
  deliveredAt: Type.Optional(Type.String({ maxLength: 40 })),
});

export const driverLinkErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
