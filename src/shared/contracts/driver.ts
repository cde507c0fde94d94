import { Type, type Static } from '@sinclair/typebox';

const MaybeText = Type.Union([Type.String(), Type.Null()]);

/** A driver as loads and lists use one (loads spec 3, Driver). `name` is '' for an unnamed driver. */
export const DriverRecordSchema = Type.Object({
  driverId: Type.Integer(),
  firstName: MaybeText,
  lastName: MaybeText,
  name: Type.String(),
  email: MaybeText,
  cellPhoneNumber: MaybeText,
  enabled: Type.Boolean(),
});

export type DriverRecord = Static<typeof DriverRecordSchema>;
