import { Type } from '@fastify/type-provider-typebox';
import { VehicleRecordSchema } from './loadRecordSchema';
import { ErrorBodySchema } from './schemas';

const Text = Type.String();
const NullableText = Type.Union([Type.String(), Type.Null()]);

export const DriverLoadRecordSchema = Type.Object({
  id: Type.Integer(),
  orderStatus: Type.Union([Type.Literal('PendingPickup'), Type.Literal('InRoute'), Type.Literal('Delivered')]),
  originName: Text, originAddress: Text, originCity: Text, originState: Text, originZip: Text,
  destinationName: Text, destinationAddress: Text, destinationCity: Text, destinationState: Text, destinationZip: Text,
  earliestPickup: NullableText, latestPickup: NullableText, earliestDelivery: NullableText, latestDelivery: NullableText,
  scheduledPickup: NullableText, scheduledDelivery: NullableText, actualPickup: NullableText, actualDelivery: NullableText,
  receivedBy: NullableText,
  vehicles: Type.Array(VehicleRecordSchema),
});

export const DriverLoadsReplySchema = Type.Object({
  driverName: Text,
  carrierName: Text,
  records: Type.Array(DriverLoadRecordSchema),
});

export const LoadIdParams = Type.Object({ id: Type.Integer({ minimum: 1 }) });

export const PickedUpBody = Type.Union([Type.Object({ pickedUpAt: Type.Optional(Type.String({ maxLength: 40 })) }), Type.Null()]);

export const DeliveredBody = Type.Object({
  receivedBy: Type.Optional(Type.String({ maxLength: 1000 })),
  deliveredAt: Type.Optional(Type.String({ maxLength: 40 })),
});

export const driverLinkErrors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 409: ErrorBodySchema };
